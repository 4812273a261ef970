import Foundation

/// Removes the folders of sessions whose cookie has expired (nothing touched them for longer
/// than its lifetime), so abandoned drafts and photos do not pile up.
enum SessionSweeper {
    /// Returns how many sessions were removed.
    @discardableResult
    static func removeExpired(in directory: URL, olderThan age: TimeInterval = TimeInterval(SessionCookie.maxAgeSeconds),
                              now: Date = Date()) -> Int {
        let files = FileManager.default
        guard let sessions = try? files.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey]) else {
            return 0
        }
        var removed = 0
        for session in sessions {
            // A draft save changes `drafts/`, a photo `photos/`: the newest of the three says when it was last used.
            let folders = [session, session.appendingPathComponent("drafts"), session.appendingPathComponent("photos")]
            let lastUsed = folders.compactMap { try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate }.max()
            if let lastUsed, now.timeIntervalSince(lastUsed) > age, (try? files.removeItem(at: session)) != nil {
                removed += 1
            }
        }
        return removed
    }
}
