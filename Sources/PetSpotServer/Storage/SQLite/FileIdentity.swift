import NIOConcurrencyHelpers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path named when the database was opened (its device and inode). Connections keep
/// reading and writing a file that was deleted, or that another file replaced, without an error:
/// every write would then be lost at the next start. The health check asks this instead.
final class FileIdentity: Sendable {
    let path: String
    private let opened = NIOLockedValueBox<(device: UInt64, inode: UInt64)?>(nil)

    init(path: String) {
        self.path = path
    }

    /// Remembers the file the path names now (once the database has created it).
    func record() throws {
        opened.withLockedValue { $0 = Self.identity(of: path) }
    }

    /// `nil` while the path still names the opened file; else what happened to it.
    var problem: String? {
        guard let opened = opened.withLockedValue({ $0 }) else { return nil }
        guard let now = Self.identity(of: path) else { return "The database file \(path) was deleted while the server had it open" }
        return now == opened ? nil : "The database file \(path) was replaced by another file while the server had it open"
    }

    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}
