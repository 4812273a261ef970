import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("The whole API on every engine")
struct EngineParityAPITests {
    @Test(
        "Given each engine, when a report goes through create, photo, nearby list, paging, read and delete, then every answer is the same",
        arguments: TestDatabase.engines)
    func lifecycle(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let near = try await app.client.createListed(
                validFoundReport(latitude: 50.0 + 2 / 111.195, longitude: 20.0))
            let nearest = try await app.client.createListed(
                validMissingReport(["locationLatitude": 50.0, "locationLongitude": 20.001]))
            try await app.client.createListed(validFoundReport(latitude: 51.0, longitude: 20.0))
            let (_, page1) = try await app.client.getJSON("/api/v1/announcements?lat=50&lng=20&range=5&limit=1")
            let first = try #require((page1["data"] as? [[String: Any]])?.first)
            #expect(first["id"] as? String == nearest.id)
            #expect(first["distanceKm"] as? Double == 0.071)
            let cursor = try #require(page1["nextCursor"] as? String)
            let (_, page2) = try await app.client.getJSON(
                "/api/v1/announcements?lat=50&lng=20&range=5&limit=1&cursor=\(cursor)")
            #expect((page2["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [near.id])
            #expect(page2["nextCursor"] is NSNull)
            let (_, all) = try await app.client.getJSON("/api/v1/announcements?status=FOUND")
            #expect((all["data"] as? [[String: Any]])?.count == 2)
            let delete = try await app.client.execute(
                uri: "/api/v1/announcements/\(near.id)", method: .delete,
                headers: basicAuthorization(near.id, near.password))
            #expect(delete.status == .noContent)
            let (_, after) = try await app.client.getJSON("/api/v1/announcements?lat=50&lng=20&range=5")
            #expect((after["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [nearest.id])
        }
    }
}
