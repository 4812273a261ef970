import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Only confirmed addresses get mail: nobody can make PetSpot write to a stranger")
struct AddressConfirmationTests {
    static let victim = "victim@example.com"

    static func confirmLink(in text: String) -> String? {
        text.firstMatch(of: /https:\/\/petspot\.example(\/notifications\/confirm\?token=[A-Za-z0-9%._~-]+)/).map {
            String($0.1)
        }
    }

    @Test(
        "Given a new report with an email, then one first mail goes to it, the confirm button first and why it matters, then the report's and manage page's links; until it is confirmed, messages and sightings are kept but not mailed; the confirmation mails what waited at once, in one mail, and from then on each message and the first new sighting go as they come",
        arguments: TestDatabase.engines)
    func unconfirmedAddressesGetOnlyTheFirstMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport())
                let first = try await QueuedMail.all(app)
                #expect(first.map(\.kind) == ["published"] && first.first?.recipient == "owner@example.com")
                let text = try #require(first.first?.text)
                #expect(first.first?.subject == "Confirm your email for your report of Burek")
                #expect(
                    text.contains("https://petspot.example/reports/\(created.id)/manage")
                        && text.contains("https://petspot.example/reports/\(created.id)"))
                #expect(text.contains(Copy.Mail.codeReminder) && Self.confirmLink(in: text) != nil)
                let why = try #require(text.range(of: Copy.Mail.confirmWhy)),
                    intro = try #require(text.range(of: Copy.Mail.publishedIntro("Burek")))
                #expect(why.lowerBound < intro.lowerBound, "the button and why it matters come first")

                #expect(try await MailNotificationTests.message(app, created.id).status == .accepted)
                #expect(
                    try await SightingsAPITests.post(app, created.id, SightingsAPITests.sighting()).status == .created)
                #expect(try await QueuedMail.all(app).count == 1, "kept, not mailed")
                let inbox = try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)/messages", method: .get,
                    headers: basicAuthorization(created.id, created.password))
                #expect((try inbox.jsonObject()["data"] as? [Any])?.count == 1, "the owner reads it on the manage page")

                // The link: a GET only asks; the POST confirms; from then on the owner is mailed.
                let link = try #require(Self.confirmLink(in: text))
                let page = try await app.client.execute(uri: link, method: .get)
                #expect(
                    page.status == .ok && page.bodyString.contains(Copy.Mail.confirmButton)
                        && page.bodyString.contains("method=\"post\""))
                // A browser may send the form: its policy allows posting to this server (the API's forbids any form).
                #expect(
                    page.headers[SecurityHeadersMiddleware.contentSecurityPolicy]?.contains("form-action 'self'")
                        == true)
                _ = try await MailNotificationTests.message(
                    app, created.id, ["message": "Still there", "replyPhone": "600100200"])
                #expect(try await QueuedMail.all(app).count == 1, "a GET confirms nothing")
                app.clock.advance(by: 1)
                let confirmed = try await app.client.execute(uri: link, method: .post)
                #expect(
                    confirmed.status == .ok && confirmed.bodyString.contains("href=\"/reports/\(created.id)\""),
                    "on to the report it confirmed")
                // What waited, at once and whole: both messages, the sighting, and how to answer each.
                let waited = try await QueuedMail.all(app)
                #expect(waited.map(\.kind) == ["published", "waited"])
                let digest = try #require(waited.last)
                #expect(digest.subject == Copy.Mail.waitedSubject("Burek") && digest.recipient == "owner@example.com")
                #expect(
                    digest.text.contains("> I think I saw her by the river this morning.")
                        && digest.text.contains("> Still there"))
                #expect(
                    digest.text.contains("neighbour@example.com") && digest.text.contains("600100200")
                        && digest.text.contains("Running towards the park"))
                // Pressed twice (a second tab): nothing waits any more, nothing goes twice.
                #expect(try await app.client.execute(uri: link, method: .post).status == .ok)
                #expect(try await QueuedMail.all(app).count == 2)
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(
                    app, created.id, ["message": "Now you hear of it", "replyPhone": "600100200"])
                // The sighting kept before the confirmation does not hold back the first one after it.
                app.clock.advance(by: 1)
                #expect(
                    try await SightingsAPITests.post(app, created.id, SightingsAPITests.sighting()).status == .created)
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "waited", "message", "sighting"])
                #expect(
                    try await app.client.execute(
                        uri: "/notifications/confirm?token=b3duZXJAZXhhbXBsZS5jb20.forged", method: .post
                    ).status == .badRequest)
            }
        }
    }

    @Test(
        "Given 20 reports naming a stranger's address and a match, messages and sightings for each, then the stranger gets one mail in a day, and none with anyone's text"
    )
    func strangersGetOneMailADay() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(MailNotificationTests.configure(outbox)) { app in
                for index in 0..<20 {
                    let created = try await app.client.createListed(
                        validMissingReport(["email": Self.victim, "petName": "Click evil.example \(index)"]))
                    _ = try await MailNotificationTests.message(
                        app, created.id, ["message": "Visit evil.example", "replyPhone": "600100200"])
                }
                let queued = try await QueuedMail.all(app).filter { $0.recipient == Self.victim }
                #expect(queued.map(\.kind) == ["published"])
                // A day later, a report naming it asks once more; the address still gets nothing else.
                app.clock.advance(by: 24 * 60 * 60 + 1)
                _ = try await app.client.createListed(validMissingReport(["email": "VICTIM@example.com"]))
                #expect(
                    try await QueuedMail.all(app).filter { $0.recipient.lowercased() == Self.victim }.map(\.kind) == [
                        "published", "published",
                    ])
            }
        }
    }

    @Test(
        "Given an address that confirmed its own report, then a report someone else creates naming it gets no mail: neither a first mail within the day nor its messages, until that report's own button; an edit to a new address asks the new one, and the old link no longer confirms",
        arguments: TestDatabase.engines)
    func confirmationIsPerReport(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport())
                let firstMail = try #require(try await QueuedMail.all(app).first)
                let link = try #require(Self.confirmLink(in: firstMail.text))
                #expect(try await app.client.execute(uri: link, method: .post).status == .ok)
                // A stranger names the confirmed address in reports of their own, with their text in messages.
                for index in 0..<4 {
                    let other = try await app.client.createListed(
                        validMissingReport(["petName": "Click evil.example \(index)"]))
                    app.clock.advance(by: 1)
                    _ = try await MailNotificationTests.message(
                        app, other.id, ["message": "Visit evil.example", "replyPhone": "600100200"])
                    _ = try await SightingsAPITests.post(app, other.id, SightingsAPITests.sighting())
                    _ = try await app.client.execute(
                        uri: "/api/v1/announcements/\(other.id)/sign-in-link", method: .post)
                }
                #expect(
                    try await QueuedMail.all(app).map(\.kind) == ["published"], "the stranger's reports mail nothing")
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id)
                #expect(
                    try await QueuedMail.all(app).map(\.kind) == ["published", "message"],
                    "her own report still mails her")

                app.clock.advance(by: 1)
                #expect(try await app.client.patch(created, ["email": "new-owner@example.com"]).status == .ok)
                let asked = try await QueuedMail.all(app).last
                #expect(
                    asked?.kind == "published" && asked?.recipient == "new-owner@example.com"
                        && Self.confirmLink(in: asked?.text ?? "") != nil)
                app.clock.advance(by: 60 * 60)  // past the sender's five messages an hour
                #expect(try await MailNotificationTests.message(app, created.id).status == .accepted)
                #expect(try await QueuedMail.all(app).count == 3, "the new address is not mailed until it confirms")
                let stale = try await app.client.execute(uri: link, method: .post)
                #expect(
                    stale.bodyString.contains(Copy.Mail.invalidLinkTitle), "the old address's link confirms nothing now"
                )
                #expect(try await QueuedMail.all(app).count == 3)
                let newLink = try #require(Self.confirmLink(in: asked?.text ?? ""))
                #expect(try await app.client.execute(uri: newLink, method: .post).status == .ok)
                let last = try await QueuedMail.all(app).last
                #expect(last?.kind == "waited" && last?.recipient == "new-owner@example.com")
            }
        }
    }

    @Test(
        "Given an owner at an internationalised domain, then her confirmation under the Unicode spelling opens her mail, sent to the punycode form; the two spellings are one address for the first mail's daily count",
        arguments: TestDatabase.engines)
    func internationalisedDomainConfirms(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport(["email": "Owner@Bücher.example"]))
                let first = try #require(try await QueuedMail.all(app).first)
                #expect(first.recipient == "Owner@xn--bcher-kva.example")
                _ = try await app.client.createListed(validMissingReport(["email": "owner@xn--bcher-kva.example"]))
                #expect(try await QueuedMail.all(app).count == 1, "one address, one first mail a day")
                #expect(
                    try await app.client.execute(uri: try #require(Self.confirmLink(in: first.text)), method: .post)
                        .status == .ok)
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id)
                let mails = try await QueuedMail.all(app)
                #expect(
                    mails.map(\.kind) == ["published", "message"]
                        && mails.last?.recipient == "Owner@xn--bcher-kva.example")
            }
        }
    }

    @Test(
        "Given an address whose domain is in another script, then its mail goes to the punycode form; one with such letters before the @ is refused when typed"
    )
    func internationalAddresses() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(MailNotificationTests.configure(outbox)) { app in
                _ = try await app.client.createListed(validMissingReport(["email": "anna@żółw.pl"]))
                #expect(try await QueuedMail.all(app).map(\.recipient) == ["anna@xn--w-uga1v8h.pl"])
                let refused = try await app.client.execute(
                    uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                    body: try jsonBuffer(validMissingReport(["email": "zoë@example.com"])))
                #expect(refused.status == .badRequest)
                #expect(try refused.errorBody()["message"] as? String == Copy.Validation.emailLocalPartNotASCII)
                #expect(try refused.errorBody()["field"] as? String == "email")
            }
        }
    }

    @Test(
        "Given the owner's view of the report's mail, then it says whether the address confirmed and whether mail is stopped; the owner resumes it after the stop link, and only the owner",
        arguments: TestDatabase.engines)
    func ownerSeesAndResumesMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport())
                let path = "/api/v1/announcements/\(created.id)/mail"
                let owner = basicAuthorization(created.id, created.password)
                func status() async throws -> [String: Any] {
                    try await app.client.execute(uri: path, method: .get, headers: owner).jsonObject()
                }
                let first = try await status()
                #expect(first["addressConfirmed"] as? Bool == false && first["stopped"] as? Bool == false)
                #expect(try await app.client.execute(uri: path, method: .get).status == .unauthorized)

                _ = try await app.client.execute(
                    uri: "/notifications/confirm?token=\(try await app.confirmationToken(created.id))", method: .post)
                let stop = try await app.client.execute(
                    uri: "/notifications/unsubscribe?token=\(try await app.mailLinkTokens().unsubscribe(created.id))",
                    method: .post)
                #expect(stop.status == .ok)
                let stopped = try await status()
                #expect(stopped["addressConfirmed"] as? Bool == true && stopped["stopped"] as? Bool == true)
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id)
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published"], "stopped")

                var headers = owner
                headers[.contentType] = "application/json"
                let resumed = try await app.client.execute(
                    uri: path, method: .put, headers: headers, body: try jsonBuffer(["stopped": false]))
                #expect(resumed.status == .ok)
                #expect(try resumed.jsonObject()["stopped"] as? Bool == false)
                let bad = try await app.client.execute(
                    uri: path, method: .put, headers: headers, body: try jsonBuffer(["stopped": "no"]))
                #expect(bad.status == .badRequest)
                #expect(try bad.errorBody()["field"] as? String == "stopped")
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(
                    app, created.id, ["message": "Back on", "replyPhone": "600100200"])
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "message"])
            }
        }
    }

    @Test(
        "Given a found pet's report, then its first mail speaks to a finder: why the confirm button matters (the owner's messages), then thanks for reporting the pet found, never \"your pet\""
    )
    func findersFirstMail() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(MailNotificationTests.configure(outbox)) { app in
                _ = try await app.client.createListed(MatchesAPITests.foundDog(["email": "finder@example.com"]))
                let first = try #require(try await QueuedMail.all(app).first)
                #expect(first.recipient == "finder@example.com")
                let why = try #require(first.text.range(of: Copy.Mail.confirmWhyFinder))
                let thanks = try #require(first.text.range(of: "Thank you for reporting the pet you found"))
                #expect(why.lowerBound < thanks.lowerBound && !first.text.contains("your pet"))
            }
        }
    }
}
