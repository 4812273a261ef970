import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

/// The finder's half of a loss on the pages: the guide where they stand, the paper collars, the
/// mark kept back, the owner's warnings and verdicts, how it ended and its totals.
@Suite("Finders and owners on the pages")
struct FinderPagesTests {
    private typealias Guide = TestIdentifiers.FinderGuide

    @Test(
        "Given the guide opened with a point on each side of a border, then the country of the point chooses it: Słubice is Poland, Frankfurt (Oder) elsewhere; Newry the UK, Dundalk elsewhere; El Paso the US, Ciudad Juárez elsewhere"
    )
    func countryAtBorders() async throws {
        try await WebTestSite.run { browser, _ in
            for (point, country) in [
                ("52.3484,14.5606", "Poland"), ("52.3414,14.5470", "anywhere else"),
                ("54.1751,-6.3402", "the United Kingdom"), ("54.0035,-6.4049", "anywhere else"),
                ("31.7619,-106.4850", "the United States"), ("31.7200,-106.4600", "anywhere else"),
            ] {
                let parts = point.split(separator: ",")
                let page = try await browser.get("/found-a-pet?lat=\(parts[0])&lng=\(parts[1])")
                #expect(page.text(ofTestID: Guide.countryLine) == "Guidance for \(country).", "\(point)")
            }
        }
    }

    @Test(
        "Given the guide in English and in Polish, then each step is there in the reader's language, each country's duty names its source and its lookups are links; the finder changes the country; a place found by name chooses it"
    )
    func guideInEachLanguage() async throws {
        try await WebTestSite.run { browser, _ in
            let poland = try await browser.get("/found-a-pet?country=PL")
            #expect(poland.all(Guide.step).count == 7)
            #expect(poland.text(ofTestID: Guide.countryLine) == "Guidance for Poland.")
            #expect(poland.html.contains("starosta") && poland.html.contains("https://www.safe-animal.eu"))
            #expect(poland.all(Guide.source).count == 2 && poland.html.contains("Found Items Act of 20 February 2015"))
            #expect(poland.html.contains("Never take the collar off"))
            #expect(poland.selectedOption(Guide.country) == "PL")

            let britain = try await browser.get("/found-a-pet?country=GB")
            #expect(britain.html.contains("dog warden") && britain.html.contains("https://www.check-a-chip.co.uk"))
            #expect(britain.html.contains("Environmental Protection Act 1990, sections 149 and 150"))
            #expect(britain.html.contains("seven days"))
            let america = try await browser.get("/found-a-pet?country=US")
            #expect(america.html.contains("animal control") && america.html.contains("petmicrochiplookup.org"))
            let elsewhere = try await browser.get("/found-a-pet?country=general")
            #expect(elsewhere.html.contains("europetnet.com") && elsewhere.all(Guide.source).isEmpty)

            let polish = browser.newBrowser(language: "pl")
            let inPolish = try await polish.get("/found-a-pet")
            #expect(inPolish.html.contains("Znalazłeś zwierzę? Co zrobić teraz"))
            #expect(
                inPolish.text(ofTestID: Guide.countryLine) == "Wskazówki dla: Polska.",
                "a reader of Polish is in Poland")
            #expect(inPolish.html.contains("rzeczach znalezionych"))
            let british = try await browser.get("/found-a-pet", headers: [.acceptLanguage: "en-GB,en;q=0.8"])
            #expect(british.text(ofTestID: Guide.countryLine) == "Guidance for the United Kingdom.")

            // By name, without the script: Find, then the choice.
            let search = PlaceSearchIdentifiers(screen: Guide.screen)
            let found = try await browser.get("/found-a-pet?placeQuery=austin&intent=findPlace")
            let austin = try #require(found.all(search.choice).first { $0.text.contains("US") })
            let chosen = try await browser.get(
                "/found-a-pet?placeChoice=\(austin.value?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            )
            #expect(chosen.text(ofTestID: Guide.countryLine) == "Guidance for the United States.")
        }
    }

    @Test(
        "Given home and the Found wizard, then both link to the guide; its completion page shows the guide for the report's country and links its paper collars, which hold its short address's code five times over"
    )
    func guideAndCollarsFromTheWizard() async throws {
        try await WebTestSite.run { browser, _ in
            #expect(try await browser.get("/").attribute("href", of: Guide.homeLink) == "/found-a-pet")
            _ = try await browser.get("/report/found")
            let first = try await browser.get("/report/found/photo")
            #expect(first.attribute("href", of: Guide.wizardLink) == "/found-a-pet")
            let confirmation = try await WizardSteps.completeFound(browser)
            #expect(
                confirmation.html.contains("Found a pet? What to do now")
                    && confirmation.html.contains("Guidance for Poland."))
            let collarHref = try #require(confirmation.attribute("href", of: TestIdentifiers.Collar.confirmationLink))
            let guideHref = try #require(confirmation.attribute("href", of: Guide.confirmationLink))
            let guide = try await browser.get(guideHref.replacingOccurrences(of: "&amp;", with: "&"))
            #expect(guide.attribute("href", of: Guide.collarLink) == collarHref)

            let collar = try await browser.get(collarHref)
            #expect(collar.status == .ok)
            #expect(collar.all(TestIdentifiers.Collar.strip).count == PaperCollar.strips)
            #expect(collar.html.components(separatedBy: "<svg").count - 1 == 2 * PaperCollar.strips)
            #expect(
                collar.html.contains("Am I lost?") && collar.html.contains("Scan me") && collar.html.contains("/r/"))
            #expect(!collar.html.contains("Floriańska"), "never where the pet is now")
        }
    }

    @Test(
        "Given a mark kept back in the wizard, then the owner's manage page shows it with how to use it, and no public page, feed, flyer or collar has it"
    )
    func markKeptBack() async throws {
        try await WebTestSite.run { browser, _ in
            let mark = "Notch in the left ear 7Q"
            _ = try await browser.get("/report/missing")
            _ = try await browser.post("/report/missing/microchip", WizardSteps.with("continue", [("microchip", "")]))
            try await WizardSteps.pastMissingPhoto(browser)
            let refused = try await browser.post(
                "/report/missing/description",
                WizardSteps.with(
                    "continue", WizardSteps.description + [("privateMark", String(repeating: "x", count: 201))]))
            #expect(refused.stayed, "over 200 characters is refused in place")
            #expect(
                refused.textArea(AnimalDetailsIdentifiers.missing.privateMark) == String(repeating: "x", count: 201))
            _ = try await browser.post(
                "/report/missing/description",
                WizardSteps.with("continue", WizardSteps.description + [("privateMark", mark)]))
            let summary = try await browser.follow(
                try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner)))
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(href)/manage")
            #expect(manage.textArea(TestIdentifiers.Manage.privateMarkInput) == mark)
            #expect(manage.html.contains(Copy.PrivateMark.ownersUse))
            let stranger = browser.newBrowser()
            for path in [
                href, "/", "/reports", "\(href)/flyer", "\(href)/matches", "/feeds/reports.atom",
                "/feeds/reports.geojson",
            ] {
                #expect(!(try await stranger.get(path).html.contains("Notch in the left ear")), "\(path)")
            }
        }
    }

    @Test(
        "Given a scam's message and a genuine one, then the owner's page shows the warning beside the scam, naming what was seen, and keeps what the owner says it was"
    )
    func scamWarningsOnTheManagePage() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let finder = browser.newBrowser()
            for text in ["I'll text you a code, read it back to me so I know it's you", "Saw him by the river at 8"] {
                _ = try await finder.post(
                    "\(href)/message", [("intent", "send"), ("message", text), ("replyEmail", "someone@example.com")])
            }
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(href)/manage")
            #expect(manage.all(TestIdentifiers.Reaching.inboxScamWarning).count == 1)
            #expect(manage.html.contains("This message asks for a code (“I&#39;ll text you a code”)"))
            #expect(manage.all(TestIdentifiers.Reaching.markScamButton).count == 2, "every message takes a verdict")
            let scamIntent = try #require(
                manage.all(TestIdentifiers.Reaching.markScamButton).map(\.value).compactMap { $0 }.last)
            let marked = try await browser.follow(try await browser.post("\(href)/manage", [("intent", scamIntent)]))
            #expect(marked.text(ofTestID: TestIdentifiers.Reaching.verdict) == Copy.Scams.marked(.scam))
        }
    }

    @Test(
        "Given an owner who marks the pet home, then one tap says how (and where, from the places the report knows); the totals page counts it once five have said so, and never names a report"
    )
    func howItEndedAndTheTotals() async throws {
        try await WebTestSite.run { browser, _ in
            for round in 0..<5 {
                let owner = browser.newBrowser()
                let summary = try await WizardSteps.completeMissing(owner)
                let password = try #require(summary.visibleText(ofID: "management-password"))
                let list = try await owner.get("/reports?status=missing")
                let href = try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem))
                _ = try await owner.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
                _ = try await owner.post("\(href)/manage", [("intent", "confirm-reunite")])
                let asked = try await owner.get("\(href)/manage")
                #expect(asked.has(TestIdentifiers.Manage.reunionQuestion), "round \(round)")
                #expect(asked.text(ofTestID: TestIdentifiers.Manage.reunitedHow(.flyer)) == "A flyer or its QR code")
                let answered = try await owner.follow(
                    try await owner.post(
                        "\(href)/manage", [("intent", "reunited-how:FLYER"), ("reunionPlace", "lastSeen")]))
                #expect(!answered.has(TestIdentifiers.Manage.reunionQuestion))
                #expect(answered.html.contains(Copy.Reunion.said(.flyer)))
                let totals = try await browser.get("/reunions")
                if round < 4 {
                    #expect(totals.all(TestIdentifiers.Reunions.row).isEmpty, "fewer than 5: no group of its own")
                } else {
                    #expect(totals.all(TestIdentifiers.Reunions.row).count == 1)
                    #expect(totals.html.contains("<td>Dog</td><td>A flyer or its QR code</td><td>5</td>"))
                    #expect(totals.html.contains("found within 0 m of where they went missing"))
                }
                #expect(totals.text(ofTestID: TestIdentifiers.Reunions.total)?.contains("\(round + 1) pet") == true)
            }
            let home = try await browser.get("/")
            #expect(home.attribute("href", of: TestIdentifiers.Reunions.link) == "/reunions")
        }
    }
}
