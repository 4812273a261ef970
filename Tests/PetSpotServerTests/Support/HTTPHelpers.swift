import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// A valid create body: a missing dog with every optional field, which tests then vary.
func validMissingReport(_ changes: [String: Any?] = [:]) -> [String: Any] {
    var body: [String: Any] = [
        "status": "MISSING", "species": "DOG", "sex": "MALE", "lastSeenDate": "2026-11-20",
        "locationLatitude": 50.0617, "locationLongitude": 19.9373,
        "petName": "Burek", "breed": "Beagle", "age": 4, "description": "Red collar.\nShy with men.",
        "microchipNumber": "616093900123456", "email": "owner@example.com", "phone": "+48 512 345 678",
        "reward": "500 PLN",
    ]
    for (key, value) in changes { body[key] = value ?? nil }
    return body.filter { !($0.value is NSNull) }
}

/// A valid FOUND body near `latitude`, `longitude`.
func validFoundReport(latitude: Double = 50.0617, longitude: Double = 19.9373, species: String = "CAT") -> [String: Any]
{
    [
        "status": "FOUND", "species": species, "sex": "UNKNOWN", "lastSeenDate": "2026-11-21",
        "locationLatitude": latitude, "locationLongitude": longitude, "phone": "+48 600 111 222",
    ]
}

func jsonBuffer(_ object: Any) throws -> ByteBuffer {
    ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))
}

let jsonHeaders: HTTPFields = [.contentType: "application/json"]

/// `jsonHeaders` from an app that asks for `language` (`Accept-Language`), when it asks for one.
func jsonHeaders(language: String?) -> HTTPFields {
    var headers = jsonHeaders
    if let language { headers[.acceptLanguage] = language }
    return headers
}

func basicAuthorization(_ id: String, _ password: String) -> HTTPFields {
    [.authorization: "Basic " + Data("\(id):\(password)".utf8).base64EncodedString()]
}

extension TestResponse {
    /// The body as a JSON object (test failure when it is not one).
    func jsonObject() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(buffer: body), options: [.fragmentsAllowed])
        guard let dictionary = object as? [String: Any] else { throw HTTPHelperError.notAnObject(String(buffer: body)) }
        return dictionary
    }

    /// The envelope's `error` object.
    func errorBody() throws -> [String: Any] {
        guard let error = try jsonObject()["error"] as? [String: Any] else {
            throw HTTPHelperError.notAnObject(String(buffer: body))
        }
        return error
    }

    var bodyString: String { String(buffer: body) }
}

enum HTTPHelperError: Error {
    case notAnObject(String)
}

/// A created report's id and management password.
struct Created: Sendable {
    let id: String
    let password: String
    let json: [String: String]
}

extension TestClientProtocol {
    /// Creates a report; `language` is the app's `Accept-Language`, the language of its owner's mail.
    @discardableResult
    func create(_ body: [String: Any], language: String? = nil) async throws -> Created {
        let buffer = try jsonBuffer(body)
        return try await execute(
            uri: "/api/v1/announcements", method: .post, headers: jsonHeaders(language: language), body: buffer
        ) { response in
            guard response.status == .created else {
                throw CreateFailed(status: response.status.code, body: response.bodyString)
            }
            let object = try response.jsonObject()
            let strings = object.compactMapValues { $0 as? String }
            return Created(id: strings["id"] ?? "", password: strings["managementPassword"] ?? "", json: strings)
        }
    }

    /// Uploads `bytes` as the `photo` part with the owner's credentials.
    func uploadPhoto(
        _ bytes: [UInt8], to created: Created, fileName: String = "photo.jpg", contentType: String = "image/jpeg"
    ) async throws -> TestResponse {
        let multipart = Multipart(parts: [
            .init(name: "photo", fileName: fileName, contentType: contentType, bytes: bytes)
        ])
        var headers = basicAuthorization(created.id, created.password)
        headers[.contentType] = multipart.contentType
        return try await execute(
            uri: "/api/v1/announcements/\(created.id)/photos", method: .post, headers: headers, body: multipart.body)
    }

    /// Creates a report and attaches a photo, so it is listed.
    @discardableResult
    func createListed(
        _ body: [String: Any], photo: [UInt8] = samplePNG, language: String? = nil
    ) async throws -> Created {
        let created = try await create(body, language: language)
        let response = try await uploadPhoto(photo, to: created, fileName: "p.png", contentType: "image/png")
        guard response.status == .created else {
            throw CreateFailed(status: response.status.code, body: response.bodyString)
        }
        return created
    }

    /// An owner's `PATCH` of `created` with `body` as JSON (`headers`: other credentials than its own).
    func patch(
        _ created: Created, _ body: Any, contentType: String = "application/merge-patch+json",
        headers: HTTPFields? = nil
    ) async throws -> TestResponse {
        var fields = headers ?? basicAuthorization(created.id, created.password)
        fields[.contentType] = contentType
        return try await execute(
            uri: "/api/v1/announcements/\(created.id)", method: .patch, headers: fields,
            body: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body)))
    }

    /// Every public answer that shows the report `id` (listed near 50.06, 19.94): its read by id,
    /// and its items in the newest list and in the nearby list; a test failure for each it is missing from.
    func publicAnswers(for id: String) async throws -> [[String: Any]] {
        let (_, read) = try await getJSON("/api/v1/announcements/\(id)")
        let (_, newest) = try await getJSON("/api/v1/announcements")
        let (_, nearby) = try await getJSON("/api/v1/announcements?lat=50.06&lng=19.94&range=5")
        let listed = [newest, nearby].compactMap {
            ($0["data"] as? [[String: Any]])?.first { $0["id"] as? String == id }
        }
        #expect(listed.count == 2, "listed in the newest and the nearby list")
        return [read] + listed
    }

    /// The ids of the first page `GET /api/v1/announcements{query}` answers, in order.
    func listedIDs(_ query: String) async throws -> [String] {
        let (status, page) = try await getJSON("/api/v1/announcements\(query)")
        #expect(status == .ok, "\(query)")
        return (page["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    }

    func getJSON(_ uri: String) async throws -> (status: HTTPResponse.Status, object: [String: Any]) {
        try await execute(uri: uri, method: .get) { response in
            (response.status, try response.jsonObject())
        }
    }
}

struct CreateFailed: Error, CustomStringConvertible {
    let status: Int
    let body: String
    var description: String { "create answered \(status): \(body)" }
}

/// A multipart/form-data body built by hand, as a browser would send it.
struct Multipart {
    struct Part {
        var name: String
        var fileName: String?
        var contentType: String?
        var bytes: [UInt8]
    }

    let boundary = "----petspot-test-\(UUID().uuidString)"
    let parts: [Part]

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    var body: ByteBuffer {
        var buffer = ByteBuffer()
        for part in parts {
            buffer.writeString("--\(boundary)\r\n")
            var disposition = "Content-Disposition: form-data; name=\"\(part.name)\""
            if let fileName = part.fileName { disposition += "; filename=\"\(fileName)\"" }
            buffer.writeString(disposition + "\r\n")
            if let type = part.contentType { buffer.writeString("Content-Type: \(type)\r\n") }
            buffer.writeString("\r\n")
            buffer.writeBytes(part.bytes)
            buffer.writeString("\r\n")
        }
        buffer.writeString("--\(boundary)--\r\n")
        return buffer
    }
}
