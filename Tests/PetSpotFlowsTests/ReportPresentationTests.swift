import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// A report's page is built on the request's own task (issue 34): what it shows are values made
/// off the main actor, the same the app's view models show. This suite is not on the main actor,
/// so it compiles only while they are not.
@Suite("A report's page as values: the presentation and the empty forms, off the main actor")
struct ReportPresentationTests {
    static let clock = FixedWallClock(
        now: Date(timeIntervalSince1970: 1_795_514_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)

    @Test("Given a report, then its presentation words it as the app's view model does")
    func sameAsTheViewModel() async {
        var report = FakeBrowsing.report(id: "r1", status: .found)
        report.content.collar = "Red collar, tag REX"
        let shown = ReportPresentation(report, now: Self.clock.now, timeZone: Self.clock.timeZone)
        let model = await MainActor.run {
            let model = ReportDetailsViewModel(id: "r1", browsing: FakeBrowsing(reports: [report]), clock: Self.clock)
            model.show(.success(report))
            return (
                rows: model.rows, title: model.title, badge: model.badge, standing: model.standingLine,
                call: model.callURL
            )
        }
        #expect(shown.rows == model.rows && shown.title == model.title && shown.badge == model.badge)
        #expect(shown.standingLine == model.standing && shown.callURL == model.call)
        #expect(
            shown.rows.contains(ReportPresentation.Row(label: Copy.Browse.collarLabel, value: "Red collar, tag REX")))
        #expect(shown.email?.href == report.email.map { "mailto:\($0)" })
    }

    @Test(
        "Given a report, then its empty sighting form is dated now in the zone and opens the map on the report; the message form speaks to the finder of a found report"
    )
    func emptyForms() {
        let report = FakeBrowsing.report(id: "r1", status: .found)
        let sighting = SightingForm(report: report, now: Self.clock.now, timeZone: Self.clock.timeZone)
        #expect(sighting.text(.seenDate) == CalendarDate(Self.clock.now, in: Self.clock.timeZone).displayed)
        #expect(sighting.text(.seenTime) == DayAndTime.time(Self.clock.now, in: Self.clock.timeZone))
        #expect(sighting.placeMap.centre == report.location && !sighting.hasTypedTime && sighting.notice == nil)
        let message = ContactOwnerForm(reportID: "r1", status: .found)
        #expect(message.title == Copy.Reaching.contactFinderTitle && message.text(.message).isEmpty)
    }

    @Test("Given times of day, then the time is two digits each side, in the zone asked")
    func timeOfDay() throws {
        let warsaw = try #require(TimeZone(identifier: "Europe/Warsaw"))
        let morning = try #require(ISO8601DateFormatter().date(from: "2026-11-27T06:05:00Z"))
        #expect(DayAndTime.time(morning, in: warsaw) == "07:05")
        #expect(DayAndTime.time(morning, in: .gmt) == "06:05")
        #expect(DayAndTime.time(morning.addingTimeInterval(17 * 3600 + 54 * 60), in: warsaw) == "00:59")
    }
}
