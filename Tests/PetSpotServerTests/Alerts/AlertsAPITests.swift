import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Area alerts: neighbours who asked hear of a new report near them, by mail, after saying yes")
struct AlertsAPITests {
    static let configure = MailNotificationTests.configure

    /// A missing dog `north` metres north and `east` metres east of the square.
    static func report(north: Double = 0, east: Double = 0, _ changes: [String: Any?] = [:]) -> [String: Any] {
        var changed = changes
        changed["locationLatitude"] = 50.0617 + north / 111_195
        changed["locationLongitude"] = 19.9373 + east / (111_195 * cos(50.0617 * .pi / 180))
        return validMissingReport(changed)
    }

    @Test(
        "Given a body with problems, then 400 names each field (email, radius, species, an unknown key); a valid one answers 202 PENDING_CONFIRMATION",
        arguments: TestDatabase.engines)
    func validation(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                let bad = try await app.askForAlert([
                    "latitude": 95, "longitude": 19.9, "radiusKm": 2.5, "species": "DRAGON", "colour": "red",
                ])
                #expect(bad.status == .badRequest)
                let error = try #require(try bad.jsonObject()["error"] as? [String: Any])
                let fields = Set(((error["details"] as? [[String: Any]]) ?? []).compactMap { $0["field"] as? String })
                #expect(fields == ["email", "latitude", "radiusKm", "species", "colour"])
                #expect(try await app.askForAlert(TestContext.alertBody(["radiusKm": 26])).status == .badRequest)
                // null is absent, as in every body of the API: the defaults (5 km, at once).
                let nulls: [String: Any] = [
                    "email": "defaults@example.com", "latitude": 50.0617, "longitude": 19.9373, "radiusKm": NSNull(),
                    "frequency": NSNull(), "status": NSNull(), "species": NSNull(), "areaName": NSNull(),
                ]
                #expect(try await app.askForAlert(nulls).status == .accepted)
                let good = try await app.askForAlert()
                #expect(good.status == .accepted)
                #expect(try good.jsonObject()["status"] as? String == "PENDING_CONFIRMATION")
            }
        }
    }

    @Test(
        "Given an alert asked for, then one confirmation mail with a link whose GET only asks and whose POST confirms; until then a report in its circle mails nothing; a second ask in the day mails nothing more and answers the same",
        arguments: TestDatabase.engines)
    func doubleOptIn(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                #expect(try await app.askForAlert().status == .accepted)
                let confirmations = try await app.alertMails(kind: "alert-confirmation")
                #expect(confirmations.count == 1 && confirmations[0].recipient == TestContext.subscriber)
                #expect(confirmations[0].subject == "Confirm your PetSpot alert for pets within 5 km")
                let link = try #require(confirmations[0].link("/alerts/confirm"))

                // Unconfirmed: a report in the circle mails nothing.
                try await app.client.createListed(Self.report(north: 1000, ["email": "other@example.com"]))
                #expect(try await app.runAlertMail() == 0)
                // Asked again (the same area, or another) within the day: the same answer, no second mail.
                #expect(try await app.askForAlert().status == .accepted)
                #expect(
                    try await app.askForAlert(TestContext.alertBody(["radiusKm": 10, "status": "FOUND"])).status
                        == .accepted)
                #expect(try await app.alertMails(kind: "alert-confirmation").count == 1)

                let page = try await app.client.execute(uri: link, method: .get)
                #expect(
                    page.status == .ok && page.bodyString.contains(Copy.Alerts.confirmButton)
                        && page.bodyString.contains("method=\"post\""))
                #expect(
                    page.bodyString.contains("within 5 km") && page.bodyString.contains("within 10 km"),
                    "both areas waiting are named")
                // Someone else may have asked in this address's name: the page confirms only what stays ticked.
                let forgedConfirm = try await app.client.execute(
                    uri: "/alerts/confirm?token=bmVpZ2hib3VyQGV4YW1wbGUuY29t.forged", method: .post)
                #expect(forgedConfirm.status == .badRequest)
                let choices = page.bodyString.matches(of: /name="alert" value="([0-9a-f-]+)" checked> ([^<]+)</).map {
                    (id: String($0.1), label: String($0.2))
                }
                #expect(choices.count == 2)
                let mine = try #require(choices.first { $0.label.contains("within 5 km") })
                let confirmed = try await app.client.execute(
                    uri: link, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "chosen=1&alert=\(mine.id)"))
                #expect(confirmed.status == .ok && confirmed.bodyString.contains(Copy.Alerts.confirmedTitle))

                try await app.client.createListed(
                    Self.report(north: 2000, ["email": "other@example.com", "petName": "Azor"]))
                #expect(try await app.runAlertMail() == 1)
                let mails = try await app.alertMails()
                #expect(
                    mails.count == 1 && mails[0].text.contains("Azor") && !mails[0].text.contains("Burek"),
                    "only what was listed after the confirmation")
                // The other area stays unconfirmed: the found-only alert was not ticked.
                let again = try await app.client.execute(uri: link, method: .get)
                #expect(again.bodyString.contains("within 10 km") && !again.bodyString.contains("within 5 km"))
            }
        }
    }

    @Test(
        "Given a confirmed alert, then a report listed inside its circle and filters is mailed with its photo, name, status, distance and direction, when and where, and a button; none outside, none of another status or species, none to its own reporter, none before its photo",
        arguments: TestDatabase.engines)
    func whoIsMailed(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                try await app.confirmedAlert(
                    TestContext.alertBody(["status": "MISSING", "species": "DOG", "areaName": "Rynek"]))
                try await app.confirmedAlert(TestContext.alertBody(["email": "owner@example.com"]))
                // Outside the circle, another status, another species: nothing.
                try await app.client.createListed(Self.report(north: 5100, ["email": "a@example.com"]))
                try await app.client.createListed(validFoundReport(latitude: 50.07, longitude: 19.94, species: "DOG"))
                try await app.client.createListed(
                    Self.report(north: 100, ["species": "CAT", "breed": nil, "email": "b@example.com"]))
                #expect(try await app.runAlertMail() == 1, "the found dog reaches only the alert of both statuses")
                #expect(try await app.alertMails().map(\.recipient) == ["owner@example.com"])
                // Without its photo a report is not listed: nothing yet.
                let unlisted = try await app.client.create(
                    Self.report(north: 1200, east: 1200, ["email": "c@example.com", "petName": "Reksio"]))
                app.clock.advance(by: 601)
                #expect(try await app.runAlertMail() == 0)
                // Its photo lists it: the neighbour is mailed, and the reporter, who follows the area too, is not.
                _ = try await app.client.uploadPhoto(
                    samplePNG, to: unlisted, fileName: "p.png", contentType: "image/png")
                try await app.client.createListed(
                    Self.report(north: 300, ["email": "owner@example.com", "petName": "Own"]))
                #expect(try await app.runAlertMail() == 2)
                let mails = try await app.alertMails().filter { $0.recipient == TestContext.subscriber }
                #expect(mails.count == 1)
                let mail = try #require(mails.first)
                #expect(mail.subject == "2 lost dogs near Rynek")
                #expect(mail.text.contains("Own — missing dog") && mail.text.contains("Reksio — missing dog"))
                #expect(
                    mail.text.contains(
                        "Missing since 20/11/2026 · 1.7 km north-east of your point (near Grzegórzki, Kraków)"))
                #expect(mail.text.contains("See the report: https://petspot.example/reports/\(unlisted.id)"))
                #expect(
                    mail.html.contains("<img src=\"https://petspot.example/images/")
                        && mail.html.contains("?size=thumbnail"))
                #expect(
                    !mail.text.contains("owner@example.com") && !mail.text.contains("512 345 678"),
                    "no contact of any report")
                #expect(
                    mailHeader(mail.message, "List-Unsubscribe")?.contains(
                        "https://petspot.example/alerts/unsubscribe?token=") == true)
                #expect(mailHeader(mail.message, "List-Unsubscribe-Post") == "List-Unsubscribe=One-Click")
                // Nearest first.
                let own = try #require(mail.text.range(of: "Own —")),
                    far = try #require(mail.text.range(of: "Reksio —"))
                #expect(own.lowerBound < far.lowerBound)
            }
        }
    }

    @Test(
        "Given an IMMEDIATE alert, then the first report is mailed at once, those within the next 10 minutes wait and go together; a DAILY alert mails once a day listing that day's reports, none when there were none",
        arguments: TestDatabase.engines)
    func batching(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                try await app.confirmedAlert()
                try await app.confirmedAlert(
                    TestContext.alertBody(["email": "daily@example.com", "frequency": "DAILY"]))
                try await app.client.createListed(
                    Self.report(north: 100, ["email": "a@example.com", "petName": "One"]))
                #expect(try await app.runAlertMail() == 1)
                app.clock.advance(by: 60)
                try await app.client.createListed(
                    Self.report(north: 200, ["email": "a@example.com", "petName": "Two"]))
                try await app.client.createListed(
                    Self.report(north: 300, ["email": "a@example.com", "petName": "Three"]))
                #expect(try await app.runAlertMail() == 0, "within the 10 minutes")
                app.clock.advance(by: 541)
                #expect(try await app.runAlertMail() == 1)
                #expect(try await app.runAlertMail() == 0, "never twice")
                let immediate = try await app.alertMails().filter { $0.recipient == TestContext.subscriber }
                #expect(
                    immediate.map(\.subject) == [
                        "A lost dog 100 m from your point", "2 lost dogs within 300 m of your point",
                    ])
                let all = try await app.alertMails()
                #expect(all.allSatisfy { $0.recipient == TestContext.subscriber }, "the daily one waits for its day")

                app.clock.advance(by: 24 * 60 * 60)
                #expect(try await app.runAlertMail() == 1)
                let daily = try await app.alertMails().filter { $0.recipient == "daily@example.com" }
                #expect(daily.map(\.subject) == ["3 lost dogs within 300 m of your point"])
                app.clock.advance(by: 24 * 60 * 60)
                #expect(try await app.runAlertMail() == 0, "no reports that day, no mail")
            }
        }
    }

    @Test(
        "Given an alert's mail, then its stop link's GET only asks, its one-click POST stops it (later reports mail nothing), and a forged token is refused",
        arguments: TestDatabase.engines)
    func unsubscribe(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                try await app.confirmedAlert()
                try await app.client.createListed(Self.report(north: 100, ["email": "a@example.com"]))
                try await app.runAlertMail()
                let stop = try #require(try await app.alertMails().first?.link("/alerts/unsubscribe"))
                let page = try await app.client.execute(uri: stop, method: .get)
                #expect(page.status == .ok && page.bodyString.contains(Copy.Alerts.stopButton))
                #expect(
                    try await app.client.execute(uri: "/alerts/unsubscribe?token=abc.forged", method: .post).status
                        == .badRequest)
                let stopped = try await app.client.execute(
                    uri: stop, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "List-Unsubscribe=One-Click"))
                #expect(stopped.status == .ok && stopped.bodyString.contains(Copy.Alerts.stoppedTitle))
                app.clock.advance(by: 3600)
                try await app.client.createListed(Self.report(north: 200, ["email": "a@example.com"]))
                #expect(try await app.runAlertMail() == 0)
                #expect(try await app.alertMails().count == 1)
            }
        }
    }

    @Test(
        "Given the limits, then the 11th request of a client within the hour is 429, the confirmation mail goes once a day per address, and an address follows at most 10 areas",
        arguments: TestDatabase.engines)
    func limits(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                for radius in 1...10 {
                    #expect(try await app.askForAlert(TestContext.alertBody(["radiusKm": radius])).status == .accepted)
                }
                let refused = try await app.askForAlert(TestContext.alertBody(["radiusKm": 11]))
                #expect(refused.status == .tooManyRequests && refused.headers[.retryAfter] != nil)
                #expect(try await app.alertMails(kind: "alert-confirmation").count == 1)
                let token = try await app.mailLinkTokens().alertConfirmation(
                    TestContext.subscriber, issuedAt: app.clock.now)
                #expect(
                    try await app.client.execute(uri: "/alerts/confirm?token=\(token)", method: .post).status == .ok)
                // A day later (and an hour: a new client window), an 11th area asked and confirmed is one too many.
                app.clock.advance(by: 25 * 60 * 60)
                #expect(try await app.askForAlert(TestContext.alertBody(["radiusKm": 11])).status == .accepted)
                #expect(try await app.alertMails(kind: "alert-confirmation").count == 2)
                // The first mail's link confirms only what was asked for by then: the 11th waits for its own mail's.
                let old = try await app.client.execute(uri: "/alerts/confirm?token=\(token)", method: .post)
                #expect(old.status == .ok && old.bodyString.contains(Copy.Alerts.nothingToConfirm))
                let second = try #require(
                    try await app.alertMails(kind: "alert-confirmation").last?.link("/alerts/confirm"))
                let full = try await app.client.execute(uri: second, method: .post)
                #expect(full.status == .conflict && full.bodyString.contains("10 areas"))
                // A week on, a confirmation link works no more.
                app.clock.advance(by: 7 * 24 * 60 * 60 + 1)
                #expect(try await app.client.execute(uri: second, method: .get).status == .badRequest)
            }
        }
    }

    @Test(
        "Given a report mailed to alerts, then its owner's read carries alertsSent and the public read does not",
        arguments: TestDatabase.engines)
    func alertsSent(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                try await app.confirmedAlert()
                try await app.confirmedAlert(TestContext.alertBody(["email": "second@example.com", "radiusKm": 3]))
                let created = try await app.client.createListed(Self.report(north: 100, ["email": "a@example.com"]))
                let owner = {
                    try await app.client.execute(
                        uri: "/api/v1/announcements/\(created.id)", method: .get,
                        headers: basicAuthorization(created.id, created.password)
                    ).jsonObject()
                }
                #expect(try await owner()["alertsSent"] as? Int == 0)
                try await app.runAlertMail()
                #expect(try await owner()["alertsSent"] as? Int == 2)
                let public_ = try await app.client.execute(uri: "/api/v1/announcements/\(created.id)", method: .get)
                    .jsonObject()
                #expect(public_["alertsSent"] == nil)
            }
        }
    }

    @Test(
        "Given two processes' alert rounds at once, then each alert gets its report once: the round that took the deliveries mails them, the other finds none",
        arguments: TestDatabase.engines)
    func neverTwice(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, Self.configure(outbox)) { app in
                for index in 0..<5 {
                    try await app.confirmedAlert(TestContext.alertBody(["email": "n\(index)@example.com"]))
                }
                try await app.client.createListed(Self.report(north: 100, ["email": "a@example.com"]))
                async let first = app.runAlertMail()
                async let second = app.runAlertMail()
                #expect(try await first + second == 5)
                let mails = try await app.alertMails()
                #expect(mails.count == 5 && Set(mails.map(\.recipient)).count == 5)
            }
        }
    }

    @Test(
        "Given an alert asked for with an area's name, then its confirmation mail, to an address that has not said yes, carries no text the requester typed: the area by the named place nearest it only"
    )
    func confirmationCarriesNoTypedText() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(Self.configure(outbox)) { app in
                #expect(
                    try await app.askForAlert(TestContext.alertBody(["areaName": "Visit evil.example"])).status
                        == .accepted)
                let mail = try #require(try await app.alertMails(kind: "alert-confirmation").first)
                #expect(
                    !mail.text.contains("evil.example") && !mail.html.contains("evil.example")
                        && !mail.subject.contains("evil.example"))
                #expect(mail.text.contains("within 5 km of Kraków"), "the area by the named place nearest it")
            }
        }
    }
}
