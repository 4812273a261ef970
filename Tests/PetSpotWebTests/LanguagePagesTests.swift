import Foundation
import HTTPTypes
import Logging
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import Testing
@testable import PetSpotWeb

@Suite("The pages in the visitor's language: their choice, else Accept-Language, else English")
struct LanguagePagesTests {
    @Test(
        "Given Accept-Language, then the page is in the first language PetSpot speaks by quality (Polish words, <html lang=\"pl\">, Content-Language, Vary); one it does not speak, or none, gives English"
    )
    func acceptLanguage() async throws {
        try await WebTestSite.run { browser, _ in
            let polish = try await browser.get("/", headers: [.acceptLanguage: "de-DE, pl;q=0.8, en;q=0.5"])
            #expect(polish.html.contains("<html lang=\"pl\"") && polish.html.contains("Zgłoś zaginione zwierzę"))
            #expect(
                polish.headers[.contentLanguage] == "pl" && polish.headers[values: .vary].contains("Accept-Language")
                    && polish.headers[values: .vary].contains("Cookie"))
            #expect(polish.attribute("aria-current", of: TestIdentifiers.Web.languageLink(.polish)) == "true")
            let english = try await browser.get("/", headers: [.acceptLanguage: "pl;q=0.2, en-GB"])
            #expect(english.html.contains("<html lang=\"en\"") && english.html.contains(Copy.Browse.reportMissing))
            for header in ["de, fr;q=0.9", "pl;q=0", ""] {
                #expect(
                    try await browser.get("/", headers: [.acceptLanguage: header]).headers[.contentLanguage] == "en",
                    "\(header)")
            }
        }
    }

    @Test(
        "Given the switch on a page, then it keeps the choice in a cookie for a year and goes back to that page, in that language, whatever Accept-Language says; back to another site goes home; an unknown language is 404"
    )
    func theSwitch() async throws {
        try await WebTestSite.run { browser, _ in
            let page = try await browser.get("/reports?status=missing")
            let href = try #require(page.attribute("href", of: TestIdentifiers.Web.languageLink(.polish)))
            #expect(href == "/language/pl?back=/reports%3Fstatus%3Dmissing")
            let switched = try await browser.get(href)
            #expect(switched.status == .seeOther && switched.location == "/reports?status=missing")
            let setCookie = try #require(switched.headers[.setCookie])
            #expect(setCookie.hasPrefix("petspot_language=pl; Path=/; Max-Age=31536000; SameSite=Lax"))
            let shown = try await browser.get("/reports?status=missing", headers: [.acceptLanguage: "en"])
            #expect(shown.html.contains("<html lang=\"pl\"") && shown.html.contains("Filtruj zgłoszenia"))

            let away = try await browser.get("/language/en?back=%2F%2Fevil.example%2F")
            #expect(away.location == "/" && browser.languageCookie == "petspot_language=en")
            #expect(try await browser.get("/language/en?back=https%3A%2F%2Fevil.example").location == "/")
            #expect(try await browser.get("/language/de").status == .notFound)
        }
    }

    @Test(
        "Given one report's page asked for in English and in Polish, then each gets its own words: the page kept for the crowd is kept per language"
    )
    func keptPagesPerLanguage() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let report = String(
                try #require(summary.attribute("href", of: TestIdentifiers.Flyer.link)).dropLast("/flyer".count))
            let english = browser.newBrowser(), polish = browser.newBrowser(language: "pl")
            for _ in 0..<2 {
                let inEnglish = try await english.get(report), inPolish = try await polish.get(report)
                #expect(
                    inEnglish.html.contains("<html lang=\"en\"") && inEnglish.html.contains(Copy.Reaching.sightingTitle)
                )
                #expect(
                    inPolish.html.contains("<html lang=\"pl\"") && inPolish.html.contains("Widziałem(-am) to zwierzę")
                        && !inPolish.html.contains(Copy.Reaching.sightingTitle))
            }
        }
    }

    @Test(
        "Given a wizard half filled in English, when the visitor switches to Polish, then the step comes back in Polish with everything already entered still there, and goes on"
    )
    func switchingMidWizard() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "98765-43210-12345")]))
            try await WizardSteps.pastMissingDescription(browser)
            let owner = try await browser.get("/report/missing/owner")
            #expect(owner.html.contains(Copy.MissingPet.OwnersDetails.heading))
            let switched = try await browser.get(
                try #require(owner.attribute("href", of: TestIdentifiers.Web.languageLink(.polish))))
            #expect(switched.location == "/report/missing/owner")
            let polish = try await browser.get("/report/missing/owner")
            #expect(
                polish.html.contains("<html lang=\"pl\"") && polish.html.contains("Twoje dane kontaktowe")
                    && !polish.html.contains(Copy.MissingPet.OwnersDetails.heading))
            #expect(polish.text(ofTestID: TestIdentifiers.ReportMissingPet.progressIndicator) == "4/4")
            #expect(
                polish.attribute("aria-label", of: TestIdentifiers.ReportMissingPet.progressIndicator) == "Krok 4 z 4",
                "a screen reader hears the step in Polish")
            let back = try await browser.get("/report/missing/description")
            // The step in Polish, the breeds by their Polish names, what was typed and chosen kept.
            #expect(
                back.html.contains("Data zaginięcia") && back.html.contains("value=\"Rex\"")
                    && back.html.contains(">Owczarek niemiecki<"))
            #expect(back.html.contains("value=\"Beagle\" selected"))
            let summary = try await browser.follow(
                try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner)))
            #expect(summary.html.contains("Zgłoszenie utworzone"))
        }
    }

    @Test(
        "Given the Missing wizard completed in Polish, then the summary, the report's first mail (subject, words, Content-Language) and its flyer are Polish; on Manage my report the owner changes the mail's language and the next mail is English"
    )
    func polishReportAndItsMail() async throws {
        try await WebTestSite.run(WebTestSite.withMail) { browser, directory in
            func mails(_ kind: String) async throws -> [String] {
                try await WebTestSite.sql(
                    "SELECT message AS value FROM outbox WHERE kind = '\(kind)' ORDER BY created_at", in: directory)
            }
            let owner = browser.newBrowser(language: "pl")
            let summary = try await WizardSteps.completeMissing(owner)
            #expect(
                summary.html.contains("<html lang=\"pl\"") && summary.html.contains("Zgłoszenie utworzone"),
                "\(summary.html)")
            let password = try #require(summary.text(ofTestID: TestIdentifiers.Summary.password))

            let first = try #require(try await mails("published").first)
            #expect(first.contains("Content-Language: pl"))
            let subject = try #require(first.split(separator: "\r\n").first { $0.hasPrefix("Subject: ") })
            #expect(subject.contains("=?UTF-8?"), "a Polish subject is encoded (RFC 2047): \(subject)")
            let text = ManagePageTests.mailText(first)
            #expect(text.contains("Potwierdź") || text.contains("jest opublikowane w PetSpot"), "\(text)")

            let flyerHref = try #require(summary.attribute("href", of: TestIdentifiers.Flyer.link))
            let flyer = try await owner.get(flyerHref)
            #expect(
                flyer.html.contains("<p class=\"flyer-headline\">ZAGINĄŁ PIES</p>")
                    && flyer.html.contains("Pies · Beagle · samiec · 3 lata"))
            #expect(
                flyer.html.contains("Ostatnio widziane: 20.11.2026 w pobliżu: Kraków")
                    && flyer.html.contains("Nagroda: Chocolate"))
            let both = try await owner.get("\(flyerHref)?languages=pl,en")
            #expect(
                both.html.contains("ZAGINĄŁ PIES<span class=\"flyer-second\" lang=\"en\">LOST DOG</span>")
                    && both.html.contains("flyer-bilingual"))

            // Manage: the owner signs in and has the mail in English from now on.
            let report = String(flyerHref.dropLast("/flyer".count))
            _ = try await owner.post("\(report)/manage", [("intent", "sign-in"), ("password", password)])
            _ = try await WebTestSite.sql(
                "INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) SELECT id, 'owner@example.com', 1 FROM announcements RETURNING address AS value",
                in: directory)
            let manage = try await owner.get("\(report)/manage")
            #expect(
                manage.html.contains("<option value=\"pl\" lang=\"pl\" selected>Polski</option>")
                    && manage.has(TestIdentifiers.Manage.mailLanguageButton))
            let saved = try await owner.post("\(report)/manage", [("intent", "mail-language"), ("mailLanguage", "en")])
            #expect(saved.location == "\(report)/manage?done=mail-language-saved")
            #expect(
                try await owner.follow(saved).text(ofTestID: TestIdentifiers.Manage.notice)
                    == "PetSpot pisze teraz do Ciebie o tym zgłoszeniu w języku: English. W tym języku jest też jego obrazek do udostępniania."
            )

            _ = try await browser.newBrowser().post(
                "\(report)/message",
                [("message", "I think I saw him near the park"), ("replyEmail", "neighbour@example.com")])
            let message = try #require(try await mails("message").first)
            #expect(message.contains("Content-Language: en") && message.contains("Subject: New message about Rex"))
        }
    }
}

@Suite("The language switch's link back to the page")
struct LanguageLinkTests {
    @Test(
        "Given a page's address, then it goes in the switch's link as one query value: unreserved bytes and / as they are, the rest (?, &, =, #, spaces, Polish letters) escaped, so the link cannot carry a second parameter"
    )
    func queryValue() {
        #expect(
            LanguageChoice.queryValue("/reports?status=missing&species=DOG")
                == "/reports%3Fstatus%3Dmissing%26species%3DDOG")
        #expect(LanguageChoice.queryValue("/alerts/new?name=Nowa Huta#x") == "/alerts/new%3Fname%3DNowa%20Huta%23x")
        #expect(LanguageChoice.queryValue("/r/Źdźbło") == "/r/%C5%B9d%C5%BAb%C5%82o")
        #expect(
            LanguageChoice.returnPath("/reports?status=missing") == "/reports?status=missing"
                && LanguageChoice.returnPath("//x") == "/")
        #expect(
            LanguageChoice.returnPath("/a\\\\b") == "/" && LanguageChoice.returnPath(nil) == "/"
                && LanguageChoice.returnPath("reports") == "/")
        #expect(
            LanguageChoice.returnPath("/\t/evil.example") == "/" && LanguageChoice.returnPath("/\\evil.example") == "/"
                && LanguageChoice.returnPath("/ok\n") == "/")
    }
}
