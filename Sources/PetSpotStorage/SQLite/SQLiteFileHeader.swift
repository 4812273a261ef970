/// The first 100 bytes of an SQLite database file (https://www.sqlite.org/fileformat.html, 1.3):
/// what a cheap read of the file can tell about it. A file overwritten in place keeps its device
/// and inode, and the connections' page cache keeps answering queries from memory, so neither
/// `FileIdentity` nor a query notices; the header on disk does.
package enum SQLiteFileHeader {
    package static let length = 100
    private static let magic = Array("SQLite format 3\u{0}".utf8)

    /// `nil` when `header` (the file's first bytes) is a database's header; else what is wrong, in words.
    package static func problem(in header: [UInt8]) -> String? {
        guard header.count >= length else { return "it is shorter than an SQLite header (\(header.count) bytes)" }
        guard Array(header[0..<16]) == magic else { return "it no longer starts with SQLite's header" }
        // A power of two from 512 to 32768, or 1 for 65536.
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        guard pageSize == 1 || (512...32768).contains(pageSize) && pageSize & (pageSize - 1) == 0 else {
            return "its header names no valid page size (\(pageSize))"
        }
        // The payload fractions, fixed by the format at 64, 32 and 32.
        guard header[21] == 64, header[22] == 32, header[23] == 32 else {
            return "its header's fixed fields are overwritten"
        }
        return nil
    }
}
