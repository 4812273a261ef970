import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotWeb
import PetSpotMarkup

@Suite("Home, list and details pages")
struct BrowsePageTests {
    @Test("Given reports, then Home offers both wizards, lists reports near the default area and embeds map pins")
    func home() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.attribute("href", of: TestIdentifiers.Browse.reportMissingButton) == "/report/missing")
            #expect(home.attribute("href", of: TestIdentifiers.Browse.reportFoundButton) == "/report/found")
            #expect(home.html.contains(Copy.Browse.nearDefaultArea))
            #expect(home.has(TestIdentifiers.Browse.listItem))
            #expect(home.html.contains(##""color":"#e7000b""##))
            #expect(home.attribute("data-leaflet-js", of: TestIdentifiers.Browse.map) == "/assets/leaflet/leaflet.js")
            let here = try await browser.get("/?lat=50.0614&lng=19.9366")
            #expect(!here.html.contains(Copy.Browse.nearDefaultArea))
            #expect(here.html.contains("m away"))
        }
    }

    @Test(
        "Given a map that cannot load, then it says the reports are listed below only where they are: not over an empty list, nor on a report's page"
    )
    func mapNoteSaysWhatIsThere() async throws {
        try await WebTestSite.run { browser, _ in
            let empty = try await browser.get("/reports?lat=-60&lng=-60&range=1")
            #expect(empty.attribute("data-unavailable", of: TestIdentifiers.Browse.map) == Copy.Web.mapUnavailableAlone)
            _ = try await WizardSteps.completeMissing(browser)
            let home = try await browser.get("/")
            #expect(home.attribute("data-unavailable", of: TestIdentifiers.Browse.map) == Copy.Web.mapUnavailable)
            let href = try #require(home.attribute("href", of: TestIdentifiers.Browse.listItem))
            let report = try await browser.get(href)
            #expect(
                report.attribute("data-unavailable", of: TestIdentifiers.Browse.map) == Copy.Web.mapUnavailableAlone)
        }
    }

    @Test(
        "Given a report's page, then the way to its possible matches comes before its sightings and forms, not at the foot of a long phone page"
    )
    func matchesLinkFirst() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            let home = try await browser.get("/")
            let report = try await browser.get(
                try #require(home.attribute("href", of: TestIdentifiers.Browse.listItem)))
            let html = report.html
            let matches = try #require(html.range(of: "data-testid=\"\(TestIdentifiers.Matching.section)\""))
            for later in [
                TestIdentifiers.Reaching.sightings, TestIdentifiers.Reaching.sightingForm,
                TestIdentifiers.Reaching.messageForm,
            ] {
                let form = try #require(html.range(of: "data-testid=\"\(later)\""), "\(later)")
                #expect(matches.lowerBound < form.lowerBound, "\(later)")
            }
        }
    }

    @Test("Given a name with markup, then pages show it as text and the map's JSON cannot end its script element")
    func markupIsText() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            _ = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: ("x.png", "image/png", WebTestSite.photo))
            let fields = WizardSteps.description.map { $0.0 == "petName" ? ("petName", "</script><!--<b>Rex") : $0 }
            _ = try await browser.post("/report/missing/description", WizardSteps.with("continue", fields))
            _ = try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner))
            let home = try await browser.get("/")
            #expect(!home.html.contains("</script><!--<b>"))
            #expect(home.html.contains("&lt;/script&gt;&lt;!--&lt;b&gt;Rex"))
            #expect(
                home.html.contains(#"\u003c/script>\u003c!--\u003cb>Rex"#),
                "every < escaped, so nothing can end the element")
        }
    }

    @Test(
        "Issue 37: Given a filtered list, then it links its feeds, in the page and in its head (so feed readers find them), with the list's filters; a list whose filters do not read links none"
    )
    func listLinksItsFeeds() async throws {
        try await WebTestSite.run { browser, _ in
            let page = try await browser.get("/reports?status=missing&species=DOG&lat=50.0614&lng=19.9366&range=3")
            let atom =
                "/feeds/reports.atom?lat=50.06140&amp;lng=19.93660&amp;range=3&amp;status=MISSING&amp;species=DOG&amp;lang=en"
            #expect(
                page.attribute("href", of: TestIdentifiers.Browse.atomFeedLink)
                    == atom.replacingOccurrences(of: "&amp;", with: "&"))
            #expect(
                page.html.contains(
                    "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"\(Copy.Web.atomFeed)\" href=\"\(atom)\">"
                ))
            #expect(
                page.attribute("href", of: TestIdentifiers.Browse.geoJSONFeedLink)?.hasPrefix(
                    "/feeds/reports.geojson?lat=50.0614") == true)
            let refused = try await browser.get("/reports?lat=95&lng=19")
            #expect(!refused.has(TestIdentifiers.Browse.atomFeedLink) && !refused.html.contains("rel=\"alternate\""))
            // Issue 49: a Polish list links its feeds in Polish.
            let polish = try await browser.get("/reports?status=missing", headers: [.acceptLanguage: "pl"])
            #expect(
                polish.attribute("href", of: TestIdentifiers.Browse.atomFeedLink)
                    == "/feeds/reports.atom?status=MISSING&lang=pl")
        }
    }

    @Test("Given filters, then the list narrows by status, species and distance; unreadable filters say which")
    func listFilters() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            _ = try await WizardSteps.completeFound(browser)
            func count(_ page: Page) -> Int {
                page.html.components(separatedBy: "data-testid=\"\(TestIdentifiers.Browse.listItem)\"").count - 1
            }
            #expect(count(try await browser.get("/reports")) == 2)
            #expect(count(try await browser.get("/reports?status=missing")) == 1)
            #expect(count(try await browser.get("/reports?species=CAT")) == 1)
            #expect(count(try await browser.get("/reports?species=BIRD")) == 0)
            #expect(count(try await browser.get("/reports?lat=50.0614&lng=19.9366&range=1")) == 1)
            let selected = try await browser.get("/reports?status=found&species=CAT")
            #expect(selected.selectedOption(TestIdentifiers.Browse.statusFilter) == "found")
            #expect(selected.selectedOption(TestIdentifiers.Browse.speciesFilter) == "CAT")
            let bad = try await browser.get("/reports?lat=95&lng=&range=abc")
            #expect(bad.status == .badRequest)
            #expect(bad.visibleText(ofID: "filter-range-error") == Copy.Web.rangeProblem)
            #expect(bad.visibleText(ofID: "filter-lat-error") != nil)
            #expect(bad.value(of: TestIdentifiers.Browse.rangeFilter) == "abc")
        }
    }

    @Test("Given more reports than a page, then Show more leads to the next page")
    func pagination() async throws {
        try await WebTestSite.run { browser, _ in
            for _ in 0..<3 {
                _ = try await WizardSteps.completeFound(browser)
                _ = try await browser.post("/report/found/confirmation", [("intent", "close")])
            }
            let first = try await browser.get("/reports?status=found")
            #expect(first.html.components(separatedBy: TestIdentifiers.Browse.listItem).count - 1 == 3)
            #expect(!first.has(TestIdentifiers.Browse.loadMoreButton))
        }
    }

    @Test("Given an unknown report or page, then an HTML page says it is not there")
    func notFound() async throws {
        try await WebTestSite.run { browser, _ in
            let report = try await browser.get("/reports/\(UUID().uuidString)")
            #expect(report.status == .notFound)
            #expect(report.html.contains(Copy.Browse.reportGoneTitle))
            // Nor a sign-in form for it.
            let manage = try await browser.get("/reports/\(UUID().uuidString)/manage")
            #expect(manage.status == .notFound && manage.html.contains(Copy.Browse.reportGoneTitle))
            #expect(!manage.has(TestIdentifiers.Manage.passwordInput))
            let step = try await browser.get("/report/missing/nowhere")
            #expect(step.status == .notFound)
            #expect(step.html.contains(Copy.Web.notFoundTitle))
        }
    }

    @Test("Given the assets, then they are served with an ETag and a repeat costs a 304")
    func assets() async throws {
        try await WebTestSite.run { browser, _ in
            let css = try await browser.get("/assets/petspot.css")
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            let etag = try #require(css.headers[.eTag])
            #expect(try await browser.get("/assets/petspot.css", headers: [.ifNoneMatch: etag]).status == .notModified)
            #expect(
                try await browser.get("/assets/petspot.js").headers[.contentType] == "text/javascript; charset=utf-8")
        }
    }

    @Test("Given a tampered session cookie, then it is ignored: a new session starts and no draft is shown")
    func tamperedCookie() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "111")]))
            let cookie = try #require(browser.cookie)
            // Change one character of the signature (the id's session exists; only the signature is wrong).
            let dot = try #require(cookie.firstIndex(of: "."))
            let first = cookie.index(after: dot)
            let forgedValue = cookie.replacingCharacters(in: first...first, with: cookie[first] == "A" ? "B" : "A")
            let forged = browser.newBrowser(cookie: forgedValue)
            let page = try await forged.get("/report/missing/microchip")
            #expect(page.value(of: TestIdentifiers.MissingMicrochip.input) == "")
            #expect(page.headers[.setCookie] != nil)
            #expect(
                try await browser.get("/report/missing/microchip").value(of: TestIdentifiers.MissingMicrochip.input)
                    == "111")
        }
    }
}

@Suite("Web sessions")
struct SessionSweeperTests {
    @Test(
        "Given a session unused for longer than its cookie lives, then the sweep removes its folder and keeps recent ones"
    )
    func sweepsExpired() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petspot-sweep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["old", "recent"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("\(name)/drafts"), withIntermediateDirectories: true)
        }
        let now = Date()
        let longAgo = now.addingTimeInterval(-40 * 24 * 3600)
        for path in ["old", "old/drafts"] {
            try FileManager.default.setAttributes(
                [.modificationDate: longAgo], ofItemAtPath: directory.appendingPathComponent(path).path)
        }
        #expect(SessionSweeper.removeExpired(in: directory, now: now) == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["recent"])
    }
}
