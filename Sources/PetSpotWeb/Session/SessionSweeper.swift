import Foundation

/// Removes the folders of sessions whose cookie has expired (nothing touched them for longer
/// than its lifetime), so abandoned drafts and photos do not pile up.
enum SessionSweeper {
    /// Returns how many sessions were removed.
    @discardableResult
    static func removeExpired(
        in directory: URL, olderThan age: TimeInterval = TimeInterval(SessionCookie.maxAgeSeconds),
        now: Date = Date()
    ) -> Int {
        var removed = 0
        for (session, lastUsed) in sessionsWithLastUse(in: directory) where now.timeIntervalSince(lastUsed) > age {
            if (try? FileManager.default.removeItem(at: session)) != nil { removed += 1 }
        }
        return removed
    }

    /// The session folders, least recently used first.
    static func sessionsByLastUse(in directory: URL) -> [URL] {
        sessionsWithLastUse(in: directory).sorted { $0.lastUsed < $1.lastUsed }.map(\.session)
    }

    private static func sessionsWithLastUse(in directory: URL) -> [(session: URL, lastUsed: Date)] {
        let files = FileManager.default
        let sessions =
            (try? files.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey]))
            ?? []
        return sessions.map { session in
            // A draft save changes `drafts/`, a photo `photos/`: the newest of the three says when it was last used.
            let folders = [session, session.appendingPathComponent("drafts"), session.appendingPathComponent("photos")]
            let lastUsed = folders.compactMap {
                try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            }.max()
            return (session, lastUsed ?? .distantPast)
        }
    }
}
