import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Editing announcements and the owner's read against the real server")
struct EditAnnouncementTests {
    @Test(
        "Given a private report, when its owner edits it, then the answer and the owner's read show the change and the contact; the public's read shows the change only"
    )
    func ownerEdits() async throws {
        try await withServer { client, _ in
            var report = Fixtures.report()
            report.contactVisibility = .private
            let created = try await client.createAnnouncement(report)
            let id = created.announcement.id

            let edited = try await client.editAnnouncement(
                id: id, managementPassword: created.managementPassword,
                patch: ["description": .string("Wears a green harness.")])

            #expect(edited.content.description == "Wears a green harness.")
            #expect(edited.content.email == report.email)
            let owners = try await client.announcement(id: id, managementPassword: created.managementPassword)
            #expect(owners.content == edited.content)
            let publics = try await client.announcement(id: id)
            #expect(
                publics.content.description == "Wears a green harness." && publics.content.email == nil
                    && publics.content.phone == nil)
        }
    }

    @Test(
        "Given an edit that breaks the create rules, then it is rejected with every problem and the report is unchanged"
    )
    func refusedEdit() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let error = await #expect(throws: PetSpotAPIError.self) {
                try await client.editAnnouncement(
                    id: created.announcement.id, managementPassword: created.managementPassword,
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

@Suite("Resolving and renewing announcements against the real server")
struct ResolveAndRenewTests {
    @Test(
        "Given a listed report, when its owner marks it reunited, then it leaves the default list, is listed with resolution REUNITED and counted; renewal answers a later expiry"
    )
    func resolveAndRenew() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let id = created.announcement.id
            _ = try await client.uploadPhoto(
                SamplePNG.data(), fileName: "pet.png", type: .png, to: id,
                managementPassword: created.managementPassword)
            #expect(try await client.announcements().data.map(\.id) == [id])
            let firstExpiry = try #require(created.announcement.expiresAt)

            let resolved = try await client.editAnnouncement(
                id: id, managementPassword: created.managementPassword,
                patch: ["resolution": .string(Resolution.reunited.rawValue)])
            #expect(resolved.resolution == .reunited && resolved.resolvedAt != nil)
            #expect(try await client.announcements().data.isEmpty)
            #expect(try await client.announcements(AnnouncementQuery(resolution: .reunited)).data.map(\.id) == [id])
            #expect(try await client.statistics().reunited == 1)

            let renewed = try await client.renewAnnouncement(id: id, managementPassword: created.managementPassword)
            #expect(try #require(renewed.expiresAt) >= firstExpiry)
            #expect(renewed.standing(at: .now) == .resolved(.reunited, at: try #require(resolved.resolvedAt)))
        }
    }
}
