import Foundation
import HummingbirdTesting
@testable import PetSpotServer
import Testing
import PetSpotPhotos
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Photos kept in the database (--photo-storage database)")
struct DatabasePhotoStorageTests {
    @Test(
        "Given photos in the database, when uploaded, replaced and deleted, then they are served from the database and no file is written",
        arguments: TestDatabase.engines)
    func lifecycle(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine, { $0.photoStorage = .database }) { app in
            let first = PlaceholderImage.png(width: 20, height: 10, background: (1, 2, 3), foreground: (200, 100, 0))
            let second = PlaceholderImage.png(width: 30, height: 10, background: (9, 8, 7), foreground: (0, 100, 200))
            let created = try await app.client.create(validMissingReport())
            let upload = try await app.client.uploadPhoto(
                first, to: created, fileName: "a.png", contentType: "image/png")
            #expect(upload.status == .created)
            let firstURL = try #require(try upload.jsonObject()["photoUrl"] as? String)
            let served = try await app.client.execute(uri: firstURL, method: .get)
            #expect(served.status == .ok)
            #expect(Array(served.body.readableBytesView) == first)
            #expect(served.headers[.contentType] == "image/png")

            let replaced = try await app.client.uploadPhoto(
                second, to: created, fileName: "b.png", contentType: "image/png")
            let secondURL = try #require(try replaced.jsonObject()["photoUrl"] as? String)
            #expect(Array(try await app.client.execute(uri: secondURL, method: .get).body.readableBytesView) == second)
            #expect(try await app.client.execute(uri: firstURL, method: .get).status == .notFound)

            var headers = basicAuthorization(created.id, created.password)
            headers[.contentType] = nil
            #expect(
                try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)", method: .delete, headers: headers
                ).status == .noContent)
            #expect(try await app.client.execute(uri: secondURL, method: .get).status == .notFound)
            #expect((try? app.storedPhotoFiles()) ?? [] == [])
        }
    }
}
