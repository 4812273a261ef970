import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("/metrics in the Prometheus text format, for the operator only")
struct MetricsAPITests {
    @Test(
        "Given requests answered, then /metrics counts them by route pattern, method and status, times them, and shows the pool's waits",
        arguments: TestDatabase.engines)
    func countsRequests(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let token = try #require(app.configuration.adminToken)
            let created = try await app.client.create(validMissingReport())
            _ = try await app.client.execute(uri: "/api/v1/announcements/\(created.id)", method: .get)
            _ = try await app.client.execute(uri: "/api/v1/announcements/\(UUID().uuidString)", method: .get)
            _ = try await app.client.execute(uri: "/api/health", method: .get)
            _ = try await app.client.execute(uri: "/no/such/page", method: .get)
            let response = try await app.client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer \(token)"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(buffer: response.body)
            #expect(
                text.contains(
                    #"petspot_http_requests_total{route="/api/v1/announcements",method="POST",status="201"} 1"#))
            #expect(
                text.contains(
                    #"petspot_http_requests_total{route="/api/v1/announcements/{id}",method="GET",status="200"} 1"#))
            #expect(
                text.contains(
                    #"petspot_http_requests_total{route="/api/v1/announcements/{id}",method="GET",status="404"} 1"#))
            #expect(text.contains(#"petspot_http_requests_total{route="NotFound",method="GET",status="404"} 1"#))
            #expect(text.contains(#"petspot_http_request_duration_seconds_count{route="/api/health",method="GET"} 1"#))
            #expect(text.contains(#"petspot_database_pool_wait_seconds_count{pool="primary"}"#))
            #expect(!text.contains(created.id), "a path a client sent is never a label")
        }
    }

    @Test(
        "Given /metrics asked without the admin token, then 401 without credentials, 403 with a wrong token or an owner's, and 403 for every token when none is configured"
    )
    func operatorOnly() async throws {
        try await withTestApp(testing: .router) { app in
            let none = try await app.client.execute(uri: "/metrics", method: .get)
            let wrong = try await app.client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer wrong"])
            let owner = try await app.client.execute(
                uri: "/metrics", method: .get, headers: basicAuthorization(UUID().uuidString, "AAAAA-AAAAA"))
            #expect([none.status, wrong.status, owner.status] == [.unauthorized, .forbidden, .forbidden])
        }
        try await withTestApp({ $0.adminToken = nil }) { app in
            let response = try await app.client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer anything-at-all"])
            #expect(response.status == .forbidden)
            #expect(try await app.client.execute(uri: "/metrics", method: .get).status == .unauthorized)
        }
    }
}
