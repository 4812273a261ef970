import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

@Suite("A report's page reaches its owner: I saw this pet, Contact the owner, and the owner's inbox")
struct ReachingPageTests {
    private typealias IDs = TestIdentifiers.Reaching

    @Test(
        "Given a message without a way to answer, then the page says so under the reply fields with what was typed; with an email it is sent, and the owner reads it on the manage page"
    )
    func contactOwner() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let page = try await browser.get(href)
            #expect(page.has(IDs.messageForm) && page.has(IDs.sightingForm))
            #expect(page.text(ofTestID: IDs.scamWarning) == Copy.Reaching.scamWarning)

            let visitor = browser.newBrowser()
            let refused = try await visitor.post(
                "\(href)/message",
                [("intent", "send"), ("message", "Saw her by the river"), ("replyEmail", ""), ("replyPhone", "")])
            #expect(refused.status == .unprocessableContent && refused.html.contains("data-focus-first-error"))
            #expect(refused.visibleText(ofID: "field-replyEmail-error") == Copy.Validation.missingReplyContact)
            #expect(refused.textArea(IDs.messageInput) == "Saw her by the river")

            let sent = try await visitor.post(
                "\(href)/message",
                [("intent", "send"), ("message", "Saw her by the river"), ("replyEmail", "n@example.com")])
            #expect(sent.location == "\(href)?sent=message")
            let after = try await visitor.follow(sent)
            #expect(
                after.text(ofTestID: IDs.messageNotice) == Copy.Reaching.messageSent
                    && after.textArea(IDs.messageInput) == "")

            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(href)/manage")
            #expect(
                manage.html.contains("Saw her by the river")
                    && manage.html.contains("Answer: <a href=\"mailto:n@example.com\">n@example.com</a>"))
        }
    }

    @Test(
        "Given I saw this pet, then the browser's position fills the point without sending; sent, it is on the page's timeline and map, the owner sees the witness's phone and removes it"
    )
    func sighting() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let visitor = browser.newBrowser()
            let form = try await visitor.get(href)
            let date = try #require(form.value(of: IDs.seenDateInput))
            let located = try await visitor.post(
                "\(href)/sighting",
                [
                    ("intent", "gps"), ("seenDate", date), ("seenTime", "08:15"),
                    ("gpsLatitude", "50.0621"), ("gpsLongitude", "19.9402"), ("gpsError", ""),
                ])
            #expect(
                located.status == .ok && located.value(of: IDs.latitudeInput) == "50.06210"
                    && located.value(of: IDs.seenTimeInput) == "08:15")

            let refused = try await visitor.post(
                "\(href)/sighting",
                [("intent", "send"), ("seenDate", date), ("seenTime", "8 15"), ("latitude", "50.0621")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.visibleText(ofID: "field-seenTime-error") == Copy.Reaching.invalidTime)
            #expect(refused.visibleText(ofID: "field-longitude-error") == Copy.Validation.missingLongitude)

            // The page's script says the visitor's zone (here UTC+1): 00:05 there is 23:05 UTC the day before.
            let sent = try await visitor.post(
                "\(href)/sighting",
                [
                    ("intent", "send"), ("seenDate", date), ("seenTime", "00:05"), ("tzOffset", "60"),
                    ("latitude", "50.0621"), ("longitude", "19.9402"), ("note", "Limping by the bakery"),
                    ("phone", "+48 600 700 800"),
                ])
            #expect(sent.location == "\(href)?sent=sighting")
            let page = try await visitor.follow(sent)
            #expect(page.text(ofTestID: IDs.sightingNotice) == Copy.Reaching.sightingSent)
            #expect(
                page.has(IDs.sighting) && page.html.contains("Limping by the bakery")
                    && !page.html.contains("600700800"))
            #expect(page.html.contains("\"lat\":50.0621"), "the sighting is a pin on the report's map")
            let day = try #require(CalendarDate(typed: date))
            let expected = Timestamp.string(day.startOfDay(in: .gmt).addingTimeInterval(-55 * 60))
            let id = String(href.split(separator: "/").last ?? "")
            #expect(
                try await browser.get("/api/v1/announcements/\(id)/sightings").html.contains(
                    "\"seenAt\":\"\(expected)\""))

            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let manage = try await browser.get("\(href)/manage")
            #expect(manage.has(IDs.inboxSighting) && manage.html.contains("+48600700800"))
            // Remove asks first, by an address of its own; Keep it keeps it.
            let askIntent = try #require(manage.attribute("value", of: IDs.removeSightingButton))
            let asked = try await browser.post("\(href)/manage", [("intent", askIntent)])
            let sightingID = String(askIntent.dropFirst("ask-remove-sighting:".count))
            #expect(asked.location == "\(href)/manage?ask=removeSighting&sighting=\(sightingID)")
            let question = try await browser.follow(asked)
            #expect(
                question.text(ofTestID: TestIdentifiers.Manage.confirmation)?.contains(
                    Copy.Manage.removeSightingQuestionTitle) == true)
            let kept = try await browser.post("\(href)/manage", [("intent", "cancel")])
            #expect(try await browser.follow(kept).has(IDs.inboxSighting), "kept")
            let removeIntent = try #require(question.attribute("value", of: TestIdentifiers.Manage.confirmButton))
            #expect(removeIntent == "remove-sighting:\(sightingID)")
            let removed = try await browser.post("\(href)/manage", [("intent", removeIntent)])
            #expect(removed.location == "\(href)/manage?done=sighting-removed")
            #expect(!(try await browser.get(href)).has(IDs.sighting))
        }
    }

    @Test("Given a reunited report, then its page takes no sightings, and its owner can still be written to")
    func closedReport() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            _ = try await browser.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            _ = try await browser.post("\(href)/manage", [("intent", "confirm-reunite")])
            let page = try await browser.newBrowser().get(href)
            #expect(!page.has(IDs.sightingForm) && page.has(IDs.messageForm))
        }
    }
}
