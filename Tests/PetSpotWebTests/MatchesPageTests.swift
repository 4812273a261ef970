import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

@Suite("Possible matches on their own page, linked from a report's page, and on Manage my report")
struct MatchesPageTests {
    private typealias IDs = TestIdentifiers.Matching

    @Test(
        "Given a missing Beagle and a Beagle found 150 m away with its chip, then each report's matches page, linked from its page, shows the other as a card with its photo, 'Very likely — same microchip' and the reasons; the owner sees it on the manage page"
    )
    func cardsOnBothPages() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let lostHref = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            // The report's page links to its matches, and runs no search of its own.
            let lostPage = try await browser.get(lostHref)
            #expect(lostPage.has(IDs.section) && !lostPage.has(IDs.card))
            let lostMatches = try #require(lostPage.attribute("href", of: IDs.showButton))
            #expect(lostMatches == "\(lostHref)/matches")
            // Before anything is found: said, not an empty space.
            let alone = try await browser.get(lostMatches)
            #expect(alone.has(IDs.section) && alone.html.contains(Copy.Matching.none))
            #expect(alone.attribute("href", of: IDs.backButton) == lostHref)

            let finder = browser.newBrowser()
            _ = try await finder.get("/report/found")
            _ = try await finder.postMultipart(
                "/report/found/photo", WizardSteps.with("continue"), file: ("dog.png", "image/png", WebTestSite.photo))
            let dog: [(String, String)] = [
                ("date", "2026-11-21"), ("collarData", "98765-43210-12345"), ("species", "DOG"), ("race", "Beagle"),
                ("gender", "MALE"),
                ("latitude", "50.0628"), ("longitude", "19.93658"), ("description", "brown and white, white tail tip"),
            ]
            _ = try await finder.post("/report/found/details", WizardSteps.with("continue", dog))
            _ = try await finder.follow(
                try await finder.post("/report/found/contact", WizardSteps.with("continue", WizardSteps.contact)))
            let foundHref = try #require(
                try await browser.get("/reports?status=found").attribute("href", of: TestIdentifiers.Browse.listItem))

            let page = try await browser.get(lostMatches)
            #expect(page.attribute("href", of: IDs.card) == foundHref)
            #expect(page.html.contains(Copy.Matching.confidence(.veryLikely, sameMicrochip: true)))
            for reason in [
                Copy.Matching.sameMicrochip, Copy.Matching.sameBreed("Beagle"), Copy.Matching.timely(days: 1),
                Copy.Matching.sameSex(.male),
            ] {
                #expect(page.html.contains(reason), "\(reason)")
            }
            #expect(page.html.contains("class=\"match-photo\""))
            // And back: the found dog's page shows the missing one.
            #expect(try await browser.get("\(foundHref)/matches").attribute("href", of: IDs.card) == lostHref)

            _ = try await browser.post("\(lostHref)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(lostHref)/manage")
            #expect(manage.attribute("href", of: IDs.card) == foundHref)
        }
    }

    @Test("Given an id no report has, then its matches page is 404 and says the report was not found")
    func unknownReport() async throws {
        try await WebTestSite.run { browser, _ in
            let page = try await browser.get("/reports/\(UUID().uuidString.lowercased())/matches")
            #expect(page.status == .notFound && page.html.contains(Copy.Web.notFoundTitle))
        }
    }
}
