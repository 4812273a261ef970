import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// A flyer's short address, answered as the test says (and counted).
final class FakeFlyers: ReportFlyers, @unchecked Sendable {
    var answer: Result<String, BrowseError>
    private(set) var asked = 0

    init(_ answer: Result<String, BrowseError>) { self.answer = answer }

    func shortAddress(of id: String) async throws(BrowseError) -> String {
        asked += 1
        return try answer.get()
    }
}

@Suite("A report's flyer as values: the same sheet on the web and in the app")
struct FlyerTests {
    static let clock = FixedWallClock(
        now: Date(timeIntervalSince1970: 1_795_514_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)

    @Test(
        "Given a missing dog with a public contact, then the flyer says LOST, its name, the pet in words, when and where, the reward and the contact, and its QR code holds the short address"
    )
    func missingPublic() throws {
        let report = FakeBrowsing.report(id: "r1")
        let flyer = FlyerPresentation(
            report, shortAddress: "https://petspot.example/r/Ab3dE9xZ", now: Self.clock.now,
            timeZone: Self.clock.timeZone)
        #expect(flyer.headline == "LOST DOG" && flyer.name == "Burek" && flyer.pageTitle == "Lost dog")
        #expect(flyer.looks == ["Dog · Beagle · male · 4 years", "Red collar"])
        #expect(flyer.seen == "Last seen on 20/11/2026 near 52.23000, 21.01000")
        #expect(flyer.reward == "Reward: 500 PLN" && flyer.contact == ["+48512345678", "owner@example.com"])
        #expect(flyer.shortAddressTyped == "petspot.example/r/Ab3dE9xZ" && flyer.ended == nil)
        let code = try #require(flyer.qrCode)
        #expect(code.errorCorrection.rawValue >= 2, "level Q or higher: a torn corner still reads")
    }

    @Test(
        "Given a found cat with a private contact, then the flyer says FOUND and asks to write through PetSpot; reunited, it says so across it"
    )
    func foundPrivateAndReunited() {
        var report = FakeBrowsing.report(
            id: "r2", status: .found, petName: nil, species: .cat, breed: nil, contactVisibility: .private)
        let flyer = FlyerPresentation(
            report, shortAddress: "https://petspot.example/r/Zz9", now: Self.clock.now, timeZone: Self.clock.timeZone)
        #expect(
            flyer.headline == "FOUND CAT" && flyer.name == "Cat" && flyer.contact == [Copy.Flyer.finderThroughPetSpot])
        #expect(flyer.seen.hasPrefix("Found on 20/11/2026"))
        report.resolution = .reunited
        report.resolvedAt = Self.clock.now
        #expect(
            FlyerPresentation(report, shortAddress: "x", now: Self.clock.now, timeZone: Self.clock.timeZone).ended
                == Copy.Flyer.reunited)
    }

    @Test(
        "Given the app's flyer, when it loads, then it asks for the short address once and shows the sheet; a failure says so and a retry loads it"
    )
    @MainActor
    func viewModel() async {
        let flyers = FakeFlyers(.failure(.noConnection))
        let model = FlyerViewModel(report: FakeBrowsing.report(id: "r1"), flyers: flyers, clock: Self.clock)
        await model.load()
        #expect(model.presentation == nil && model.failure == .noConnection && model.banner != nil)
        flyers.answer = .success("https://petspot.example/r/Ab3dE9xZ")
        await model.load()
        await model.load()
        #expect(
            model.presentation?.shortAddress == "https://petspot.example/r/Ab3dE9xZ" && model.failure == nil
                && flyers.asked == 2)
    }

    @Test("Given openings of a flyer's code, then its owner reads how many and when last, in words")
    func visitsLine() {
        let now = Self.clock.now
        let zone = Self.clock.timeZone
        #expect(
            FlyerVisits(code: "a", count: 0, last: nil).line(now: now, timeZone: zone)
                == "Your flyer's code has not been opened yet.")
        #expect(
            FlyerVisits(code: "a", count: 1, last: now).line(now: now, timeZone: zone).hasPrefix(
                "Your flyer's code was opened once, today at "))
        #expect(
            FlyerVisits(code: "a", count: 12, last: now.addingTimeInterval(-86_400)).line(now: now, timeZone: zone)
                .hasPrefix("Your flyer's code was opened 12 times, last yesterday at "))
        #expect(
            FlyerVisits(code: "a", count: 3, last: now.addingTimeInterval(-5 * 86_400)).line(now: now, timeZone: zone)
                .contains("last on "))
    }
}
