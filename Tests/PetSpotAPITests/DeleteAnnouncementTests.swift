import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Deleting announcements against the real server")
struct DeleteAnnouncementTests {
    @Test("Given a created report, when its owner deletes it, then reading it is a 404")
    func ownerDeletes() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            try await client.deleteAnnouncement(
                id: created.announcement.id, managementPassword: created.managementPassword)

            await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.announcement(id: created.announcement.id)
            }
        }
    }

    @Test("Given a created report, when deleted with a wrong password, then it is rejected with 403 and still there")
    func wrongPasswordCannotDelete() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            let error = await #expect(throws: PetSpotAPIError.self) {
                try await client.deleteAnnouncement(id: created.announcement.id, managementPassword: "WRONG-PASSW")
            }

            guard case .rejected(403, let envelope) = error else {
                Issue.record("expected .rejected(403), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "UNAUTHORIZED")
            #expect(try await client.announcement(id: created.announcement.id) == created.announcement)
        }
    }

    @Test("Given a server with an admin token, when an operator deletes a report with it, then the report is gone")
    func operatorDeletes() async throws {
        try await withServer(adminToken: "operator-secret-of-at-least-32-characters") { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            try await client.deleteAnnouncement(
                id: created.announcement.id, operatorToken: "operator-secret-of-at-least-32-characters")

            await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.announcement(id: created.announcement.id)
            }
        }
    }

    @Test("Given a server without an admin token, when an operator token is used, then it is rejected with 403")
    func operatorWithoutConfiguredTokenIsRefused() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())

            let error = await #expect(throws: PetSpotAPIError.self) {
                try await client.deleteAnnouncement(id: created.announcement.id, operatorToken: "guess")
            }

            guard case .rejected(403, _) = error else {
                Issue.record("expected .rejected(403), got \(String(describing: error))")
                return
            }
        }
    }
}
