import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Uploading and loading photos against the real server")
struct PhotoTests {
    @Test(
        "Given a created report, when its owner uploads a PNG, then its photoUrl serves the same bytes",
        arguments: [32, 300])
    func uploadThenDownloadReturnsTheSameBytes(side: Int) async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let png = SamplePNG.data(side: side)

            let photoUrl = try await client.uploadPhoto(
                png, fileName: "luna.png", type: .png,
                to: created.announcement.id, managementPassword: created.managementPassword)

            #expect(photoUrl.hasPrefix("/images/"))
            #expect(try await client.data(atPath: photoUrl) == png)
            #expect(try await client.announcement(id: created.announcement.id).photoUrl == photoUrl)
        }
    }

    @Test(
        "Given a created report, when a photo is uploaded with a wrong password, then it is rejected with 403 UNAUTHORIZED"
    )
    func wrongPasswordIsForbidden() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.uploadPhoto(
                    SamplePNG.data(), fileName: "pet.png", type: .png,
                    to: created.announcement.id, managementPassword: "WRONG-PASSW")
            }

            guard case .rejected(403, let envelope) = error else {
                Issue.record("expected .rejected(403), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "UNAUTHORIZED")
        }
    }

    @Test(
        "Given a created report, when its owner uploads bytes that are not an image, then it is rejected with INVALID_FILE_FORMAT"
    )
    func notAnImageIsRejected() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.uploadPhoto(
                    Data("just text".utf8), fileName: "pet.png", type: .png,
                    to: created.announcement.id, managementPassword: created.managementPassword)
            }

            guard case .rejected(400, let envelope) = error else {
                Issue.record("expected .rejected(400), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "INVALID_FILE_FORMAT")
        }
    }

    @Test("Given no such image, when its path is loaded, then it is rejected with 404")
    func missingImageIsNotFound() async throws {
        try await withServer { client, _ in
            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.data(atPath: "/images/nothing-here.png")
            }

            guard case .rejected(404, _) = error else {
                Issue.record("expected .rejected(404), got \(String(describing: error))")
                return
            }
        }
    }
}
