import Foundation
import Hummingbird
import MultipartKit
import NIOCore

/// A submitted form: its text fields and, for a multipart form, its file.
struct PostedForm: Sendable {
    /// A file chosen in an `<input type="file">`.
    struct File: Sendable {
        let fileName: String
        let contentType: String?
        let bytes: [UInt8]
    }

    var fields: [String: String] = [:]
    var file: File?
    /// True when the body was larger than the form allows (the file is then absent).
    var isTooLarge = false

    subscript(_ name: String) -> String? { fields[name] }

    /// The button pressed (`<button name="intent">`).
    var intent: String { fields["intent"] ?? "" }

    /// Photos are at most 10 MB; the rest of a multipart form is small.
    static let maximumBytes = 10_000_000 + 64 * 1024

    static func read(_ request: Request) async throws -> PostedForm {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maximumBytes)
        } catch is NIOTooManyBytesError {
            return PostedForm(isTooLarge: true)
        }
        let contentType = request.headers[.contentType] ?? ""
        if let boundary = Self.boundary(in: contentType) {
            return (try? multipart(body, boundary: boundary)) ?? PostedForm()
        }
        return PostedForm(fields: urlEncoded(String(buffer: body)))
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
