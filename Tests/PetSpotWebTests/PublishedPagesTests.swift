import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotWeb

/// What a person sees right after publishing, and on a report's page, since issue 48: the button
/// that publishes says so, the summary says why the first mail's confirm button matters, shows the
/// matches already found and offers to share; a refused form opens at its own error summary.
@Suite(
    "After publishing: Publish report, the confirm line, the matches found, sharing; a refused form opens where its errors are"
)
struct PublishedPagesTests {
    @Test(
        "Given the Missing wizard's last step, then its button says Publish report (its test identifier the seeds'); the summary names the address the first mail went to and why its button matters"
    )
    func publishAndConfirmLine() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            _ = try await browser.post("/report/missing/microchip", WizardSteps.with("continue"))
            _ = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: ("rex.png", "image/png", WebTestSite.photo)
            )
            _ = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", WizardSteps.description))
            let owner = try await browser.get("/report/missing/owner")
            #expect(owner.text(ofTestID: TestIdentifiers.OwnersDetails.continueButton) == "Publish report")
            let summary = try await browser.follow(
                try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner)))
            #expect(
                summary.text(ofTestID: TestIdentifiers.Share.confirmMail)
                    == Copy.MissingPet.Summary.confirmMail("owner@example.com"))
            let found = try await WizardSteps.completeFound(browser.newBrowser())
            #expect(
                found.text(ofTestID: TestIdentifiers.Share.confirmMail)?.contains("when the owner writes to you")
                    == true)
        }
    }

    @Test(
        "Given a report just published with a match already listed, then its summary shows that match and a share section: the card as preview, the report's absolute address, Share (for a browser with a share sheet) and Copy link; the report's page shares too"
    )
    func summaryMatchesAndSharing() async throws {
        try await WebTestSite.run { browser, _ in
            // A found beagle near where Rex went missing, the day after.
            _ = try await WizardSteps.completeFound(browser.newBrowser())
            let summary = try await WizardSteps.completeMissing(browser)
            #expect(summary.has(TestIdentifiers.Share.section) && summary.has(TestIdentifiers.Share.card))
            let address = try #require(summary.text(ofTestID: TestIdentifiers.Share.url))
            #expect(address.hasPrefix("http") && address.contains("/reports/"))
            #expect(summary.attribute("src", of: TestIdentifiers.Share.card) == address + "/card.jpg")
            #expect(summary.attribute("data-share-url", of: TestIdentifiers.Share.shareButton) == address)
            #expect(summary.attribute("data-share-title", of: TestIdentifiers.Share.shareButton) == "Lost dog: Rex")
            #expect(summary.attribute("data-copy", of: TestIdentifiers.Share.copyButton) == "share-url")
            #expect(summary.has(TestIdentifiers.Matching.section))
            let page = try await browser.get(String(address.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }))
            #expect(
                page.has(TestIdentifiers.Share.section) && page.text(ofTestID: TestIdentifiers.Share.url) == address)
        }
    }

    @Test(
        "Given a sighting refused without the script, then the form posts to an address ending in its outcome's anchor, and the page answered opens there: an error summary, focusable, each problem a link to its field; the place's help that names the map is the script's alone"
    )
    func refusedSightingOpensAtItsErrors() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let report = try #require(summary.attribute("href", of: TestIdentifiers.Summary.viewReportLink))
            let page = try await browser.newBrowser().get(report)
            let action = try #require(
                page.html.firstMatch(of: /<form class="reach-form" id="sighting-form" method="post" action="([^"]+)"/)?
                    .output.1)
            #expect(action.hasSuffix("/sighting#sighting-form-outcome"))
            #expect(page.html.contains("<p class=\"field-helper js-only\">\(Copy.Reaching.placeHelp)</p>"))
            let refused = try await browser.newBrowser().post(
                String(action.split(separator: "#")[0]), [("intent", "send"), ("seenDate", ""), ("seenTime", "")])
            #expect(refused.status == .unprocessableContent)
            let outcome = try #require(
                refused.html.firstMatch(
                    of:
                        /<div class="notice notice-banner" id="sighting-form-outcome" tabindex="-1" role="alert"[^>]*>(.*?)<\/div>/
                        .dotMatchesNewlines())?.output.1)
            #expect(outcome.contains("<ul class=\"error-summary\">") && outcome.contains("href=\"#field-latitude\""))
            #expect(outcome.contains(Copy.Validation.sightingLocationRequired))
            #expect(
                !Copy.Validation.sightingLocationRequired.contains("map"),
                "no word of what a page without its script lacks")
        }
    }

    @Test(
        "Given an owner signed in, then the page's actions come before the fields (My pet is home first, not 34 Tabs down); what was done is focused, as is a question"
    )
    func manageActionsFirst() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let manage = try #require(summary.attribute("href", of: TestIdentifiers.Summary.manageLink))
            _ = try await browser.post(manage, [("intent", "sign-in"), ("password", password)])
            let page = try await browser.get(manage)
            let home = try #require(page.html.range(of: "data-testid=\"\(TestIdentifiers.Manage.reunitedButton)\""))
            let save = try #require(page.html.range(of: "data-testid=\"\(TestIdentifiers.Manage.saveButton)\""))
            #expect(home.lowerBound < save.lowerBound)
            let asked = try await browser.follow(try await browser.post(manage, [("intent", "ask-reunite")]))
            #expect(asked.html.contains("<div class=\"manage-question\" tabindex=\"-1\" data-focus-on-load>"))
            let done = try await browser.follow(try await browser.post(manage, [("intent", "confirm-reunite")]))
            #expect(
                done.html.contains(
                    "tabindex=\"-1\" data-focus-on-load data-testid=\"\(TestIdentifiers.Manage.notice)\""))
        }
    }
}
