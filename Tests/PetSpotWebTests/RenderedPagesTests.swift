import Foundation
import NIOCore
import PetSpotDomain
import PetSpotFlows
import Synchronization
import Testing
@testable import PetSpotWeb

@Suite("A report's page is written once for the crowd, and again as soon as what it shows changes")
struct RenderedPagesTests {
    @Test(
        "Given a page kept, then the same shown value answers its bytes without writing; another value, or another key, writes anew; at capacity one other page goes"
    )
    func keptWhileTheSame() {
        let pages = RenderedPages<Int>(capacity: 2)
        let writes = Mutex(0)
        func page(_ key: String, _ shown: Int) -> String {
            let written = pages.page(key, showing: shown) {
                writes.withLock { $0 += 1 }
                return .init(status: .ok, body: ByteBuffer(string: "\(key) shows \(shown)"))
            }
            return String(buffer: written.body)
        }
        #expect(page("a", 1) == "a shows 1" && page("a", 1) == "a shows 1")
        #expect(writes.withLock { $0 } == 1)
        #expect(page("a", 2) == "a shows 2", "what it shows changed")
        #expect(page("b", 2) == "b shows 2" && page("c", 2) == "c shows 2")
        #expect(writes.withLock { $0 } == 4)
        #expect(page("c", 2) == "c shows 2" && writes.withLock { $0 } == 4, "the newest stays at capacity")
    }

    @Test(
        "Given a report's page seen, when a sighting is sent, its owner edits it and then marks it reunited, then each next view of the same address shows the change"
    )
    func pageFollowsEveryChange() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let crowd = browser.newBrowser()
            let first = try await crowd.get(href)
            #expect(first.has(TestIdentifiers.Reaching.sightingForm) && !first.html.contains("Limping by the bakery"))
            // The form's own day and time (now): a fixed hour would be in the future before it.
            let date = try #require(first.value(of: TestIdentifiers.Reaching.seenDateInput))
            let time = try #require(first.value(of: TestIdentifiers.Reaching.seenTimeInput))
            _ = try await browser.newBrowser().post(
                "\(href)/sighting",
                [
                    ("intent", "send"), ("seenDate", date), ("seenTime", time),
                    ("latitude", "50.0621"), ("longitude", "19.9402"), ("note", "Limping by the bakery"),
                ])
            #expect(try await crowd.get(href).html.contains("Limping by the bakery"))

            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            _ = try await browser.post(
                "\(href)/manage", [("intent", "save"), ("description", "Wears a green harness.")])
            #expect(try await crowd.get(href).html.contains("Wears a green harness."))

            _ = try await browser.post("\(href)/manage", [("intent", "confirm-reunite")])
            #expect(
                !(try await crowd.get(href)).has(TestIdentifiers.Reaching.sightingForm),
                "a reunited report takes no sightings")
        }
    }
}
