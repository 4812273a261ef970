import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage
import PetSpotStorageTesting

@Suite("A restart keeps every report and photo")
struct RestartPersistenceTests {
    @Test(
        "Given a report with a photo, when the server is rebuilt on the same data, then the report, its listing and its photo are all there",
        arguments: TestDatabase.engines)
    func survivesRestart(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { directory in
            try await TestDatabase.with(engine, in: directory) { database in
                let configuration = ServerConfiguration(
                    database: database.location, photosDirectory: directory.appendingPathComponent("photos"),
                    logLevel: .warning, passwordHashRounds: 10
                )
                let created: Created = try await buildApplication(configuration).test(.router) { client in
                    let created = try await client.createListed(validMissingReport(["lastSeenDate": "2026-01-01"]))
                    return created
                }
                try await buildApplication(configuration).test(.router) { client in
                    let (status, body) = try await client.getJSON("/api/v1/announcements/\(created.id)")
                    #expect(status == .ok)
                    let url = try #require(body["photoUrl"] as? String)
                    let photo = try await client.execute(uri: url, method: .get)
                    #expect(Array(photo.body.readableBytesView) == samplePNG)
                    let (_, list) = try await client.getJSON("/api/v1/announcements")
                    #expect((list["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [created.id])
                    // The password still works after the restart.
                    let delete = try await client.execute(
                        uri: "/api/v1/announcements/\(created.id)", method: .delete,
                        headers: basicAuthorization(created.id, created.password))
                    #expect(delete.status == .noContent)
                }
            }
        }
    }
}
