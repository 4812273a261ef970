import Crypto
import Foundation

/// A strong `ETag` for a body, and the weak comparison `If-None-Match` uses.
enum EntityTag {
    /// The first 128 bits of the body's SHA-256, quoted: the same body gives the same tag in every process.
    static func of(_ body: [UInt8]) -> String {
        "\"" + SHA256.hash(data: body).prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
    }

    /// `If-None-Match` uses the weak comparison: `*`, or any listed tag equal once `W/` is set aside.
    static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
        }
    }
}
