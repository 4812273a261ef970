import NIOConcurrencyHelpers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path named when the database was opened (its device and inode). Connections keep
/// reading and writing a file that was deleted, or that another file replaced, without an error:
/// every write would then be lost at the next start; nor do they notice a file overwritten in place
/// (same inode) while its pages are in their cache. The health check asks this instead: the
/// file's identity, and its header as a cheap read finds it on disk (`SQLiteFileHeader`).
package final class FileIdentity: Sendable {
    package let path: String
    private let opened = NIOLockedValueBox<(device: UInt64, inode: UInt64)?>(nil)

    package init(path: String) {
        self.path = path
    }

    /// Remembers the file the path names now (once the database has created it).
    package func record() throws {
        opened.withLockedValue { $0 = Self.identity(of: path) }
    }

    /// `nil` while the path still names the opened file; else what happened to it.
    package var problem: String? {
        guard let opened = opened.withLockedValue({ $0 }) else { return nil }
        guard let now = Self.identity(of: path) else {
            return "The database file \(path) was deleted while the server had it open"
        }
        guard now == opened else {
            return "The database file \(path) was replaced by another file while the server had it open"
        }
        return Self.header(of: path).flatMap(SQLiteFileHeader.problem).map {
            "The database file \(path) was overwritten while the server had it open: \($0)"
        }
    }

    /// The file's first bytes, as far as it has them; `nil` when it cannot be opened.
    private static func header(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: SQLiteFileHeader.length)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return read < 0 ? nil : Array(bytes.prefix(read))
    }

    private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}
