import Foundation

/// Whether a failure means the server cannot store anything now: the disk (or the database's
/// room) is full. The contract answers those 503 with `Retry-After` (nothing was changed, the
/// request may be sent again), not 500. Read from what each layer says: the system's `ENOSPC`
/// (a photo's file), SQLite's `SQLITE_FULL` ("database or disk is full"), PostgreSQL's SQLSTATE
/// `53100` (`disk_full`, as `PSQLError` reflects it: a bare number could be part of an id), and `strerror(ENOSPC)` in NIO's `IOError`.
/// The drivers' error types are not this module's dependencies, so their words are read.
package enum StorageFull {
    package static func matches(_ error: any Error) -> Bool {
        if let posix = error as? POSIXError, posix.code == .ENOSPC { return true }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain, bridged.code == Int(ENOSPC) { return true }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error, matches(underlying) { return true }
        if bridged.domain == NSCocoaErrorDomain, bridged.code == CocoaError.fileWriteOutOfSpace.rawValue { return true }
        let words = String(reflecting: error)
        return words.contains("database or disk is full") || words.contains("No space left on device")
            || words.contains("sqlState: 53100")
    }
}
