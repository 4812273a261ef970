import Foundation

/// What the sessions folder may hold, so that nobody can fill the server's disk anonymously: a
/// cap on its total size (`--web-sessions-max-mb`) and on the sessions one client may start in an
/// hour. At the cap, the oldest unsubmitted drafts make room for the newest (a visitor busy now
/// matters more than one who left days ago). Abandoned sessions go after a week (`sweep`).
@MainActor
final class SessionStorage {
    /// New sessions one client may start in an hour, by default: a family, a shelter's desk, or a
    /// school behind one address start a handful; a script looping without cookies starts thousands.
    nonisolated static let newSessionsPerClientPerHour = 30

    let directory: URL
    let capacity: Int
    let newSessionsPerHour: Int
    /// Bytes in the folder: measured at start and at each sweep, counted as photos come and go.
    private(set) var used: Int
    private var started: [String: [Date]] = [:]

    init(directory: URL, capacity: Int, newSessionsPerHour: Int = newSessionsPerClientPerHour) {
        self.directory = directory
        self.capacity = capacity
        self.newSessionsPerHour = newSessionsPerHour
        self.used = Self.size(of: directory)
    }

    /// Whether `client` may start another session at `now` (and counts it when it may).
    func mayStartSession(for client: String, now: Date = Date()) -> Bool {
        let recent = (started[client] ?? []).filter { now.timeIntervalSince($0) < 3600 }
        guard recent.count < newSessionsPerHour else {
            started[client] = recent
            return false
        }
        started[client] = recent + [now]
        if started.count > 10_000 {
            started = started.filter { $0.value.contains { now.timeIntervalSince($0) < 3600 } }
        }
        return true
    }

    /// Makes room for `bytes` more in session `sessionID`, removing the least recently used other
    /// sessions if the cap needs it; `false` when even that is not enough (the photo is refused).
    func makeRoom(for bytes: Int, in sessionID: String) -> Bool {
        guard bytes <= capacity else { return false }
        if used + bytes > capacity {
            for session in SessionSweeper.sessionsByLastUse(in: directory) where session.lastPathComponent != sessionID
            {
                used -= Self.size(of: session)
                try? FileManager.default.removeItem(at: session)
                if used + bytes <= capacity { break }
            }
        }
        guard used + bytes <= capacity else { return false }
        used += bytes
        return true
    }

    /// `bytes` left the folder (a photo replaced or removed).
    func released(_ bytes: Int) {
        used = max(0, used - bytes)
    }

    /// Removes the sessions unused for longer than a cookie lives, and measures the folder again.
    @discardableResult
    func sweep(now: Date = Date()) -> Int {
        let removed = SessionSweeper.removeExpired(in: directory, now: now)
        used = Self.size(of: directory)
        return removed
    }

    static func size(of directory: URL) -> Int {
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.fileSizeKey])
        else { return 0 }
        var total = 0
        for case let file as URL in files {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
