import Foundation
import Hummingbird
import MultipartKit
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
        let boundary = Self.boundary(in: contentType)
        if total > maximumBytes {
            return PostedForm(tooLargeFile: boundary.map { tooLargeFile(in: body, boundary: $0, totalBytes: total) })
        }
        if let boundary {
            return (try? multipart(body, boundary: boundary)) ?? PostedForm()
        }
        return PostedForm(fields: urlEncoded(String(buffer: body)))
    }

    /// The file part's head and first bytes, read from the start of a body cut short.
    private static func tooLargeFile(in prefix: ByteBuffer, boundary: String, totalBytes: Int) -> TooLargeFile {
        let parser = MultipartParser(boundary: boundary)
        var headers: [String: String] = [:]
        var found: (disposition: ContentDisposition, contentType: String?)?
        var firstBytes: [UInt8] = []
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { chunk in
            let disposition = ContentDisposition(headers["content-disposition"] ?? "")
            guard disposition.fileName != nil, found == nil || found?.disposition.name == disposition.name, firstBytes.count < 64 else { return }
            found = (disposition, headers["content-type"])
            firstBytes.append(contentsOf: chunk.readableBytesView.prefix(64 - firstBytes.count))
        }
        parser.onPartComplete = { headers = [:] }
        try? parser.execute(prefix)
        let fileName = found?.disposition.fileName.flatMap { $0.isEmpty ? nil : $0 } ?? "photo"
        return TooLargeFile(fileName: fileName, contentType: found?.contentType, sniffedType: PhotoType(sniffing: firstBytes),
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

    private static func boundary(in contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
        }
        return nil
    }

    private static func multipart(_ body: ByteBuffer, boundary: String) throws -> PostedForm {
        var form = PostedForm()
        let parser = MultipartParser(boundary: boundary)
        var headers: [String: String] = [:]
        var partBody: [UInt8] = []
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { chunk in partBody.append(contentsOf: chunk.readableBytesView) }
        parser.onPartComplete = {
            let disposition = ContentDisposition(headers["content-disposition"] ?? "")
            if let name = disposition.name {
                if let fileName = disposition.fileName {
                    if !partBody.isEmpty || !fileName.isEmpty, form.file == nil || form.file?.bytes.isEmpty == true {
                        form.file = File(fileName: fileName, contentType: headers["content-type"], bytes: partBody)
                    }
                } else if form.fields[name] == nil {
                    form.fields[name] = String(decoding: partBody, as: UTF8.self)
                }
            }
            headers = [:]
            partBody = []
        }
        try parser.execute(body)
        return form
    }
}

/// The `name` and `filename` of a part's `Content-Disposition: form-data; name="…"; filename="…"`.
private struct ContentDisposition {
    var name: String?
    var fileName: String?

    init(_ header: String) {
        for parameter in header.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            switch pair[0].trimmingCharacters(in: .whitespaces).lowercased() {
            case "name": name = value
            case "filename": fileName = value
            default: break
            }
        }
    }
}
