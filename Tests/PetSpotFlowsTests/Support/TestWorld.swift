import Foundation
import PetSpotDomain
@testable import PetSpotFlows

/// Every double a wizard test needs, wired into one environment.
@MainActor
struct TestWorld {
    let location: FakeLocation
    let analytics = RecordingAnalytics()
    let pasteboard = RecordingPasteboard()
    let drafts: InMemoryDraftStore
    let submitter: FakeSubmitter
    let clock: ManualClock
    let wallClock: FixedWallClock
    let taxonomy: TaxonomyProvider
    let environment: FlowEnvironment

    init(
        location: FakeLocation = FakeLocation(
            fix: .coordinates(Coordinates(latitude: 52.229676, longitude: 21.012229)!)),
        refresher: StubTaxonomyRefresher = .notModified,
        drafts: InMemoryDraftStore = InMemoryDraftStore(),
        submitter: FakeSubmitter = FakeSubmitter(),
        wallClock: FixedWallClock = .standard,
        clock: ManualClock = ManualClock()
    ) {
        self.location = location
        self.drafts = drafts
        self.submitter = submitter
        self.clock = clock
        self.wallClock = wallClock
        self.taxonomy = TaxonomyProvider(refresher: refresher)
        self.environment = FlowEnvironment(
            location: location, taxonomyRefresher: refresher, wallClock: wallClock, clock: clock,
            analytics: analytics, drafts: drafts, submitter: submitter, pasteboard: pasteboard, gpsTimeout: .seconds(15)
        )
    }

    var today: CalendarDate { CalendarDate(wallClock.now, in: wallClock.timeZone) }

    func missingFlow() -> ReportMissingPetFlow { ReportMissingPetFlow(environment: environment, taxonomy: taxonomy) }
    func foundFlow() -> ReportFoundPetFlow { ReportFoundPetFlow(environment: environment, taxonomy: taxonomy) }

    static let jpeg = (fileName: "rex.jpg", mimeType: "image/jpeg", byteCount: 2_400_000, location: "/tmp/rex.jpg")
}
