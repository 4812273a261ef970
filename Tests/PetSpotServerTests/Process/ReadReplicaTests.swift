import AsyncHTTPClient
import Foundation
import Logging
import PetSpotDomain
import PetSpotProcessTesting
@testable import PetSpotServer
import Testing
import PetSpotPhotos
import PetSpotStorage
import PetSpotStorageTesting

/// `--read-replica`: the lists come from the replica, everything else from the primary. The test's
/// "replica" is a second database that nothing replicates into, so where each answer came from shows.
@Suite("Lists from a read replica")
struct ReadReplicaTests {
    @Test(
        "Given a server with a read replica, then its lists show the replica's reports, while a report by id, a new report and its photo come from the primary",
        .enabled(if: TestDatabase.postgresURL != nil, "needs PETSPOT_TEST_POSTGRES_URL"))
    func listsComeFromTheReplica() async throws {
        try await TestDatabase.withFreshPostgresDatabase { primary in
            try await TestDatabase.withFreshPostgresDatabase { replica in
                let onReplica = SampleRecords.record(at: Coordinates(latitude: 50.0617, longitude: 19.9373))
                try await Storage.with(.postgres(url: replica), logger: Logger(label: "test")) { storage in
                    try await storage.announcements.insert(onReplica)
                }
                try await withTemporaryDirectory { directory in
                    let server = try await ServerProcess.start(
                        in: directory,
                        arguments: [
                            "--database", primary, "--read-replica", replica, "--photo-storage", "database",
                        ])
                    defer { Task { await server.stop() } }
                    let client = HTTPClient.shared
                    func listed(_ query: String) async throws -> [String] {
                        let list = try await client.send(.GET, "\(server.baseURL)/api/v1/announcements?\(query)")
                        #expect(list.status == 200)
                        return try TwoServersTests.json(list.body)["data"].flatMap { $0 as? [[String: Any]] }?
                            .compactMap { $0["id"] as? String } ?? []
                    }

                    let published = try await TwoServersTests.publish(
                        on: server,
                        photo: PlaceholderImage.png(
                            width: 20, height: 20, background: (10, 20, 30), foreground: (200, 200, 200)), name: "Burek"
                    )
                    // The lists, nearby and newest, are the replica's.
                    #expect(try await listed("lat=50.0617&lng=19.9373&range=5") == [onReplica.wireID])
                    #expect(try await listed("limit=10") == [onReplica.wireID])
                    // A report by id is the primary's: the new one is there at once, the replica's is not.
                    let read = try await client.send(.GET, "\(server.baseURL)/api/v1/announcements/\(published.id)")
                    #expect(read.status == 200)
                    let photoURL = try #require(try TwoServersTests.json(read.body)["photoUrl"] as? String)
                    #expect(try await client.send(.GET, "\(server.baseURL)\(photoURL)").status == 200)
                    #expect(
                        try await client.send(.GET, "\(server.baseURL)/api/v1/announcements/\(onReplica.wireID)").status
                            == 404)
                    #expect(try await client.send(.GET, "\(server.baseURL)/api/health").status == 200)
                    await server.stop()
                }
            }
        }
    }

    @Test(
        "Given a read replica that cannot be reached, then the server is not ready (503) and its lists fail, while a report by id still reads",
        .enabled(if: TestDatabase.postgresURL != nil, "needs PETSPOT_TEST_POSTGRES_URL"))
    func unreachableReplicaIsNotReady() async throws {
        try await TestDatabase.withFreshPostgresDatabase { primary in
            guard var missing = URLComponents(string: primary) else { return }
            missing.path = "/petspot_no_such_replica"
            try await withTemporaryDirectory { directory in
                let server = try await ServerProcess.start(
                    in: directory,
                    arguments: [
                        "--database", primary, "--read-replica", try #require(missing.string), "--photo-storage",
                        "database",
                    ])
                defer { Task { await server.stop() } }
                let client = HTTPClient.shared
                let published = try await TwoServersTests.publish(
                    on: server,
                    photo: PlaceholderImage.png(
                        width: 20, height: 20, background: (10, 20, 30), foreground: (200, 200, 200)), name: "Luna")
                #expect(try await client.send(.GET, "\(server.baseURL)/api/health").status == 503)
                #expect(try await client.send(.GET, "\(server.baseURL)/api/v1/announcements?limit=5").status == 500)
                #expect(
                    try await client.send(.GET, "\(server.baseURL)/api/v1/announcements/\(published.id)").status == 200)
                await server.stop()
            }
        }
    }
}
