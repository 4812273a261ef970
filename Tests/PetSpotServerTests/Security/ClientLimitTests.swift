import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Wrong passwords counted per report and client: a stranger never locks the owner out")
struct ClientLimitTests {
    private static let loopback = try! SocketAddress(ipAddress: "127.0.0.1", port: 50_000)

    private static func client(
        _ forwardedFor: String?, peer: SocketAddress? = loopback, trusted: String = "127.0.0.1"
    ) throws -> String {
        var headers: HTTPFields = [:]
        if let forwardedFor { headers[.xForwardedFor] = forwardedFor }
        return ClientAddress.of(peer: peer, headers: headers, trusted: try TrustedProxies(parsing: trusted)).key
    }

    @Test(
        "Given a peer and X-Forwarded-For, then only a trusted proxy's forwarded address counts, read from the right past the trusted hops; IPv6 counts by /64"
    )
    func clientResolution() throws {
        // Not a trusted proxy: its X-Forwarded-For is the client's own word.
        #expect(try Self.client("203.0.113.7", trusted: "") == "127.0.0.1")
        // A trusted proxy appended the client's address; what the client sent itself is further left.
        #expect(try Self.client("6.6.6.6, 203.0.113.7") == "203.0.113.7")
        // Two trusted hops: the nearest address that is not one of them.
        #expect(try Self.client("203.0.113.7, 10.1.2.3", trusted: "127.0.0.1, 10.0.0.0/8") == "203.0.113.7")
        // A trusted proxy that forwarded nothing is itself the client.
        #expect(try Self.client(nil) == "127.0.0.1")
        // Garbage stops the walk at the last address that could be read.
        #expect(try Self.client("203.0.113.7, not-an-address, 198.51.100.1") == "198.51.100.1")
        #expect(try Self.client("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(try Self.client("[2001:db8:1:2:bbbb::9]") == "2001:db8:1:2::/64")
        let mapped = try SocketAddress(ipAddress: "::ffff:198.51.100.4", port: 1)
        #expect(try Self.client(nil, peer: mapped, trusted: "") == "198.51.100.4")
        #expect(try Self.client(nil, peer: nil) == "unknown")

        #expect(throws: TrustedProxiesError(entry: "10.0.0.0/33")) {
            try TrustedProxies(parsing: "10.0.0.1, 10.0.0.0/33")
        }
        #expect(throws: TrustedProxiesError(entry: "proxy.local")) { try TrustedProxies(parsing: "proxy.local") }
        #expect(try TrustedProxies(parsing: "::1, 10.0.0.0/8").contains(#require(IPAddress("10.200.0.1"))))
        #expect(try !TrustedProxies(parsing: "10.0.0.0/8").contains(#require(IPAddress("11.0.0.1"))))
    }

    private static func delete(
        _ app: TestContext, _ id: String, _ password: String, from client: String
    ) async throws -> TestResponse {
        var headers = basicAuthorization(id, password)
        headers[.xForwardedFor] = client
        return try await app.client.execute(uri: "/api/v1/announcements/\(id)", method: .delete, headers: headers)
    }

    @Test(
        "Given a stranger's 5 wrong passwords, then the stranger gets 429 while the owner, from another client, still deletes the report",
        arguments: TestDatabase.engines)
    func strangerCannotLockOutOwner(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine, testing: .live, { $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1") }
        ) { app in
            let created = try await app.client.create(validMissingReport())
            for attempt in 1...5 {
                #expect(
                    try await Self.delete(app, created.id, "AAAAA-AAAA\(attempt)", from: "203.0.113.7").status
                        == .forbidden)
            }
            let stranger = try await Self.delete(app, created.id, created.password, from: "203.0.113.7")
            #expect(stranger.status == .tooManyRequests)
            #expect(stranger.headers[.retryAfter] == "900")
            #expect(try await Self.delete(app, created.id, created.password, from: "198.51.100.9").status == .noContent)
        }
    }

    @Test(
        "Given no trusted proxy, when a client varies X-Forwarded-For, then its failures still count against its own address"
    )
    func forwardedForIgnoredWithoutTrustedProxy() async throws {
        try await withTestApp(testing: .live) { app in
            let created = try await app.client.create(validMissingReport())
            for attempt in 1...5 {
                _ = try await Self.delete(app, created.id, "AAAAA-AAAA\(attempt)", from: "203.0.113.\(attempt)")
            }
            #expect(
                try await Self.delete(app, created.id, created.password, from: "198.51.100.9").status
                    == .tooManyRequests)
        }
    }

    @Test(
        "Given one client's wrong passwords spread over many reports, then the per-client limit stops it; other clients go on",
        arguments: TestDatabase.engines)
    func perClientOverall(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine, testing: .live,
            {
                $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1")
                $0.failedAttemptLimits.client = .init(maximumFailures: 6, window: 3600)
            }
        ) { app in
            var reports: [Created] = []
            for _ in 1...4 { reports.append(try await app.client.create(validMissingReport())) }
            for report in reports.prefix(3) {
                for _ in 1...2 { _ = try await Self.delete(app, report.id, "AAAAA-AAAAA", from: "203.0.113.7") }
            }
            let refused = try await Self.delete(app, reports[3].id, reports[3].password, from: "203.0.113.7")
            #expect(refused.status == .tooManyRequests)
            #expect(
                try refused.errorBody()["message"] as? String
                    == "Too many wrong passwords from your connection; try again in 3600 seconds")
            #expect(
                try await Self.delete(app, reports[3].id, reports[3].password, from: "198.51.100.9").status
                    == .noContent)
        }
    }

    @Test(
        "Given 5 wrong passwords, when the server restarts or a second server shares the database, then the count holds there too",
        arguments: TestDatabase.engines)
    func countsSurviveRestart(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { directory in
            try await TestDatabase.with(engine, in: directory) { database in
                let configuration = ServerConfiguration(
                    database: database.location, photosDirectory: directory.appendingPathComponent("photos"),
                    logLevel: .warning, passwordHashRounds: 10)
                let created = try await buildApplication(configuration).test(.router) { client in
                    let created = try await client.create(validMissingReport())
                    for _ in 1...5 {
                        _ = try await client.execute(
                            uri: "/api/v1/announcements/\(created.id)", method: .delete,
                            headers: basicAuthorization(created.id, "AAAAA-AAAAA"))
                    }
                    return created
                }
                try await buildApplication(configuration).test(.router) { client in
                    let locked = try await client.execute(
                        uri: "/api/v1/announcements/\(created.id)", method: .delete,
                        headers: basicAuthorization(created.id, created.password))
                    #expect(locked.status == .tooManyRequests)
                }
            }
        }
    }

    @Test(
        "Given 5 wrong operator tokens from one client, then that client gets 429 even with the right token; another client does not",
        arguments: TestDatabase.engines)
    func operatorTokensRateLimited(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine, testing: .live, { $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1") }
        ) { app in
            let created = try await app.client.create(validMissingReport())
            let token = try #require(app.configuration.adminToken)
            func delete(_ bearer: String, from client: String) async throws -> TestResponse {
                try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)", method: .delete,
                    headers: [.authorization: "Bearer \(bearer)", .xForwardedFor: client])
            }
            for attempt in 1...5 {
                #expect(try await delete("wrong-token-\(attempt)", from: "203.0.113.7").status == .forbidden)
            }
            let refused = try await delete(token, from: "203.0.113.7")
            #expect(refused.status == .tooManyRequests)
            #expect(try refused.errorBody()["code"] as? String == "RATE_LIMITED")
            #expect(try await delete(token, from: "198.51.100.9").status == .noContent)
        }
    }

    @Test("Given an admin token under 32 characters, then the server refuses to start and says how long it must be")
    func shortAdminTokenRefused() async throws {
        let configuration = ServerConfiguration(
            database: .sqlite(path: "/nonexistent/never-opened.sqlite"), adminToken: "short-token")
        await #expect { try await buildApplication(configuration) } throws: {
            "\($0)".contains("--admin-token (PETSPOT_ADMIN_TOKEN) must have at least 32 characters, not 11")
        }
    }
}
