import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Editing announcements and the owner's read against the real server")
struct EditAnnouncementTests {
    @Test("Given a private report, when its owner edits it, then the answer and the owner's read show the change and the contact; the public's read shows the change only")
    func ownerEdits() async throws {
        try await withServer { client, _ in
            var report = Fixtures.report()
            report.contactVisibility = .private
            let created = try await client.createAnnouncement(report)
            let id = created.announcement.id

            let edited = try await client.editAnnouncement(id: id, managementPassword: created.managementPassword,
                                                           patch: ["description": .string("Wears a green harness.")])

            #expect(edited.content.description == "Wears a green harness.")
            #expect(edited.content.email == report.email)
            let owners = try await client.announcement(id: id, managementPassword: created.managementPassword)
            #expect(owners.content == edited.content)
            let publics = try await client.announcement(id: id)
            #expect(publics.content.description == "Wears a green harness." && publics.content.email == nil && publics.content.phone == nil)
        }
    }

    @Test("Given an edit that breaks the create rules, then it is rejected with every problem and the report is unchanged")
    func refusedEdit() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let error = await #expect(throws: PetSpotAPIError.self) {
                try await client.editAnnouncement(id: created.announcement.id, managementPassword: created.managementPassword,
                                                  patch: ["status": .string("FOUND"), "email": .null])
            }
            guard case .rejected(400, let envelope) = error else {
                Issue.record("expected .rejected(400), got \(String(describing: error))")
                return
            }
            #expect(envelope.details?.map(\.field) == ["status", "contact"])
            #expect(try await client.announcement(id: created.announcement.id) == created.announcement)
        }
    }
}
