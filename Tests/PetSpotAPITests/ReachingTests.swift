import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Sightings and messages against the real server")
struct ReachingTests {
    @Test(
        "Given a sighting with the witness's phone, then the public reads it without the phone, the owner with it, and the owner removes it"
    )
    func sightings() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let id = created.announcement.id
            let seen = try #require(Coordinates(latitude: 50.0621, longitude: 19.9402))
            let added = try await client.addSighting(
                SightingRequest(
                    seenAt: Date().addingTimeInterval(-600), location: seen,
                    note: "By the bakery", phone: "+48 600 700 800"), to: id)
            #expect(added.announcementId == id && added.location == seen && added.phone == nil)
            #expect(try await client.sightings(of: id) == [added])
            let owners = try await client.sightings(of: id, managementPassword: created.managementPassword)
            #expect(owners.first?.phone == "+48600700800" && owners.first?.note == "By the bakery")
            try await client.deleteSighting(added.id, of: id, managementPassword: created.managementPassword)
            #expect(try await client.sightings(of: id).isEmpty)
        }
    }

    @Test(
        "Given a message with a reply email, then the owner reads it; one without a way to answer is refused as MISSING_CONTACT"
    )
    func messages() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.report())
            let id = created.announcement.id
            let messageID = try await client.sendMessage(
                MessageRequest(message: "Seen her by the river.", replyEmail: "n@example.com"), to: id)
            let read = try await client.messages(of: id, managementPassword: created.managementPassword)
            #expect(read.map(\.id) == [messageID] && read.first?.replyEmail == "n@example.com")
            let error = await #expect(throws: PetSpotAPIError.self) {
                try await client.sendMessage(MessageRequest(message: "No way back"), to: id)
            }
            guard case .rejected(400, let envelope) = error else {
                Issue.record("expected .rejected(400), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "MISSING_CONTACT" && envelope.field == "contact")
        }
    }
}
