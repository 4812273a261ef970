import Foundation
import Logging
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import SQLKit
import Testing
import PetSpotOutbox
import PetSpotStorage

@Suite("Alerts by mail on the web: asked for from the map's area, changed or stopped from the mail's link")
struct AlertPageTests {
    private typealias IDs = TestIdentifiers.Alerts

    @Test(
        "Given home, the list and a report's page, then each links to the alert page around its place; the page opens there with 5 km, both statuses, all animals, at once"
    )
    func linkedFromEveryPlacePage() async throws {
        try await WebTestSite.run { browser, _ in
            let home = try await browser.get("/?lat=50.06&lng=19.94")
            #expect(home.attribute("href", of: IDs.link) == "/alerts/new?lat=50.06000&lng=19.94000")
            let list = try await browser.get("/reports?lat=50.1&lng=20&range=10")
            #expect(list.attribute("href", of: IDs.link) == "/alerts/new?lat=50.10000&lng=20.00000")
            _ = try await WizardSteps.completeMissing(browser)
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            #expect(try await browser.get(href).has(IDs.link))

            let page = try await browser.get("/alerts/new?lat=50.06&lng=19.94")
            #expect(page.status == .ok && page.has(IDs.form) && page.has(IDs.map))
            #expect(page.value(of: IDs.latitudeInput) == "50.06000" && page.value(of: IDs.longitudeInput) == "19.94000")
            #expect(page.selectedOption(IDs.radiusDropdown) == "5")
            #expect(page.isChecked("\(IDs.statusSelector).all") && page.isChecked("\(IDs.frequencySelector).immediate"))
            #expect(
                page.html.contains("data-radius-field=\"radiusKm\""), "the map draws the circle of the radius chosen")
        }
    }

    @Test(
        "Given the alert form without the script, then problems are said under their fields with what was typed kept; asked for, it redirects to the page that says to check the inbox, and the confirmation is queued"
    )
    func asksWithoutScript() async throws {
        try await WebTestSite.run({ configuration in
            configuration.publicURL = URL(string: "https://petspot.example")
            configuration.mail = MailSettings(
                outboxDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "petspot-web-outbox-\(UUID())"))
        }) { browser, directory in
            let refused = try await browser.post(
                "/alerts/new",
                [
                    ("intent", "send"), ("email", "not-an-address"), ("latitude", "50.06"), ("longitude", ""),
                    ("radiusKm", "3"), ("status", "MISSING"), ("species", "DOG"), ("frequency", "DAILY"),
                    ("areaName", "Rynek"),
                ])
            #expect(refused.status == .unprocessableContent && refused.html.contains("data-focus-first-error"))
            #expect(
                refused.visibleText(ofID: "field-email-error") != nil
                    && refused.visibleText(ofID: "field-longitude-error") == Copy.Validation.missingLongitude)
            #expect(
                refused.value(of: IDs.emailInput) == "not-an-address" && refused.value(of: IDs.areaNameInput) == "Rynek"
            )
            #expect(
                refused.selectedOption(IDs.radiusDropdown) == "3"
                    && refused.selectedOption(IDs.speciesDropdown) == "DOG")
            #expect(
                refused.isChecked("\(IDs.statusSelector).missing")
                    && refused.isChecked("\(IDs.frequencySelector).daily"))

            let located = try await browser.post(
                "/alerts/new",
                [
                    ("intent", "gps"), ("email", "n@example.com"), ("gpsLatitude", "50.0621"),
                    ("gpsLongitude", "19.9402"), ("gpsError", ""), ("radiusKm", "3"),
                ])
            #expect(
                located.status == .ok && located.value(of: IDs.latitudeInput) == "50.06210"
                    && located.value(of: IDs.emailInput) == "n@example.com")

            let sent = try await browser.post(
                "/alerts/new",
                [
                    ("intent", "send"), ("email", "n@example.com"), ("latitude", "50.0621"),
                    ("longitude", "19.9402"), ("radiusKm", "3"), ("status", "ALL"), ("species", ""),
                    ("frequency", "IMMEDIATE"), ("areaName", ""),
                ])
            #expect(sent.location == "/alerts/new?sent=1")
            #expect(try await browser.follow(sent).text(ofTestID: IDs.notice) == Copy.Alerts.checkInbox)
            let queued = try await Self.outbox(directory, kind: "alert-confirmation")
            #expect(queued.count == 1 && queued[0].contains("Confirm your PetSpot alert for pets within 3 km"))
        }
    }

    @Test(
        "Given an alert's change link, then its page shows the alert's settings; saved, they change; the stop button stops it, and the link then says so; a forged link is refused"
    )
    func changesAndStops() async throws {
        try await WebTestSite.run({ configuration in
            configuration.publicURL = URL(string: "https://petspot.example")
            configuration.mail = MailSettings(
                outboxDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
                    "petspot-web-outbox-\(UUID())"))
        }) { browser, directory in
            _ = try await browser.post(
                "/alerts/new",
                [
                    ("intent", "send"), ("email", "n@example.com"), ("latitude", "50.0621"), ("longitude", "19.9402"),
                    ("radiusKm", "3"), ("status", "ALL"), ("frequency", "IMMEDIATE"),
                ])
            let mail = try #require(try await Self.outbox(directory, kind: "alert-confirmation").first)
            // The confirmation's List-Unsubscribe carries the alert's token, as every alert mail's links do.
            let stop = try #require(
                mail.firstMatch(
                    of: /List-Unsubscribe: <https:\/\/petspot\.example\/alerts\/unsubscribe\?token=([A-Za-z0-9_.-]+)>/))
            let manage = "/alerts/manage?token=\(stop.1)"

            let page = try await browser.get(manage)
            #expect(page.status == .ok && page.selectedOption(IDs.radiusDropdown) == "3" && page.has(IDs.stopButton))
            #expect(!page.has(IDs.emailInput) && page.html.contains("n@example.com"), "the address is the alert's own")
            let saved = try await browser.post(
                manage,
                [
                    ("intent", "send"), ("latitude", "50.0621"), ("longitude", "19.9402"), ("radiusKm", "10"),
                    ("status", "FOUND"), ("species", "CAT"), ("frequency", "DAILY"), ("areaName", "Kazimierz"),
                ])
            #expect(saved.status == .ok && saved.text(ofTestID: IDs.notice) == Copy.Alerts.saved)
            let again = try await browser.get(manage)
            #expect(again.selectedOption(IDs.radiusDropdown) == "10" && again.isChecked("\(IDs.statusSelector).found"))
            #expect(
                again.value(of: IDs.areaNameInput) == "Kazimierz" && again.isChecked("\(IDs.frequencySelector).daily"))

            let stopped = try await browser.post(manage, [("intent", "stop")])
            #expect(stopped.status == .ok && stopped.html.contains(Copy.Alerts.stoppedBody))
            #expect(try await browser.get(manage).html.contains(Copy.Alerts.gone))
            #expect(try await browser.get("/alerts/manage?token=abc.forged").status == .badRequest)
        }
    }

    /// The outbox's messages of `kind`, oldest first.
    static func outbox(_ directory: URL, kind: String) async throws -> [String] {
        let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
        return try await DatabasePools.withPool(database, logger: Logger(label: "test")) { pool in
            try await pool.withConnection {
                try await $0.raw("SELECT message FROM outbox WHERE kind = \(bind: kind) ORDER BY created_at").all().map
                { try $0.decode(column: "message", as: String.self) }
            }
        }
    }
}
