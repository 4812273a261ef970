import Foundation
import Hummingbird

/// Encodes JSON answers the same way everywhere (sorted keys, so bodies are stable for ETags and tests).
enum JSONResponse {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        if let writable = value as? any JSONWritable {
            var json = JSONWriter()
            writable.write(to: &json)
            return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json.bytes)))
        }
        let data = try encoder.encode(value)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// A value that writes its own JSON (the hot answers), byte for byte what `JSONResponse.encoder` would write.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}
