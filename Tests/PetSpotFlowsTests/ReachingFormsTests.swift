import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// A server's sightings and messages for one report: checked by the server's rules; outages and a closed report as told.
final class FakeReaching: ReportReaching, @unchecked Sendable {
    let sent = Locked<[MessageRequest]>([])
    let sightingsAdded = Locked<[SightingRequest]>([])
    let outage = Locked<ReachingError?>(nil)

    func addSighting(_ sighting: SightingRequest, to id: String) async throws(ReachingError) -> Sighting {
        if let error = outage.get() { throw error }
        sightingsAdded.update { $0.append(sighting) }
        return Sighting(
            id: "s\(sightingsAdded.get().count)", announcementId: id, seenAt: sighting.seenAt,
            location: sighting.location,
            note: sighting.note, createdAt: sighting.seenAt)
    }

    func sendMessage(_ message: MessageRequest, to id: String) async throws(ReachingError) {
        if let error = outage.get() { throw error }
        sent.update { $0.append(message) }
    }

    func sightings(of id: String, limit: Int) async throws(ReachingError) -> [Sighting] { [] }
}

@MainActor
@Suite("I saw this pet, and Contact the owner")
struct ReachingFormsTests {
    static let clock = ManageReportFixtures.clock

    @Test(
        "Given a message without a way to answer, then it says so under both reply fields and nothing is sent; with an email it is sent, and the form empties and says so"
    )
    func contactOwner() async {
        let reaching = FakeReaching()
        let model = ContactOwnerViewModel(reportID: "r1", reaching: reaching)
        #expect(model.scamWarning == Copy.Reaching.scamWarning)
        model.edit(.message, "  I saw her by the river.  ")
        await model.sendTapped()
        #expect(
            reaching.sent.get().isEmpty && model.replyEmailModel.errorMessage == Copy.Validation.missingReplyContact)
        #expect(
            model.replyPhoneModel.errorMessage == Copy.Validation.missingReplyContact
                && model.messageModel.text == "  I saw her by the river.  ")
        model.edit(.replyEmail, "neighbour@example.com")
        #expect(model.replyPhoneModel.errorMessage == nil, "a way to answer clears the problem under both")
        await model.sendTapped()
        #expect(
            reaching.sent.get() == [
                MessageRequest(message: "I saw her by the river.", replyEmail: "neighbour@example.com")
            ])
        #expect(model.notice == Copy.Reaching.messageSent && model.text(.message).isEmpty)
    }

    @Test(
        "Given an empty message, a bad phone, or a server that refuses, then each is said and what was typed stays",
        arguments: [ReachingError.tooMany(retryAfterSeconds: 600), .noConnection, .notFound])
    func contactOwnerRefused(_ error: ReachingError) async {
        let reaching = FakeReaching()
        let model = ContactOwnerViewModel(reportID: "r1", reaching: reaching)
        model.edit(.replyPhone, "12")
        await model.sendTapped()
        #expect(
            model.messageModel.errorMessage == Copy.Validation.missingMessage
                && model.replyPhoneModel.errorMessage == Copy.Validation.invalidPhone)
        model.edit(.message, "Seen her")
        model.edit(.replyPhone, "+48 600 100 200")
        reaching.outage.set(error)
        await model.sendTapped()
        #expect(model.notice == error.message && model.text(.message) == "Seen her")
        #expect(ReachingError.tooMany(retryAfterSeconds: 600).message == Copy.Reaching.tooMany(minutes: 10))
    }

    static func sightingForm(
        _ reaching: FakeReaching,
        location: FakeLocation = FakeLocation(
            fix: .coordinates(Coordinates(latitude: 52.229676, longitude: 21.012229)!))
    ) -> SightingFormViewModel {
        let world = TestWorld(location: location, wallClock: clock)
        return SightingFormViewModel(
            report: FakeBrowsing.report(id: "r1"), reaching: reaching, environment: world.environment)
    }

    @Test(
        "Given the form, then it starts today and now in the person's time zone; the GPS fills the point; sent, the time is read in that zone and the form starts over"
    )
    func sighting() async throws {
        let reaching = FakeReaching()
        let model = Self.sightingForm(reaching)
        #expect(
            model.text(.seenDate) == "24/11/2026" && model.text(.seenTime) == "11:00", "10:00 UTC is 11:00 in Warsaw")
        await model.useMyLocation()
        #expect(model.text(.latitude) == "52.22968" && model.text(.longitude) == "21.01223")
        model.edit(.seenTime, "9:15")
        model.edit(.note, "Limping a little")
        model.edit(.phone, "+48 600 700 800")
        await model.sendTapped()
        let sent = try #require(reaching.sightingsAdded.get().first)
        #expect(sent.seenAt == Date(timeIntervalSince1970: 1_795_514_400 - 105 * 60), "09:15 in Warsaw is 08:15 UTC")
        #expect(
            sent.note == "Limping a little" && sent.phone == "+48600700800"
                && sent.location == Coordinates(latitude: 52.22968, longitude: 21.01223))
        #expect(
            model.notice == Copy.Reaching.sightingSent && model.text(.note).isEmpty && model.text(.latitude).isEmpty)
    }

    @Test(
        "Given a time that does not read, no point, a day before the pet went missing, or a time to come, then each is said under its field and nothing is sent"
    )
    func sightingRefused() async {
        let reaching = FakeReaching()
        let model = Self.sightingForm(reaching, location: FakeLocation(fix: .failure))
        model.edit(.seenTime, "25:00")
        model.edit(.latitude, "52.2")
        await model.sendTapped()
        #expect(model.fieldModel(.seenTime).errorMessage == Copy.Reaching.invalidTime)
        #expect(model.fieldModel(.longitude).errorMessage == Copy.Validation.missingLongitude)
        model.edit(.seenTime, "12:00")
        model.edit(.seenDate, "18/11/2026")
        model.edit(.longitude, "21.0")
        await model.sendTapped()
        #expect(model.fieldModel(.seenDate).errorMessage == Copy.Validation.beforeLastSeen)
        model.edit(.seenDate, "24/11/2026")
        model.edit(.seenTime, "11:06")
        await model.sendTapped()
        #expect(model.fieldModel(.seenDate).errorMessage == Copy.Validation.futureTime)
        #expect(reaching.sightingsAdded.get().isEmpty && model.text(.latitude) == "52.2")
        reaching.outage.set(.closed)
        model.edit(.seenTime, "10:00")
        await model.sendTapped()
        #expect(model.notice == Copy.Reaching.closed)
    }
}
