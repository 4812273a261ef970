import Hummingbird
import Synchronization

/// Pages written once for as long as what they show stays the same: the crowd a shared report
/// brings reads it at every request, as the API's readers do (so an edit or a sighting shows at
/// once, in every process), but its markup is written again only when the read, or the minute its
/// empty form shows, differs from the last one's. Writing a report's page's values and markup was
/// a third of its time (`docs/benchmarks.md`, issue 34).
final class RenderedPages<Shown: Hashable & Sendable>: Sendable {
    /// A page as it is sent: its status and its bytes.
    struct Page: Sendable {
        let status: HTTPResponse.Status
        let body: ByteBuffer
    }

    private struct Entry: Sendable {
        let shown: Shown
        let page: Page
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// At most this many pages are kept (a report's page is ~11 KB: 11 MB at 1,000).
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The page at `key` that shows `shown`: the one kept when it showed the same, else `write`'s.
    func page(_ key: String, showing shown: Shown, write: () -> Page) -> Page {
        if let kept = entries.withLock({ $0[key] }), kept.shown == shown { return kept.page }
        let page = write()
        entries.withLock { entries in
            // A crowd's page is asked for again within the minute; which other one goes matters little.
            if entries[key] == nil, entries.count >= capacity { entries.remove(at: entries.startIndex) }
            entries[key] = Entry(shown: shown, page: page)
        }
        return page
    }
}
