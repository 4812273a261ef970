import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Reunited: home's happy endings, and a details page that says a report ended")
struct ReunitedStripTests {
    static func reunited(_ id: String) -> Announcement {
        var report = FakeBrowsing.report(id: id)
        report.resolution = .reunited
        report.resolvedAt = ManageReportFixtures.clock.now
        report.expiresAt = ManageReportFixtures.clock.now.addingTimeInterval(86_400)
        return report
    }

    @Test(
        "Given reunited and open reports, then the strip shows only the reunited, at most six, with how many pets are home"
    )
    func strip() async {
        let reports = (1...8).map { Self.reunited("home-\($0)") } + [FakeBrowsing.report(id: "open")]
        let strip = ReunitedStripViewModel(browsing: FakeBrowsing(reports: reports))
        await strip.load()
        #expect(strip.isShown && strip.rows.count == ReunitedStripViewModel.shown)
        #expect(!strip.rows.contains { $0.id == "open" })
        #expect(strip.countText == Copy.Browse.reunitedCount(8))
    }

    @Test("Given no reunion, or the server failing, then the strip is not shown")
    func hidden() async {
        let none = ReunitedStripViewModel(browsing: FakeBrowsing(reports: [FakeBrowsing.report(id: "open")]))
        await none.load()
        #expect(!none.isShown)
        let failing = FakeBrowsing(reports: [Self.reunited("home")])
        failing.failure.set(.serverFailure)
        let broken = ReunitedStripViewModel(browsing: failing)
        await broken.load()
        #expect(!broken.isShown)
    }

    @Test(
        "Given a reunited, an expired and an open report, then the details say the first two ended and nothing for the open one"
    )
    func detailsStanding() async {
        var expired = FakeBrowsing.report(id: "old")
        expired.expiresAt = ManageReportFixtures.clock.now.addingTimeInterval(-86_400)
        let open = FakeBrowsing.report(id: "open")
        let browsing = FakeBrowsing(reports: [Self.reunited("home"), expired, open])
        for (id, line) in [
            ("home", Copy.Browse.reunitedBanner("24/11/2026")), ("old", Copy.Browse.expiredBanner("23/11/2026")),
            ("open", nil),
        ] {
            let model = ReportDetailsViewModel(id: id, browsing: browsing, clock: ManageReportFixtures.clock)
            await model.load()
            #expect(model.standingLine == line, "\(id)")
        }
    }
}
