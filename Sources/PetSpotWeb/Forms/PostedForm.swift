import Foundation
import Hummingbird
import PetSpotMultipart
import NIOCore
import PetSpotDomain

/// A submitted form: its text fields and, for a multipart form, its file.
struct PostedForm: Sendable {
    /// A file chosen in an `<input type="file">`.
    struct File: Sendable {
        let fileName: String
        let contentType: String?
        let bytes: [UInt8]
    }

    /// What is known of a file too large to keep: its name and type from the part's head, its size from the body's.
    struct TooLargeFile: Sendable {
        let fileName: String
        let contentType: String?
        /// Judged from the file's first bytes, which arrived.
        let sniffedType: PhotoType?
        let byteCount: Int
    }

    var fields: [String: String] = [:]
    var file: File?
    /// Set when the body was larger than the form allows (the file is then absent).
    var tooLargeFile: TooLargeFile?
    /// Set when a multipart body arrived damaged or cut short: what arrived whole is here, and the
    /// page answers 400 saying so, with what was kept before (never an empty form taken as sent).
    var unreadable = false

    subscript(_ name: String) -> String? { fields[name] }

    /// The button pressed (`<button name="intent">`).
    var intent: String { fields["intent"] ?? "" }

    /// Photos are at most 10 MB; the rest of a multipart form is small.
    static let maximumBytes = 10_000_000 + 64 * 1024

    /// A body this large is not even read to its end: the connection is closed instead.
    static let drainedBytes = 64 * 1024 * 1024

    static func read(_ request: Request) async throws -> PostedForm {
        let contentType = request.headers[.contentType] ?? ""
        var body = ByteBuffer()
        var total = 0
        // A body over the limit is read on (not kept) so that the browser gets the page that says
        // what was wrong, with the file's name: a connection closed mid-upload shows only the
        // browser's own error page.
        for try await chunk in request.body {
            total += chunk.readableBytes
            if total <= maximumBytes {
                body.writeImmutableBuffer(chunk)
            } else if total > drainedBytes {
                throw NIOTooManyBytesError(maxBytes: drainedBytes)
            }
        }
        let boundary = MultipartBody.boundary(ofContentType: contentType)
        if total > maximumBytes {
            return PostedForm(tooLargeFile: boundary.map { tooLargeFile(in: body, boundary: $0, totalBytes: total) })
        }
        if let boundary {
            return multipart(MultipartBody(body, boundary: boundary))
        }
        return PostedForm(fields: urlEncoded(String(buffer: body)))
    }

    /// The file part's head and first bytes, read from the start of a body cut short.
    private static func tooLargeFile(in prefix: ByteBuffer, boundary: String, totalBytes: Int) -> TooLargeFile {
        let head = MultipartBody.fileHead(in: prefix, boundary: boundary)
        let fileName = head?.fileName.flatMap { $0.isEmpty ? nil : $0 } ?? "photo"
        return TooLargeFile(
            fileName: fileName, contentType: head?.contentType,
            sniffedType: head.flatMap { PhotoType(sniffing: $0.bytes) },
            byteCount: totalBytes)
    }

    /// `application/x-www-form-urlencoded`: `+` is a space, the rest percent-encoded; the first of a repeated name wins.
    static func urlEncoded(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            let name = decode(parts[0])
            if fields[name] == nil { fields[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
        return fields
    }

    /// The fields (the first of a repeated name) and the first file chosen.
    private static func multipart(_ body: MultipartBody) -> PostedForm {
        var form = PostedForm(unreadable: !body.isWhole)
        for part in body.parts {
            guard let name = part.name else { continue }
            if let fileName = part.fileName {
                if !part.bytes.isEmpty || !fileName.isEmpty, form.file == nil || form.file?.bytes.isEmpty == true {
                    form.file = File(fileName: fileName, contentType: part.contentType, bytes: part.bytes)
                }
            } else if form.fields[name] == nil {
                form.fields[name] = String(decoding: part.bytes, as: UTF8.self)
            }
        }
        return form
    }
}
