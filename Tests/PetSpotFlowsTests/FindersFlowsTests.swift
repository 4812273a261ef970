import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// A place finder that also tells the country of a point, as the pages' does in process.
final class CountryTellingFinder: PlaceFinding, @unchecked Sendable {
    /// Countries by whole degrees of latitude.
    let countries: [Int: String]
    init(_ countries: [Int: String]) { self.countries = countries }
    func places(matching query: String, near: Coordinates?, limit: Int) async throws(PlaceSearchError) -> [FoundPlace] {
        [
            FoundPlace(
                id: "geonames:4671654", name: "Austin", division: "Texas", countryCode: "US", latitude: 30.26715,
                longitude: -97.74306)
        ]
    }
    func countryCode(at point: Coordinates) async -> String? { countries[Int(point.latitude)] }
}

@MainActor
@Suite("Finders and owners, as the screens hold them")
struct FindersFlowsTests {
    @Test("The guide is chosen by where the pet was found, else the reader's region; the finder changes it")
    func guideCountry() async throws {
        #expect(FinderGuideViewModel(countryCode: "PL", regionCode: "GB").country == .poland, "the place first")
        #expect(FinderGuideViewModel(countryCode: nil, regionCode: "GB").country == .unitedKingdom)
        #expect(FinderGuideViewModel(countryCode: "DE").country == .general)
        #expect(FinderGuideViewModel(countryCode: nil).country == .general)
        let finder = CountryTellingFinder([52: "PL"])
        let model = FinderGuideViewModel(countryCode: nil, regionCode: "US", placeFinder: finder)
        await model.locate(try #require(Coordinates(latitude: 52.3484, longitude: 14.5606)))
        #expect(model.country == .poland)
        model.editPlaceQuery("aus")
        await model.findPlaces()
        model.choose(try #require(model.placeSearch.choices.first))
        #expect(model.country == .unitedStates, "a place chosen by name: its own country")
        model.choose(.unitedKingdom)
        #expect(model.guide.countryLine == "Guidance for the United Kingdom.")
        #expect(
            model.countryChoices.map(\.choiceTitle) == ["Poland", "United Kingdom", "United States", "Somewhere else"])
    }

    @Test("A finder's summary shows the guide for the report's country and its collars; an owner's shows neither")
    func summaryGuide() {
        let found = ReportCompletionViewModel(
            content: .found, reportID: "r1", managementPassword: "K7QM2-XPD4R", countryCode: "GB",
            pasteboard: RecordingPasteboard()
        ) {}
        #expect(found.finderGuide?.country == .unitedKingdom && found.collarTitle == "Print paper collars")
        let missing = ReportCompletionViewModel(
            content: .missing, reportID: "r2", managementPassword: "K7QM2-XPD4R", countryCode: "GB",
            pasteboard: RecordingPasteboard()
        ) {}
        #expect(missing.finderGuide == nil)
    }

    @Test("The mark kept back is a field of the pet's step: checked, sent, shown again on Manage, told how to use it")
    func markField() async throws {
        let world = TestWorld(wallClock: ManageReportFixtures.clock)
        var form = AnimalDetailsForm(date: CalendarDate(year: 2026, month: 11, day: 20)!)
        form.species = .dog
        form.gender = .male
        form.race = "Beagle"
        form.privateMark = String(repeating: "x", count: 201)
        #expect(form.validationErrors(variant: .missing, today: form.date).map(\.field) == ["privateMark"])
        form.privateMark = "scar \u{202E}tfel"
        #expect(form.validationErrors(variant: .missing, today: form.date).first?.code == .invalidFormat)
        form.privateMark = "  A notch in the left ear \n"
        #expect(form.validationErrors(variant: .missing, today: form.date).isEmpty)
        let base = CreateAnnouncementRequest(status: .missing, species: .cat, sex: .female, lastSeenDate: form.date)
        let described = try #require(form.describing(base, variant: .missing))
        #expect(described.privateMark == "A notch in the left ear")
        #expect(
            AnimalDetailsForm(showing: described, taxonomy: world.taxonomy.taxonomy).privateMark
                == "A notch in the left ear")

        let (model, desk) = await ManageReportFixtures.signedIn()
        let pet = try #require(model.petDetails)
        #expect(pet.privateMarkTextAreaModel.helperText == Copy.PrivateMark.ownersUse)
        #expect(pet.privateMarkTextAreaModel.accessibilityID == TestIdentifiers.Manage.privateMarkInput)
        pet.editPrivateMark("Answers to Bunia")
        await model.saveTapped()
        #expect(desk.sentPatches.get().last?["privateMark"] == .string("Answers to Bunia"))
        #expect(desk.stored.get()?.privateMark == "Answers to Bunia")
    }

    @Test(
        "A message that follows a scam's pattern shows its warning and what to do; the owner's verdict is kept and shown"
    )
    func inboxWarnings() async throws {
        let (model, desk) = ManageReportFixtures.owned()
        let at = ManageReportFixtures.clock.now
        desk.inbox.set(
            OwnerInbox(
                messages: [
                    OwnerMessage(
                        id: "m1", message: "Send the reward first by Zelle", replyEmail: "x@example.com",
                        replyPhone: nil, createdAt: at),
                    OwnerMessage(
                        id: "m2", message: "Saw her at 8", replyEmail: "n@example.com", replyPhone: nil, createdAt: at),
                ],
                sightings: [
                    Sighting(
                        id: "s1", announcementId: "r1", seenAt: at,
                        location: Coordinates(latitude: 52.2, longitude: 21)!,
                        note: "Pay the transport fee and she's yours", createdAt: at
                    ).checkedForScams
                ]))
        model.editPassword("K7QM2-XPD4R")
        await model.signIn()
        let rows = model.messageRows
        #expect(rows[0].warnings.first?.contains("asks for money before you see your pet (“Zelle”)") == true)
        #expect(rows[0].warnings.last == Copy.Scams.askToDescribe)
        #expect(rows[1].warnings.isEmpty && rows.allSatisfy(\.takesVerdict))
        #expect(model.sightingRows.first?.warnings.first?.contains("transport") == true)
        #expect(model.sightingRows.first?.takesVerdict == false)
        await model.markMessage("m1", as: .scam)
        #expect(model.messageRows[0].verdictLine == Copy.Scams.marked(.scam))
        #expect(desk.inbox.get().messages[0].verdict == .scam)
    }

    @Test(
        "Marked home, the owner is asked how, once, with the places the report knows; one tap says it, with the place")
    func reunionQuestion() async throws {
        let (model, desk) = await ManageReportFixtures.signedIn()
        #expect(model.reunionQuestion == nil, "open: nothing to ask")
        model.ask(.reunite)
        await model.confirm()
        let question = try #require(model.reunionQuestion)
        #expect(question.title == "How did Burek get home?")
        #expect(question.ways.count == ReunitedHow.allCases.count)
        #expect(question.places.map(\.id) == ["none", "lastSeen"])
        #expect(question.ways.first?.accessibilityID == "manageReport.reunitedHowCameHome.tap")
        await model.sayHowItEnded(.chip, placeID: "lastSeen")
        #expect(model.reunionQuestion == nil && model.reunionLine == "You told us: A microchip scan.")
        #expect(model.notice == Copy.Reunion.noted)
        let stored = try #require(desk.stored.get())
        #expect(stored.reunitedHow == .chip && stored.reunitedLatitude == 52.23)
        let (found, _) = await ManageReportFixtures.signedIn(.found)
        found.ask(.reunite)
        await found.confirm()
        #expect(found.reunionQuestion == nil, "a finder's report is not asked: the owner's counts")
    }

    @Test("The totals: every pet or one species, the medians in words, nothing said yet, and a failure")
    func reunions() async {
        var reports: [Announcement] = []
        for index in 0..<6 {
            var report = FakeBrowsing.report(id: "r\(index)", species: index < 5 ? .cat : .dog)
            report.resolution = .reunited
            report.resolvedAt = Date(timeIntervalSince1970: 1_795_514_400)
            report.reunitedHow = .cameHome
            reports.append(report)
        }
        let browsing = FakeBrowsing(reports: reports)
        let model = ReunionsViewModel(browsing: browsing)
        await model.load()
        #expect(model.totalLine == "6 pets home again through PetSpot.")
        #expect(model.rows.map { "\($0.species) \($0.way) \($0.count)" } == ["Cat It came home on its own 5"])
        #expect(model.medianLines.first?.hasPrefix("Half of them were home within") == true)
        await model.show(.dog)
        #expect(model.totalLine == "1 pet home again through PetSpot." && model.rows.isEmpty)
        #expect(model.emptyLine == Copy.Reunions.none)
        browsing.failure.set(.noConnection)
        await model.load()
        #expect(model.emptyLine == Copy.Reunions.failed)
    }
}
