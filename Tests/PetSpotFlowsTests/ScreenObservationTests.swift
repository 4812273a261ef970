import Foundation
import Observation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// What the SwiftUI screens read, observed as SwiftUI observes it (`withObservationTracking`, the
/// Observation module the app's views rely on): each change the screen must redraw for is seen,
/// and what must stay put does not change (issue 36).
@MainActor
@Suite("The screens' models, observed as SwiftUI observes them")
struct ScreenObservationTests {
    /// Whether reading `read` now is followed by a change before the end of `work`.
    private func changes(_ read: @escaping () -> Void, during work: () async -> Void) async -> Bool {
        let changed = Locked(false)
        withObservationTracking(read) { changed.set(true) }
        await work()
        return changed.get()
    }

    private func reports(_ count: Int) -> [Announcement] {
        (0..<count).map { FakeBrowsing.report(id: "r\($0)") }
    }

    @Test(
        "Given home's reunited strip, when it loads and there are reunions, then what it shows changes and it is shown")
    func reunitedStripAppearsAfterLoading() async {
        var reunited = FakeBrowsing.report(id: "home")
        reunited.resolution = .reunited
        let strip = ReunitedStripViewModel(browsing: FakeBrowsing(reports: [reunited]))
        #expect(!strip.isShown)
        #expect(await changes({ _ = strip.isShown }, during: { await strip.load() }))
        #expect(strip.isShown && strip.rows.count == 1)
    }

    @Test(
        "Given a list scrolled through two pages, when its screen appears again (a tab switched back, Back from a report), then nothing is fetched, nothing changes, and location is not asked again"
    )
    func listKeepsItsPagesAcrossReappearance() async {
        let browsing = FakeBrowsing(reports: reports(5), pageSize: 2)
        let location = FakeLocation(
            status: .notDetermined, fix: .coordinates(Coordinates(latitude: 52.23, longitude: 21.01)!))
        let list = ReportsListViewModel(kind: .nearby, browsing: browsing, location: location)
        #expect(await changes({ _ = list.rows }, during: { await list.appear() }))
        await list.loadMore()
        #expect(list.rows.count == 4 && browsing.queries.get().count == 2)
        #expect(
            await !changes(
                {
                    _ = list.rows
                    _ = list.pins
                    _ = list.banner
                }, during: { await list.appear() }))
        #expect(
            list.rows.count == 4 && browsing.queries.get().count == 2, "Load more's page kept, nothing fetched again")
        #expect(location.permissionRequests.get() == 1)
        await list.load()
        #expect(list.rows.count == 2 && browsing.queries.get().count == 3, "pull to refresh starts again")
    }

    @Test(
        "Given a map drawn before its pins arrived, when the list loads, then the pins the map reads change (the map fits them again on that change)"
    )
    func mapPinsArriveLater() async {
        let list = ReportsListViewModel(
            kind: .nearby, browsing: FakeBrowsing(reports: reports(3)),
            location: FakeLocation(status: .denied, fix: .failure))
        #expect(list.pins.isEmpty)
        #expect(await changes({ _ = list.pins }, during: { await list.appear() }))
        #expect(list.pins.count == 3)
    }

    @Test("Given a list whose load failed, when its screen appears again, then it tries again")
    func listRetriesAFailedLoadOnAppearing() async {
        let browsing = FakeBrowsing(reports: reports(1))
        browsing.failure.set(.noConnection)
        let list = ReportsListViewModel(
            kind: .nearby, browsing: browsing, location: FakeLocation(status: .denied, fix: .failure))
        await list.appear()
        #expect(list.banner != nil)
        browsing.failure.set(nil)
        await list.appear()
        #expect(list.banner == nil && list.rows.count == 1)
    }

    @Test("Given a load the screen cancelled (it went away), then no banner says it failed")
    func cancelledLoadSaysNothing() async {
        let browsing = FakeBrowsing(reports: reports(1))
        browsing.failure.set(.noConnection)
        let list = ReportsListViewModel(
            kind: .nearby, browsing: browsing, location: FakeLocation(status: .denied, fix: .failure))
        let load = Task { await list.load() }
        load.cancel()
        await load.value
        #expect(list.banner == nil && list.failure == nil)
    }
}
