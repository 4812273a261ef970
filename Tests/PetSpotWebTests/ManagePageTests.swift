import Foundation
import Logging
import PetSpotServer
import SQLKit
import PetSpotDomain
import PetSpotFlows
import Testing
import PetSpotStorage

@Suite("Manage my report: the owner's page")
struct ManagePageTests {
    /// A report made through the wizard, its page's path and its password.
    private static func published(_ browser: Browser) async throws -> (href: String, password: String) {
        let summary = try await WizardSteps.completeMissing(browser)
        let password = try #require(summary.visibleText(ofID: "management-password"))
        let list = try await browser.get("/reports?status=missing")
        return (try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem)), password)
    }

    @Test(
        "Given a wrong password, then the form says so without sending it back; the right one rotates the session and shows the owner's page, for that report only"
    )
    func signsIn() async throws {
        try await WebTestSite.run { browser, _ in
            let (href, password) = try await Self.published(browser)
            let details = try await browser.get(href)
            #expect(details.attribute("href", of: TestIdentifiers.Manage.link) == "\(href)/manage")
            let owner = browser.newBrowser()
            #expect(try await owner.get("\(href)/manage").has(TestIdentifiers.Manage.passwordInput))
            let refused = try await owner.post("\(href)/manage", [("intent", "sign-in"), ("password", "AAAAA-AAAAA")])
            #expect(refused.location == "\(href)/manage?failure=wrong-password")
            let wrong = try await owner.follow(refused)
            #expect(
                wrong.visibleText(ofID: "field-password-error") == Copy.Removal.wrongPassword
                    && !wrong.html.contains("AAAAA-AAAAA"))

            let before = owner.cookie
            // Redirected to the same address: the browser shows the owner's page.
            let page = try await owner.post(
                "\(href)/manage", [("intent", "sign-in"), ("password", password.lowercased())])
            #expect(page.stayed)
            #expect(owner.cookie != nil && owner.cookie != before, "signing in rotates the session")
            #expect(
                page.has(TestIdentifiers.Manage.saveButton)
                    && page.value(of: TestIdentifiers.Manage.emailInput) == "owner@example.com")
            #expect(page.text(ofTestID: TestIdentifiers.Manage.status)?.hasPrefix("Open: listed until") == true)

            // Another visitor, or the old cookie, holds no sign-in.
            #expect(
                try await browser.newBrowser(cookie: before).get("\(href)/manage").has(
                    TestIdentifiers.Manage.passwordInput))
            let stranger = try await browser.newBrowser().post(
                "\(href)/manage", [("intent", "save"), ("description", "Mine now")])
            #expect(stranger.stayed && stranger.has(TestIdentifiers.Manage.passwordInput))
            #expect(!(try await browser.get(href)).html.contains("Mine now"))
        }
    }

    @Test(
        "Given the sign-in form, then its first submit button, the one Enter sends, is Sign in; signed in, it is Save; no link on the page is empty"
    )
    func enterSendsTheMeantButton() async throws {
        try await WebTestSite.run { browser, _ in
            let (href, password) = try await Self.published(browser)
            let owner = browser.newBrowser()
            let signIn = try await owner.get("\(href)/manage")
            let firstButton = /<form[^>]*>\s*<button type="submit" name="intent" value="([^"]*)"/
            #expect(try firstButton.firstMatch(in: signIn.html)?.output.1 == "sign-in")
            #expect(!signIn.html.contains("\"></a>"), "a link with no words")
            let signedIn = try await owner.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            #expect(try firstButton.firstMatch(in: signedIn.html)?.output.1 == "save")
        }
    }

    @Test(
        "Given a found report, then its page says Contact the finder; its finder's manage page says The owner has their pet; marked so, it wears Reunited, not Missing or Found"
    )
    func findersWords() async throws {
        try await WebTestSite.run { browser, _ in
            let confirmation = try await WizardSteps.completeFound(browser)
            let password = try #require(confirmation.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=found").attribute("href", of: TestIdentifiers.Browse.listItem))
            let page = try await browser.get(href)
            #expect(
                page.html.contains(Copy.Reaching.contactFinderTitle) && !page.html.contains(Copy.Reaching.contactTitle))
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(href)/manage")
            #expect(manage.text(ofTestID: TestIdentifiers.Manage.reunitedButton) == Copy.Manage.returnedButton)
            #expect(
                !manage.has(TestIdentifiers.Manage.rewardInput) && manage.has(TestIdentifiers.Manage.phoneInput),
                "a finder offers no reward")
            _ = try await browser.post("\(href)/manage", [("intent", "confirm-reunite")])
            let home = try await browser.get("/")
            #expect(home.html.contains("badge-resolved\">\(Copy.Browse.reunitedBadge)<"))
        }
    }

    @Test(
        "Given an owner who lost the code, when they ask on the sign-in page for a link, then the page says one is on its way; the mailed link's GET shows one button and changes nothing (a mail scanner following it neither signs in nor replaces the code); its POST opens the manage page signed in, says the new code once, and works once"
    )
    func signsInByMailedLink() async throws {
        try await WebTestSite.run(WebTestSite.withMail) { browser, directory in
            func sql(_ text: String) async throws -> [String] { try await WebTestSite.sql(text, in: directory) }
            let (href, password) = try await Self.published(browser)
            // The owner confirmed the report through its first mail.
            _ = try await sql(
                "INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) SELECT id, 'owner@example.com', 1 FROM announcements RETURNING address AS value"
            )
            let owner = browser.newBrowser()
            let signInPage = try await owner.get("\(href)/manage")
            #expect(
                signInPage.has(TestIdentifiers.Manage.signInLinkButton)
                    && signInPage.html.contains(Copy.Manage.lostCode))
            let asked = try await owner.post("\(href)/manage", [("intent", "email-sign-in-link")])
            #expect(asked.location == "\(href)/manage?done=sign-in-link-sent")
            #expect(
                try await owner.follow(asked).text(ofTestID: TestIdentifiers.Manage.notice)
                    == Copy.Manage.signInLinkSent)

            let mail = try #require(try await sql("SELECT message AS value FROM outbox WHERE kind = 'sign-in'").first)
            let link = try #require(
                Self.mailText(mail).firstMatch(
                    of: /https:\/\/petspot\.example(\/reports\/[0-9a-f-]+\/manage\?token=[A-Za-z0-9_-]+)/))
            // A mail gateway fetches the link first: it is shown a button, and the owner's code still works.
            let scanned = try await browser.newBrowser().get(String(link.1))
            #expect(
                scanned.status == .ok && scanned.location == nil
                    && scanned.has(TestIdentifiers.Manage.signInByLinkButton))
            #expect(!scanned.has(TestIdentifiers.Manage.saveButton) && !scanned.html.contains("Your new code"))
            let byCode = browser.newBrowser()
            _ = try await byCode.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            #expect(
                try await byCode.get("\(href)/manage").has(TestIdentifiers.Manage.saveButton),
                "the scanner's GET left the code working")
            let token = String(link.1).split(separator: "token=").last.map(String.init) ?? ""
            let opened = try await owner.post("\(href)/manage", [("intent", "sign-in-with-link"), ("token", token)])
            #expect(opened.location == "\(href)/manage?done=signed-in-by-link")
            let page = try await owner.follow(opened)
            let notice = try #require(page.text(ofTestID: TestIdentifiers.Manage.notice))
            #expect(
                notice.hasPrefix("You are signed in. Your new code is ") && page.has(TestIdentifiers.Manage.saveButton))
            let again = try await browser.newBrowser().post(
                "\(href)/manage", [("intent", "sign-in-with-link"), ("token", token)])
            #expect(again.location == "\(href)/manage?failure=sign-in-link-expired", "once")
        }
    }

    @Test(
        "Given the owner's page, then it says the address is not confirmed yet and what people send is kept here; once mail is stopped by its link, a button has it sent again"
    )
    func mailStatusAndResume() async throws {
        try await WebTestSite.run { browser, directory in
            let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
            let (href, password) = try await Self.published(browser)
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            #expect(
                try await browser.get("\(href)/manage").text(ofTestID: TestIdentifiers.Manage.mailStatus)
                    == Copy.Manage.mailUnconfirmed)
            // The address confirmed, then the mail stopped from a mail's link.
            try await DatabasePools.withPool(database, logger: Logger(label: "test")) { pool in
                try await pool.withWriteConnection { database in
                    try await database.raw(
                        "INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) SELECT id, 'owner@example.com', 1 FROM announcements"
                    ).run()
                    try await database.raw(
                        "INSERT INTO mail_unsubscribed (announcement_id, at) VALUES (\(bind: String(href.split(separator: "/").last ?? "")), 1)"
                    ).run()
                }
            }
            let stopped = try await browser.get("\(href)/manage")
            #expect(stopped.text(ofTestID: TestIdentifiers.Manage.mailStatus) == Copy.Manage.mailStopped)
            let resumed = try await browser.post("\(href)/manage", [("intent", "resume-mail")])
            #expect(resumed.location == "\(href)/manage?done=mail-resumed")
            let page = try await browser.follow(resumed)
            #expect(page.text(ofTestID: TestIdentifiers.Manage.notice) == Copy.Manage.mailResumed)
            #expect(
                page.text(ofTestID: TestIdentifiers.Manage.mailStatus) == Copy.Manage.mailOn
                    && !page.has(TestIdentifiers.Manage.resumeMailButton))
        }
    }

    /// The plain text part of a stored mail.
    static func mailText(_ message: String) -> String {
        let normalized = message.replacingOccurrences(of: "\r\n", with: "\n")
        guard
            let start = normalized.range(
                of: "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n")
        else { return "" }
        let encoded = normalized[start.upperBound...].prefix { $0 != "-" }.replacingOccurrences(of: "\n", with: "")
        return Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test(
        "Given the owner signed in, when a Remove-sighting intent names no sighting id (.., a path, garbage), then nothing is removed: the report stays"
    )
    func removeSightingTakesOnlyIDs() async throws {
        try await WebTestSite.run { browser, _ in
            let (href, password) = try await Self.published(browser)
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            for forged in ["..", "../..", "%2e%2e", "x/../..", ""] {
                let answer = try await browser.post("\(href)/manage", [("intent", "remove-sighting:\(forged)")])
                #expect(answer.stayed, "\(forged)")
            }
            #expect(try await browser.get(href).has(TestIdentifiers.Manage.link), "the report is still there")
        }
    }

    @Test(
        "Given the owner's page, when the description is edited, a bad phone refused, then marked home after the question, then the report's page and home say so"
    )
    func editsAndReunites() async throws {
        try await WebTestSite.run { browser, _ in
            let (href, password) = try await Self.published(browser)
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            #expect(
                !(try await browser.get(href)).has(TestIdentifiers.Browse.detailsCallButton),
                "the wizard kept the contact private")
            let saved = try await browser.post(
                "\(href)/manage",
                [
                    ("intent", "save"), ("description", "Wears a green harness."), ("phone", "+48600100200"),
                    ("contactVisibility", "PUBLIC"),
                ])
            #expect(saved.location == "\(href)/manage?done=saved")
            let savedPage = try await browser.follow(saved)
            #expect(savedPage.text(ofTestID: TestIdentifiers.Manage.notice) == Copy.Manage.saved)
            #expect(savedPage.isChecked(ContactVisibilityIdentifiers.manage.showPublicly))
            let shown = try await browser.get(href)
            #expect(shown.html.contains("Wears a green harness."))
            #expect(shown.attribute("href", of: TestIdentifiers.Browse.detailsCallButton) == "tel:+48600100200")

            let refused = try await browser.post(
                "\(href)/manage", [("intent", "save"), ("phone", "12"), ("description", "Typed, not lost")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.visibleText(ofID: "field-phone-error") == Copy.Validation.invalidPhone)
            #expect(
                refused.value(of: TestIdentifiers.Manage.phoneInput) == "12" && refused.html.contains("Typed, not lost")
            )

            // The question is a page of its own address: Back after the answer never re-posts.
            let asking = try await browser.post("\(href)/manage", [("intent", "ask-reunite")])
            #expect(asking.location == "\(href)/manage?ask=reunite")
            let asked = try await browser.follow(asking)
            #expect(
                asked.has(TestIdentifiers.Manage.confirmation)
                    && asked.html.contains(Copy.Manage.reunitedQuestion.replacingOccurrences(of: "\"", with: "&quot;")))
            let kept = try await browser.post("\(href)/manage", [("intent", "cancel")])
            #expect(
                kept.stayed && !kept.has(TestIdentifiers.Manage.confirmation)
                    && kept.has(TestIdentifiers.Manage.reunitedButton))
            let reunited = try await browser.post("\(href)/manage", [("intent", "confirm-reunite")])
            #expect(reunited.location == "\(href)/manage?done=reunited")
            let page = try await browser.follow(reunited)
            #expect(page.has(TestIdentifiers.Manage.reopenButton) && !page.has(TestIdentifiers.Manage.renewButton))

            let details = try await browser.get(href)
            #expect(details.text(ofTestID: TestIdentifiers.Manage.standingBanner)?.hasPrefix("Reunited on") == true)
            #expect(!(try await browser.get("/reports?status=missing")).has(TestIdentifiers.Browse.listItem))
            let home = try await browser.get("/")
            #expect(home.text(ofTestID: TestIdentifiers.Manage.reunitedCount) == Copy.Browse.reunitedCount(1))

            let removed = try await browser.post("\(href)/manage", [("intent", "confirm-remove")])
            #expect(removed.location == "\(href)/removed")
            #expect(try await browser.get(href).status == .notFound)
        }
    }

    @Test(
        "Given the owner's page, then the pet is the wizard's step filled from the report; a species shows its breeds and GPS fills the point without saving; a half point is refused in place; then species, breed, sex, point and microchip are saved"
    )
    func editsThePet() async throws {
        try await WebTestSite.run { browser, _ in
            typealias IDs = TestIdentifiers.Manage
            let (href, password) = try await Self.published(browser)
            let page = try await browser.follow(
                try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)]))
            #expect(page.value(of: IDs.datePicker) == "20/11/2026" && page.value(of: IDs.petNameInput) == "Rex")
            #expect(page.value(of: IDs.microchipInput) == "98765-43210-12345" && page.value(of: IDs.ageInput) == "3")
            #expect(
                page.selectedOption(IDs.speciesDropdown) == "DOG" && page.selectedOption(IDs.breedDropdown) == "Beagle")
            #expect(page.isChecked(IDs.sexMale) && page.value(of: IDs.latitudeInput) == "50.06143")
            #expect(
                page.attribute("data-default", of: IDs.datePicker) == nil,
                "the report's date is not replaced by today's")

            let cat = try await browser.post(
                "\(href)/manage", [("intent", "refresh"), ("species", "CAT"), ("race", "Beagle")])
            #expect(cat.status == .ok && cat.selectedOption(IDs.speciesDropdown) == "CAT")
            #expect(cat.options(IDs.breedDropdown).contains("Bengal") && cat.selectedOption(IDs.breedDropdown) == nil)
            let located = try await browser.post(
                "\(href)/manage",
                [
                    ("intent", "gps"), ("species", "CAT"), ("gpsLatitude", "50.0999999"),
                    ("gpsLongitude", "19.9"), ("gpsError", ""),
                ])
            #expect(
                located.value(of: IDs.latitudeInput) == "50.10000"
                    && located.value(of: IDs.longitudeInput) == "19.90000")
            #expect(try await browser.get(href).html.contains("Beagle"), "neither saved anything")

            let chosen: [(String, String)] = [
                ("species", "CAT"), ("race", "Bengal"), ("gender", "FEMALE"), ("collarData", ""),
            ]
            let half = try await browser.post(
                "\(href)/manage", [("intent", "save"), ("latitude", "50.1"), ("longitude", "")] + chosen)
            #expect(half.status == .unprocessableContent && half.html.contains("data-focus-first-error"))
            #expect(half.visibleText(ofID: "field-longitude-error") == Copy.Validation.missingLongitude)
            #expect(
                half.has(IDs.validationToast) && half.selectedOption(IDs.breedDropdown) == "Bengal"
                    && half.value(of: IDs.latitudeInput) == "50.1")

            let saved = try await browser.post(
                "\(href)/manage", [("intent", "save"), ("latitude", "50.1"), ("longitude", "19.9")] + chosen)
            #expect(saved.location == "\(href)/manage?done=saved")
            let after = try await browser.follow(saved)
            #expect(
                after.selectedOption(IDs.breedDropdown) == "Bengal" && after.isChecked(IDs.sexFemale)
                    && after.value(of: IDs.microchipInput) == "")
            let details = try await browser.get(href)
            #expect(details.html.contains("Bengal") && !details.html.contains("98765"))
        }
    }
}
