import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PetSpotServer

@Suite("Security headers on every API response")
struct SecurityHeadersAPITests {
    static let paths: [(method: HTTPRequest.Method, uri: String)] = [
        (.get, "/api/health"), (.get, "/api/v1/announcements"), (.get, "/api/v1/announcements?lat=abc&lng=1"),
        (.get, "/api/v1/announcements/\(UUID().uuidString)"), (.get, "/api/v1/taxonomy"), (.get, "/openapi.yaml"),
        (.get, "/images/missing.png"), (.get, "/no/such/path"), (.delete, "/api/v1/announcements/x"),
        (.put, "/api/v1/announcements"),
    ]

    @Test(
        "Given any request, answered or refused, then the response says nosniff, no framing, a cut referrer, geolocation for the site only, and a policy that runs nothing"
    )
    func everyResponse() async throws {
        try await withTestApp { app in
            for (method, uri) in Self.paths {
                let response = try await app.client.execute(uri: uri, method: method)
                let headers = response.headers
                #expect(headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff", "\(uri)")
                #expect(headers[HTTPField.Name("X-Frame-Options")!] == "DENY", "\(uri)")
                #expect(headers[HTTPField.Name("Referrer-Policy")!] == "strict-origin-when-cross-origin", "\(uri)")
                #expect(
                    headers[HTTPField.Name("Permissions-Policy")!]?.hasPrefix("geolocation=(self), camera=()") == true,
                    "\(uri)")
                let policy = headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
                #expect(policy.contains("default-src 'none'") && policy.contains("frame-ancestors 'none'"), "\(uri)")
            }
        }
    }

    @Test(
        "Given a create, and its repeat with the same key, then the answer carrying the password says Cache-Control: no-store"
    )
    func passwordAnswersNotCached() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString
            for _ in 1...2 {
                let response = try await app.client.execute(
                    uri: "/api/v1/announcements", method: .post,
                    headers: [.contentType: "application/json", HTTPField.Name("Idempotency-Key")!: key],
                    body: try jsonBuffer(validMissingReport()))
                #expect(response.status == .created)
                #expect(try response.jsonObject()["managementPassword"] != nil)
                #expect(response.headers[.cacheControl] == "no-store")
            }
        }
    }
}
