import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

@Suite("Browsing reports: the lists, the map and a report's details")
@MainActor
struct BrowseTests {
    static let warsaw = Coordinates(latitude: 52.22968, longitude: 21.01223)!
    static let defaultArea = Coordinates(latitude: 50.0617, longitude: 19.9373)!

    func list(
        _ kind: ReportsListKind = .nearby, browsing: FakeBrowsing,
        location: FakeLocation = FakeLocation(fix: .coordinates(warsaw))
    ) -> ReportsListViewModel {
        ReportsListViewModel(
            kind: kind, browsing: browsing, location: location, defaultArea: Self.defaultArea, rangeKilometres: 10)
    }

    @Test(
        "Given location allowed, when the list loads, then reports near the person come worded for their rows, with a pin each that has a place"
    )
    func loadsNearThePerson() async {
        let browsing = FakeBrowsing(reports: [
            FakeBrowsing.report(id: "a", distance: 0.42),
            FakeBrowsing.report(
                id: "b", status: .found, petName: nil, species: .cat, breed: nil, at: nil, distance: 3.25),
        ])
        let list = list(browsing: browsing)
        await list.load()
        #expect(
            browsing.queries.get() == [
                FakeBrowsing.Query(centre: Self.warsaw, rangeKilometres: 10, status: nil, cursor: nil)
            ])
        #expect(list.rows.map(\.title) == ["Burek", "Cat"])
        #expect(list.rows.map(\.badge) == ["Missing", "Found"])
        #expect(list.rows.map(\.badgeColor) == [.missingPin, .foundPin])
        #expect(list.rows.map(\.subtitle) == ["Missing since 20/11/2026", "Found on 20/11/2026"])
        #expect(list.rows.map(\.distanceText) == ["420 m away", "3.3 km away"])
        #expect(list.rows.allSatisfy { $0.accessibilityID == TestIdentifiers.Browse.listItem })
        #expect(list.rows.first?.photoPath == "/images/a.png?size=thumbnail", "rows show the small copy")
        #expect(list.pins.map(\.id) == ["a"], "a report without a place has no pin")
        #expect(list.areaNote == nil)
        #expect(list.title == "Pets near you")
    }

    @Test(
        "Given location never asked, when the list loads, then it asks once; given it denied, then the default area is used and said"
    )
    func defaultAreaWhenDenied() async {
        let location = FakeLocation(status: .notDetermined, answerToRequest: .denied, fix: .coordinates(Self.warsaw))
        let browsing = FakeBrowsing(reports: [])
        let list = list(browsing: browsing, location: location)
        await list.load()
        #expect(location.permissionRequests.get() == 1)
        #expect(browsing.queries.get().first?.centre == Self.defaultArea)
        #expect(list.areaNote == Copy.Browse.nearDefaultArea)
        #expect(list.emptyMessage == Copy.Browse.noneNearby)
    }

    @Test("Given a fix that fails, when the list loads, then the default area is used")
    func defaultAreaWhenNoFix() async {
        let browsing = FakeBrowsing(reports: [])
        let list = list(browsing: browsing, location: FakeLocation(fix: .failure))
        await list.load()
        #expect(browsing.queries.get().first?.centre == Self.defaultArea)
    }

    @Test("Given the Lost and Found tabs, then each asks only for its status")
    func tabsFilterByStatus() async {
        let browsing = FakeBrowsing(reports: [
            FakeBrowsing.report(id: "a"), FakeBrowsing.report(id: "b", status: .found),
        ])
        let lost = list(.lost, browsing: browsing)
        await lost.load()
        let found = list(.found, browsing: browsing)
        await found.load()
        #expect(lost.rows.map(\.id) == ["a"])
        #expect(found.rows.map(\.id) == ["b"])
        #expect(browsing.queries.get().map(\.status) == [.missing, .found])
        #expect([lost.title, found.title] == [Copy.Browse.lostPetsTab, Copy.Browse.foundPetsTab])
    }

    @Test(
        "Given more reports than a page, when Show more is tapped, then the next page is appended until there is no more"
    )
    func loadMore() async {
        let browsing = FakeBrowsing(reports: (0..<5).map { FakeBrowsing.report(id: "r\($0)") }, pageSize: 2)
        let list = list(browsing: browsing)
        await list.load()
        #expect(list.canLoadMore)
        await list.loadMore()
        await list.loadMore()
        #expect(list.rows.map(\.id) == ["r0", "r1", "r2", "r3", "r4"])
        #expect(list.pins.count == 5)
        #expect(!list.canLoadMore)
        #expect(browsing.queries.get().map(\.cursor) == [nil, "2", "4"])
    }

    @Test(
        "Given no connection, when the list loads, then the offline banner offers Retry; when it succeeds, then the banner goes"
    )
    func failureAndRetry() async {
        let browsing = FakeBrowsing(reports: [FakeBrowsing.report(id: "a")])
        browsing.failure.set(.noConnection)
        let list = list(browsing: browsing)
        await list.load()
        #expect(list.banner?.title == Copy.Browse.noConnectionTitle)
        #expect(list.banner?.actionTitle == Copy.Common.retry)
        #expect(list.banner?.accessibilityID == TestIdentifiers.Browse.listBanner)
        #expect(list.banner?.actionAccessibilityID == "reportsList.banner.retry")
        #expect(list.emptyMessage == nil, "an error is not an empty list")
        browsing.failure.set(nil)
        await list.retry()
        #expect(list.banner == nil)
        #expect(list.rows.map(\.id) == ["a"])
    }

    @Test(
        "Given a report, when its details load, then every field is worded in order and the reporter can be called, emailed and found on a map"
    )
    func details() async throws {
        let browsing = FakeBrowsing(reports: [FakeBrowsing.report(id: "a")])
        let details = ReportDetailsViewModel(id: "a", browsing: browsing)
        await details.load()
        #expect(details.title == "Burek")
        #expect(details.badge == "Missing")
        #expect(
            details.rows.map(\.label) == [
                "Last seen", "Species", "Breed", "Sex", "Age", "Microchip number", "Description", "Reward", "Location",
                "Phone", "Email",
            ])
        #expect(details.rows.first { $0.label == "Microchip number" }?.value == "61609-39001-23456")
        #expect(details.rows.first { $0.label == "Age" }?.value == "4 years")
        #expect(details.callURL?.absoluteString == "tel:+48512345678")
        #expect(details.emailURL?.absoluteString == "mailto:owner@example.com")
        #expect(details.mapURL?.absoluteString.contains("mlat=52.23&mlon=21.01") == true)
        #expect(details.pin?.color == .missingPin)
        #expect(details.photoPath == "/images/a.png?size=display")
    }

    @Test("Given a report whose reporter keeps the contact private, then a row says so and there is no Call or Email")
    func privateContact() async {
        let browsing = FakeBrowsing(reports: [FakeBrowsing.report(id: "a", contactVisibility: .private)])
        let details = ReportDetailsViewModel(id: "a", browsing: browsing)
        await details.load()
        #expect(details.rows.last == ReportDetailsViewModel.Row(label: "Contact", value: Copy.Browse.contactPrivate))
        #expect(!details.rows.contains { $0.label == "Phone" || $0.label == "Email" })
        #expect(details.callURL == nil && details.emailURL == nil)
    }

    @Test("Given a report without phone, email, place or age, then those rows and buttons are left out")
    func detailsWithout() async {
        let browsing = FakeBrowsing(reports: [FakeBrowsing.report(id: "a", age: nil, at: nil, phone: nil, email: nil)])
        let details = ReportDetailsViewModel(id: "a", browsing: browsing)
        await details.load()
        #expect(!details.rows.map(\.label).contains("Phone") && !details.rows.map(\.label).contains("Age"))
        #expect(details.callURL == nil && details.emailURL == nil && details.mapURL == nil && details.pin == nil)
    }

    @Test("Given a removed report, when its details load, then the banner says so without a retry")
    func removedReport() async {
        let details = ReportDetailsViewModel(id: "gone", browsing: FakeBrowsing(reports: []))
        await details.load()
        #expect(details.banner?.title == Copy.Browse.reportGoneTitle)
        #expect(details.banner?.actionTitle == nil)
        #expect(details.banner?.actionAccessibilityID == nil)
        #expect(details.rows.isEmpty)
    }

    @Test("Given the browse identifiers, then they follow {screen}.{element}.{action} and are part of every identifier")
    func identifiers() {
        for id in TestIdentifiers.Browse.all {
            #expect(id.split(separator: ".").count >= 2, "\(id)")
            #expect(TestIdentifiers.all.contains(id))
        }
    }
}
