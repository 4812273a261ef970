import Foundation
import Hummingbird
import PetSpotDomain

/// Encodes JSON answers the same way everywhere (sorted keys, so bodies are stable for ETags and tests).
enum JSONResponse {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func make(
        _ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
    ) throws -> Response {
        if let writable = value as? any JSONWritable {
            return make(written: writable, status: status, headers: headers)
        }
        let data = try encoder.encode(value)
        return Response(status: status, headers: json(headers), body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// An answer that writes its own JSON.
    static func make(
        written value: some JSONWritable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]
    ) -> Response {
        var json = JSONWriter()
        value.write(to: &json)
        return Response(
            status: status, headers: Self.json(headers), body: .init(byteBuffer: ByteBuffer(bytes: json.bytes)))
    }

    private static func json(_ headers: HTTPFields) -> HTTPFields {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        return headers
    }
}
