import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer

@Suite("HTTP conventions: error envelope, body rules, request ids")
struct HTTPConventionsAPITests {
    static let create = "/api/v1/announcements"

    @Test("Given malformed JSON, when posted, then 400 INVALID_FORMAT in the envelope, never 500")
    func malformedJSON() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: Self.create, method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"status": "MISSING",,}"#))
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_FORMAT")
        }
    }

    @Test(
        "Given a JSON body that is not an object, when posted, then 400 INVALID_FORMAT says so",
        arguments: ["[1,2]", "\"text\"", "42", "null", "true"])
    func nonObjectBody(_ body: String) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: Self.create, method: .post, headers: jsonHeaders, body: ByteBuffer(string: body))
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_FORMAT")
            #expect((error["message"] as? String)?.contains("JSON object") == true)
        }
    }

    @Test("Given an empty body, when posted, then 400 INVALID_FORMAT")
    func emptyBody() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: Self.create, method: .post, headers: jsonHeaders)
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_FORMAT")
        }
    }

    @Test(
        "Given a body of another content type, when posted, then 400 INVALID_FORMAT names the header",
        arguments: ["text/plain", "application/x-www-form-urlencoded", nil])
    func wrongContentType(_ type: String?) async throws {
        try await withTestApp { app in
            var headers: HTTPFields = [:]
            if let type { headers[.contentType] = type }
            let response = try await app.client.execute(
                uri: Self.create, method: .post, headers: headers, body: try jsonBuffer(validMissingReport()))
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_FORMAT")
            #expect((error["message"] as? String)?.contains("application/json") == true)
        }
    }

    @Test("Given JSON with a charset parameter, when posted, then it is accepted")
    func charsetParameter() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: Self.create, method: .post, headers: [.contentType: "application/json; charset=utf-8"],
                body: try jsonBuffer(validMissingReport()))
            #expect(response.status == .created)
        }
    }

    @Test("Given a JSON body over 100 KiB, when posted, then 413 PAYLOAD_TOO_LARGE and nothing is stored")
    func hugeBody() async throws {
        try await withTestApp { app in
            let body = validMissingReport(["description": String(repeating: "x", count: 110 * 1024)])
            let response = try await app.client.execute(
                uri: Self.create, method: .post, headers: jsonHeaders, body: try jsonBuffer(body))
            #expect(response.status == .contentTooLarge)
            #expect(try response.errorBody()["code"] as? String == "PAYLOAD_TOO_LARGE")
            #expect(try await SQLiteRowCount.announcements(app) == 0)
        }
    }

    @Test(
        "Given an unknown path, when requested, then 404 NOT_FOUND in the envelope",
        arguments: ["/nope", "/api/v1/announcement", "/api/v1/announcements/x/y/z"])
    func unknownPath(_ path: String) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "NOT_FOUND")
            #expect(error["message"] as? String == "Resource not found")
        }
    }

    @Test("Given a known path and an unserved method, when requested, then 405 with Allow in the envelope")
    func unservedMethod() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: "/api/v1/announcements", method: .put)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, POST")
            #expect(try response.errorBody()["code"] as? String == "METHOD_NOT_ALLOWED")
            let byID = try await app.client.execute(uri: "/api/v1/announcements/\(UUID())", method: .put)
            #expect(byID.status == .methodNotAllowed)
            #expect(byID.headers[.allow] == "DELETE, GET, PATCH")
        }
    }

    @Test("Given no request id, when anything is requested, then every response carries a new one, also in errors")
    func generatedRequestID() async throws {
        try await withTestApp { app in
            let ok = try await app.client.execute(uri: "/api/health", method: .get)
            let first = try #require(ok.headers[RequestIDMiddleware.requestID])
            #expect(RequestIDMiddleware.acceptable(first) == first)
            let missing = try await app.client.execute(uri: "/nope", method: .get)
            let second = try #require(missing.headers[RequestIDMiddleware.requestID])
            #expect(second != first)
            #expect(try missing.errorBody()["requestId"] as? String == second)
        }
    }

    @Test("Given a valid incoming request-id or X-Request-Id, when requested, then it is reused")
    func reusedRequestID() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/nope", method: .get, headers: [RequestIDMiddleware.requestID: "client.trace-42_A"])
            #expect(response.headers[RequestIDMiddleware.requestID] == "client.trace-42_A")
            #expect(try response.errorBody()["requestId"] as? String == "client.trace-42_A")
            let legacy = try await app.client.execute(
                uri: "/api/health", method: .get, headers: [RequestIDMiddleware.xRequestID: "abc"])
            #expect(legacy.headers[RequestIDMiddleware.requestID] == "abc")
        }
    }

    @Test(
        "Given an unacceptable incoming request id, when requested, then a new one replaces it",
        arguments: ["", String(repeating: "a", count: 65), "has space", "semi;colon", "ünï"])
    func replacedRequestID(_ incoming: String) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/api/health", method: .get, headers: [RequestIDMiddleware.requestID: incoming])
            let id = try #require(response.headers[RequestIDMiddleware.requestID])
            #expect(id != incoming)
            #expect(RequestIDMiddleware.acceptable(id) == id)
        }
    }

    struct DatabaseExploded: Error, CustomStringConvertible {
        var description: String { "connection to 10.0.0.5 refused; SELECT * FROM announcements WHERE email = 'x@y.z'" }
    }

    @Test(
        "Given an unexpected error inside a route, when requested, then 500 INTERNAL_SERVER_ERROR says only 'Internal server error'"
    )
    func unexpectedError() async throws {
        let router = Router(context: PetSpotRequestContext.self)
        router.middlewares.add(RequestIDMiddleware())
        router.middlewares.add(ErrorEnvelopeMiddleware(routes: RouteTable([])))
        router.get("boom") { _, _ -> Response in throw DatabaseExploded() }
        try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/boom", method: .get)
            #expect(response.status == .internalServerError)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INTERNAL_SERVER_ERROR")
            #expect(error["message"] as? String == "Internal server error")
            #expect(!response.bodyString.contains("10.0.0.5") && !response.bodyString.contains("SELECT"))
            #expect(error["requestId"] as? String == response.headers[RequestIDMiddleware.requestID])
        }
    }
}
