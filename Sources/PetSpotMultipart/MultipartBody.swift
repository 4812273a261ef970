import Foundation
import MultipartKit
import NIOCore

/// A `multipart/form-data` body (RFC 7578) read by MultipartKit's parser: its parts, in order, and
/// whether it was whole. The one reader of the API's photo upload and the pages' forms.
///
/// A body cut short or damaged is not taken for an empty form: `isWhole` is false, and the parts
/// that arrived whole before the damage are kept, so the caller can answer 400 saying what
/// happened, and keep what did arrive.
public struct MultipartBody: Sendable {
    public struct Part: Sendable {
        /// `Content-Disposition`'s `name` and `filename`; `filename` only for a file.
        public let name: String?
        public let fileName: String?
        public let contentType: String?
        public let bytes: [UInt8]
    }

    public let parts: [Part]
    /// Whether the body was read to its closing boundary without a fault.
    public let isWhole: Bool

    /// The `boundary` parameter of a `multipart/form-data` content type; `nil` for any other type
    /// or a missing or empty boundary.
    public static func boundary(ofContentType contentType: String) -> String? {
        let parameters = contentType.split(separator: ";")
        guard let type = parameters.first,
            type.trimmingCharacters(in: .whitespaces).lowercased() == "multipart/form-data"
        else { return nil }
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" {
                let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }

    /// Reads `body`; a fault ends the reading and keeps the parts completed before it.
    public init(_ body: ByteBuffer, boundary: String) {
        let parser = MultipartParser(boundary: boundary)
        var parts: [Part] = []
        var headers: [String: String] = [:]
        var partBody: [UInt8] = []
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { chunk in partBody.append(contentsOf: chunk.readableBytesView) }
        parser.onPartComplete = {
            let disposition = Disposition(headers["content-disposition"] ?? "")
            parts.append(
                Part(
                    name: disposition.name, fileName: disposition.fileName, contentType: headers["content-type"],
                    bytes: partBody))
            headers = [:]
            partBody = []
        }
        var whole = true
        do {
            try parser.execute(body)
        } catch {
            whole = false
        }
        // A body with no closing boundary leaves its last part unfinished: cut short.
        self.parts = parts
        self.isWhole =
            whole && !parts.isEmpty && headers.isEmpty && partBody.isEmpty
            && Self.endsWithClosingBoundary(body, boundary: boundary)
    }

    /// The first part named `name`.
    public func part(named name: String) -> Part? {
        parts.first { $0.name == name }
    }

    /// The first file part's head and first `byteCount` bytes, from the start of a body too large
    /// to keep (its name, type and kind can still be said).
    public static func fileHead(
        in prefix: ByteBuffer, boundary: String, byteCount: Int = 64
    ) -> (fileName: String?, contentType: String?, bytes: [UInt8])? {
        let parser = MultipartParser(boundary: boundary)
        var headers: [String: String] = [:]
        var found: (disposition: Disposition, contentType: String?)?
        var firstBytes: [UInt8] = []
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { chunk in
            let disposition = Disposition(headers["content-disposition"] ?? "")
            guard disposition.fileName != nil, found == nil || found?.disposition.name == disposition.name,
                firstBytes.count < byteCount
            else { return }
            found = (disposition, headers["content-type"])
            firstBytes.append(contentsOf: chunk.readableBytesView.prefix(byteCount - firstBytes.count))
        }
        parser.onPartComplete = { headers = [:] }
        try? parser.execute(prefix)
        return found.map { ($0.disposition.fileName, $0.contentType, firstBytes) }
    }

    /// Whether `--boundary--` closes the body (searched from its end, where it is).
    private static func endsWithClosingBoundary(_ body: ByteBuffer, boundary: String) -> Bool {
        let closing = Array("--\(boundary)--".utf8)
        let bytes = Array(body.readableBytesView.suffix(closing.count + 4096))
        guard bytes.count >= closing.count else { return false }
        for start in stride(from: bytes.count - closing.count, through: 0, by: -1) where bytes[start] == closing[0] {
            if bytes[start..<(start + closing.count)].elementsEqual(closing) { return true }
        }
        return false
    }
}

/// The `name` and `filename` of a part's `Content-Disposition: form-data; name="…"; filename="…"`.
private struct Disposition {
    var name: String?
    var fileName: String?

    init(_ header: String) {
        for parameter in header.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
            switch pair[0].trimmingCharacters(in: .whitespaces).lowercased() {
            case "name": name = value
            case "filename": fileName = value
            default: break
            }
        }
    }
}
