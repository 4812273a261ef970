import Foundation

/// A `multipart/form-data` body holding one file part (RFC 7578).
struct MultipartFormData: Hashable, Sendable {
    let boundary: String

    /// A boundary that cannot plausibly occur inside image bytes.
    static func randomBoundary() -> String {
        "PetSpot-" + UUID().uuidString
    }

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The body with one file part named `field`.
    func body(field: String, fileName: String, mimeType: String, bytes: Data) -> Data {
        var body = Data()
        body.append(Data("--\(boundary)\r\n".utf8))
        body.append(
            Data(
                "Content-Disposition: form-data; name=\"\(Self.quoted(field))\"; filename=\"\(Self.quoted(fileName))\"\r\n"
                    .utf8))
        body.append(Data("Content-Type: \(mimeType)\r\n\r\n".utf8))
        body.append(bytes)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        return body
    }

    /// Escapes a quoted-string parameter the way browsers do (HTML form submission), so a
    /// file name with a quote or a line break cannot break the part's headers.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
