import HTTPTypes
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotWeb

/// The catalogue's own test counts the keys that lack a language; this one finds the words that
/// never went through a key. In the pseudo-language every sentence from the catalogue is in
/// brackets and accented, so a plain English word left on a page (or in a label a screen reader
/// says) was written around the catalogue, and a Polish visitor would see it in English.
@Suite("In the pseudo-language, every word a page shows or reads aloud comes from the catalogue")
struct PseudoLanguageCoverageTests {
    @Test(
        "Given the pseudo-language, when both wizards are walked (each step shown, and refused where it can refuse) and every other page is opened, then no page shows a word in plain English"
    )
    func everyPageFromTheCatalogue() async throws {
        try await WebTestSite.run { site, _ in
            let browser = site.newBrowser(language: LanguageChoice.pseudoCode)
            var pages: [(String, Page)] = []
            // A refused or accepted post answers with a redirect, as a browser sees it: followed.
            func see(_ name: String, _ page: Page, by visitor: Browser? = nil) async throws {
                pages.append((name, try await (visitor ?? browser).follow(page)))
            }

            for path in [
                "/", "/reports", "/reports?status=missing", "/reports?status=found", "/alerts/new", "/alerts/manage",
                "/found-a-pet", "/found-a-pet?country=GB", "/found-a-pet?country=US", "/found-a-pet?country=general",
                "/reunions",
            ] {
                try await see(path, try await browser.get(path))
            }
            try await see("a missing page", try await browser.get("/no-such-page", headers: [.accept: "text/html"]))
            try await see(
                "alert refused",
                try await browser.post(
                    "/alerts/new",
                    [("intent", "send"), ("email", "not-an-address"), ("latitude", ""), ("longitude", "")]))

            try await see("microchip", try await browser.get("/report/missing"))
            // The microchip's field takes digits only, as typed: nothing there to refuse.
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "98765-43210-12345")]))
            try await see(
                "missing photo refused",
                try await browser.postMultipart("/report/missing/photo", WizardSteps.with("continue"), file: nil))
            _ = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: ("rex.png", "image/png", WebTestSite.photo)
            )
            try await see("missing photo, chosen", try await browser.get("/report/missing/photo"))
            try await see("description", try await browser.get("/report/missing/description"))
            try await see(
                "description refused",
                try await browser.post("/report/missing/description", WizardSteps.with("continue")))
            _ = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", WizardSteps.description))
            try await see("owner", try await browser.get("/report/missing/owner"))
            try await see(
                "owner refused",
                try await browser.post("/report/missing/owner", WizardSteps.with("continue", [("email", "nope")])))
            let summary = try await browser.follow(
                try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner)))
            try await see("summary", summary)

            let flyer = try #require(summary.attribute("href", of: TestIdentifiers.Flyer.link))
            let report = String(flyer.dropLast("/flyer".count))
            let password = try #require(summary.visibleText(ofID: "management-password"))
            try await see("report", try await browser.get(report))
            try await see(
                "sighting refused",
                try await browser.post("\(report)/sighting", [("intent", "send"), ("seenDate", ""), ("note", "")]))
            try await see(
                "message refused", try await browser.post("\(report)/message", [("intent", "send"), ("message", "")]))
            try await see("flyer", try await browser.get(flyer))
            try await see("flyer in two languages", try await browser.get("\(flyer)?languages=pl,en"))
            try await see("matches", try await browser.get("\(report)/matches"))
            try await see("collars", try await browser.get("\(report)/collar"))
            let stranger = site.newBrowser(language: LanguageChoice.pseudoCode)
            try await see("manage, signed out", try await stranger.get("\(report)/manage"), by: stranger)
            try await see(
                "manage, wrong password",
                try await stranger.post("\(report)/manage", [("intent", "sign-in"), ("password", "AAAAA-AAAAA")]),
                by: stranger)
            _ = try await browser.post("\(report)/manage", [("intent", "sign-in"), ("password", password)])
            try await see("manage", try await browser.get("\(report)/manage"))
            try await see(
                "manage, edit refused",
                try await browser.post("\(report)/manage", [("intent", "save"), ("phone", "call me")]))
            try await see(
                "manage, asked to reunite", try await browser.post("\(report)/manage", [("intent", "ask-reunite")]))
            try await see(
                "manage, reunited", try await browser.post("\(report)/manage", [("intent", "confirm-reunite")]))
            try await see("report, reunited", try await browser.get(report))
            try await see(
                "manage, sign-in link sent",
                try await stranger.post("\(report)/manage", [("intent", "email-sign-in-link")]), by: stranger)
            try await see(
                "manage, asked to remove", try await browser.post("\(report)/manage", [("intent", "ask-remove")]))
            try await see("removed", try await browser.post("\(report)/manage", [("intent", "confirm-remove")]))

            try await see("found photo", try await browser.get("/report/found"))
            try await see(
                "found photo refused",
                try await browser.postMultipart("/report/found/photo", WizardSteps.with("continue"), file: nil))
            _ = try await browser.postMultipart(
                "/report/found/photo", WizardSteps.with("continue"), file: ("cat.png", "image/png", WebTestSite.photo))
            try await see("found details", try await browser.get("/report/found/details"))
            try await see(
                "found details refused", try await browser.post("/report/found/details", WizardSteps.with("continue")))
            _ = try await browser.post("/report/found/details", WizardSteps.with("continue", WizardSteps.foundDetails))
            try await see("found contact", try await browser.get("/report/found/contact"))
            try await see(
                "found contact refused", try await browser.post("/report/found/contact", WizardSteps.with("continue")))
            let confirmation = try await browser.follow(
                try await browser.post("/report/found/contact", WizardSteps.with("continue", WizardSteps.contact)))
            try await see("found confirmation", confirmation)

            // What people typed is theirs, what the site made for a report (its password, its short
            // address) is no word, and each language's own name is written in that language.
            let theirs =
                (WizardSteps.description + WizardSteps.owner + WizardSteps.foundDetails + WizardSteps.contact).map(\.1)
                + ["Brown ears", "white tail", "rex.png", "not-an-address", "nope", "call me"]
                + Language.allCases.map(\.name)
                + [
                    password, try #require(confirmation.visibleText(ofID: "management-password")),
                    try #require(pages.first { $0.0 == "flyer" }?.1.text(ofTestID: TestIdentifiers.Flyer.shortAddress)),
                ]
            for (name, page) in pages {
                #expect(page.html.contains("<html lang=\"en\""), "\(name): \(page.status)")
                let english = page.shownTexts.filter { Self.isPlainEnglish($0, besides: theirs) }
                #expect(english.isEmpty, "\(name) shows words outside the catalogue: \(english)")
            }
        }
    }

    /// Whether `text` holds a word of three or more plain Latin letters outside the pseudo-language's
    /// brackets, once what the visitor typed is taken out.
    static func isPlainEnglish(_ text: String, besides theirs: [String]) -> Bool {
        // An address (the report's, to share) is no word.
        var rest = text.replacing(#/\[[^\]]*\]/#, with: " ").replacing(#/https?:\/\/\S+/#, with: " ")
        for typed in theirs.sorted(by: { $0.count > $1.count }) where !typed.isEmpty {
            rest = rest.replacingOccurrences(of: typed, with: " ")
        }
        return rest.contains(#/[A-Za-z]{3,}/#)
    }
}
