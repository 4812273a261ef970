import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer
import PetSpotCore

@Suite("Connections: time-outs, a limit per client, the open-file limit")
struct ConnectionLimitTests {
    /// One time-out short (300 ms), the others long: on a loaded machine, the time between connecting
    /// and sending may pass 300 ms, and only the time-out under test may close the connection.
    static func shortTimeout(
        _ timeout: WritableKeyPath<ConnectionLimits, TimeAmount> & Sendable
    ) -> @Sendable (inout ServerConfiguration) -> Void {
        { configuration in
            configuration.connections.headerTimeout = .seconds(30)
            configuration.connections.bodyTimeout = .seconds(30)
            configuration.connections.idleTimeout = .seconds(30)
            configuration.connections[keyPath: timeout] = .milliseconds(300)
        }
    }

    @Test(
        "Given a client that sends half of a request's headers, then the server closes the connection once the header time-out passes"
    )
    func halfHeadersDropped() async throws {
        try await withTestApp(testing: .live, Self.shortTimeout(\.headerTimeout)) { app in
            let connection = try await RawConnection.open(port: try #require(app.client.port))
            // Closed already if sending came after the time-out: the outcome under test either way.
            try? await connection.send("GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
            let (closed, received) = try await connection.closedByServer()
            #expect(closed)
            #expect(received.isEmpty)
        }
    }

    @Test(
        "Given a client that stops half-way through a body, then the server closes the connection once the body time-out passes"
    )
    func halfBodyDropped() async throws {
        try await withTestApp(testing: .live, Self.shortTimeout(\.bodyTimeout)) { app in
            let connection = try await RawConnection.open(port: try #require(app.client.port))
            let head =
                "POST /api/v1/announcements HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n"
            try await connection.send(head + #"{"status":"MISSING","#)
            #expect(try await connection.closedByServer().closed)
            #expect(try await SQLiteRowCount.announcements(app) == 0)
        }
    }

    @Test(
        "Given a request that asks Expect: 100-continue, then 100 Continue comes before the body is sent, and the answer after it"
    )
    func expectContinue() async throws {
        try await withTestApp(testing: .live) { app in
            let connection = try await RawConnection.open(port: try #require(app.client.port))
            let head =
                "POST /api/v1/announcements HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n"
            #expect(try await connection.exchange(head).hasPrefix("HTTP/1.1 100 Continue"))
            #expect(
                try await connection.exchange("{}").hasPrefix("HTTP/1.1 400"), "the body is read and answered as usual")
            await connection.close()
        }
    }

    @Test("Given a kept-alive connection after its answer, then it is closed once the idle time-out passes")
    func idleDropped() async throws {
        try await withTestApp(testing: .live, Self.shortTimeout(\.idleTimeout)) { app in
            let connection = try await RawConnection.open(port: try #require(app.client.port))
            let head = try await connection.exchange("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(head.hasPrefix("HTTP/1.1 200"))
            #expect(try await connection.closedByServer().closed)
        }
    }

    @Test(
        "Given a client at its connection limit, then a further connection is closed at once while the open ones still answer; once one closes, a new one is served"
    )
    func perClientLimit() async throws {
        try await withTestApp(testing: .live, { $0.connections.maximumPerClient = 3 }) { app in
            let port = try #require(app.client.port)
            // The test's own client holds one connection from this address: the first of the three.
            #expect(try await app.client.execute(uri: "/api/health", method: .get).status == .ok)
            let request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n"
            let first = try await RawConnection.open(port: port), second = try await RawConnection.open(port: port)
            #expect(try await first.exchange(request).hasPrefix("HTTP/1.1 200"))
            #expect(try await second.exchange(request).hasPrefix("HTTP/1.1 200"))
            let third = try await RawConnection.open(port: port)
            try? await third.send(request)
            let (closed, refused) = try await third.closedByServer()
            #expect(closed)
            #expect(refused.isEmpty, "no answer on a connection over the limit")
            #expect(try await second.exchange(request).hasPrefix("HTTP/1.1 200"))

            await first.close()
            // The server counts the close when it sees it: a new connection is served once it has.
            var served = false
            for _ in 0..<50 where !served {
                let next = try await RawConnection.open(port: port)
                served = (try? await next.exchange(request))?.hasPrefix("HTTP/1.1 200") ?? false
                await next.close()
            }
            #expect(served)
            await second.close()
        }
    }

    @Test("Given the process's open-file limit, then the server raises it to the hard limit at start")
    func descriptorLimitRaised() {
        var limit = rlimit()
        let raised = DescriptorLimit.raise()
        #if os(Linux)
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        #expect(raised == Int(clamping: limit.rlim_cur))
        #expect(limit.rlim_cur == limit.rlim_max)
    }
}
