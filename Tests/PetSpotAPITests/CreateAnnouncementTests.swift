import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Creating announcements against the real server")
struct CreateAnnouncementTests {
    @Test("Given a report with every field, when it is created, then every field comes back as sent")
    func everyFieldRoundTrips() async throws {
        try await withServer { client, _ in
            let report = Fixtures.fullReport()
            let before = Date().addingTimeInterval(-60)

            let created = try await client.createAnnouncement(report)

            let announcement = created.announcement
            #expect(UUID(uuidString: announcement.id) != nil)
            #expect(announcement.status == report.status)
            #expect(announcement.species == report.species)
            #expect(announcement.sex == report.sex)
            #expect(announcement.lastSeenDate == report.lastSeenDate)
            #expect(announcement.locationLatitude == report.locationLatitude)
            #expect(announcement.locationLongitude == report.locationLongitude)
            #expect(announcement.petName == report.petName)
            #expect(announcement.breed == report.breed)
            #expect(announcement.age == report.age)
            #expect(announcement.description == report.description)
            #expect(announcement.microchipNumber == report.microchipNumber)
            #expect(announcement.email == report.email)
            #expect(announcement.phone == report.phone)
            #expect(announcement.reward == report.reward)
            #expect(announcement.photoUrl == nil)
            #expect(announcement.distanceKm == nil)
            #expect(announcement.createdAt > before && announcement.createdAt < Date().addingTimeInterval(60))
            #expect(announcement.updatedAt == announcement.createdAt)
            #expect(created.managementPassword.wholeMatch(of: /[0-9A-Z]{5}-[0-9A-Z]{5}/) != nil)
        }
    }

    @Test("Given formatted chip and phone numbers, when created, then the server's digits-only forms come back")
    func numbersAreNormalised() async throws {
        try await withServer { client, _ in
            var report = Fixtures.fullReport()
            report.microchipNumber = "61609-81000-12345"
            report.phone = "+48 501 234 567"

            let announcement = try await client.createAnnouncement(report).announcement

            #expect(announcement.microchipNumber == "616098100012345")
            #expect(announcement.phone == "+48501234567")
        }
    }

    @Test("Given a blank pet name, when created, then the name is stored as null")
    func blankPetNameBecomesNull() async throws {
        try await withServer { client, _ in
            var report = Fixtures.report()
            report.petName = "   "

            let announcement = try await client.createAnnouncement(report).announcement

            #expect(announcement.petName == nil)
        }
    }

    @Test(
        "Given a FOUND report without a location or contact and a future date, when created, then it is rejected listing every field"
    )
    func validationErrorsListTheFields() async throws {
        try await withServer { client, _ in
            let report = CreateAnnouncementRequest(
                status: .found, species: .cat, sex: .unknown, lastSeenDate: Fixtures.recentDate.adding(days: 30))

            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.createAnnouncement(report)
            }

            guard case .rejected(let status, let envelope) = error else {
                Issue.record("expected .rejected, got \(String(describing: error))")
                return
            }
            #expect(status == 400)
            #expect(envelope.code == envelope.details?.first?.code)
            let problems = error?.validationErrors ?? []
            #expect(Set(problems.map(\.field)) == ["lastSeenDate", "locationLatitude", "locationLongitude", "contact"])
            #expect(problems.first { $0.field == "contact" }?.code == .missingContact)
            #expect(problems.first { $0.field == "lastSeenDate" }?.code == .invalidFormat)
            #expect(problems.first { $0.field == "locationLatitude" }?.code == .missingValue)
            #expect(problems.allSatisfy { !$0.message.isEmpty })
        }
    }
}
