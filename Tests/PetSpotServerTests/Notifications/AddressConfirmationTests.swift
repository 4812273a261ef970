import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotCore

@Suite("Only confirmed addresses get mail: nobody can make PetSpot write to a stranger")
struct AddressConfirmationTests {
    static let victim = "victim@example.com"

    static func confirmLink(in text: String) -> String? {
        text.firstMatch(of: /https:\/\/petspot\.example(\/notifications\/confirm\?token=[A-Za-z0-9%._~-]+)/).map { String($0.1) }
    }

    @Test("Given a new report with an email, then one first mail goes to it with the report's and manage page's links and a confirm link; until the address confirms, messages and sightings are kept for the owner but not mailed",
          arguments: TestDatabase.engines)
    func unconfirmedAddressesGetOnlyTheFirstMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport())
                let first = try await QueuedMail.all(app)
                #expect(first.map(\.kind) == ["published"] && first.first?.recipient == "owner@example.com")
                let text = try #require(first.first?.text)
                #expect(first.first?.subject == "Confirm your email for your report of Burek")
                #expect(text.contains("https://petspot.example/reports/\(created.id)/manage") && text.contains("https://petspot.example/reports/\(created.id)"))
                #expect(text.contains(Copy.Mail.codeReminder) && Self.confirmLink(in: text) != nil)

                #expect(try await MailNotificationTests.message(app, created.id).status == .accepted)
                #expect(try await SightingsAPITests.post(app, created.id, SightingsAPITests.sighting()).status == .created)
                #expect(try await QueuedMail.all(app).count == 1, "kept, not mailed")
                let inbox = try await app.client.execute(uri: "/api/v1/announcements/\(created.id)/messages", method: .get,
                                                         headers: basicAuthorization(created.id, created.password))
                #expect((try inbox.jsonObject()["data"] as? [Any])?.count == 1, "the owner reads it on the manage page")

                // The link: a GET only asks; the POST confirms; from then on the owner is mailed.
                let link = try #require(Self.confirmLink(in: text))
                let page = try await app.client.execute(uri: link, method: .get)
                #expect(page.status == .ok && page.bodyString.contains(Copy.Mail.confirmButton) && page.bodyString.contains("method=\"post\""))
                // A browser may send the form: its policy allows posting to this server (the API's forbids any form).
                #expect(page.headers[SecurityHeadersMiddleware.contentSecurityPolicy]?.contains("form-action 'self'") == true)
                _ = try await MailNotificationTests.message(app, created.id, ["message": "Still there", "replyPhone": "600100200"])
                #expect(try await QueuedMail.all(app).count == 1, "a GET confirms nothing")
                #expect(try await app.client.execute(uri: link, method: .post).status == .ok)
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id, ["message": "Now you hear of it", "replyPhone": "600100200"])
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "message"])
                #expect(try await app.client.execute(uri: "/notifications/confirm?token=b3duZXJAZXhhbXBsZS5jb20.forged", method: .post).status == .badRequest)
            }
        }
    }

    @Test("Given 20 reports naming a stranger's address and a match, messages and sightings for each, then the stranger gets one mail in a day, and none with anyone's text")
    func strangersGetOneMailADay() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(MailNotificationTests.configure(outbox)) { app in
                for index in 0..<20 {
                    let created = try await app.client.createListed(validMissingReport(["email": Self.victim, "petName": "Click evil.example \(index)"]))
                    _ = try await MailNotificationTests.message(app, created.id, ["message": "Visit evil.example", "replyPhone": "600100200"])
                }
                let queued = try await QueuedMail.all(app).filter { $0.recipient == Self.victim }
                #expect(queued.map(\.kind) == ["published"])
                // A day later, a report naming it asks once more; the address still gets nothing else.
                app.clock.advance(by: 24 * 60 * 60 + 1)
                _ = try await app.client.createListed(validMissingReport(["email": "VICTIM@example.com"]))
                #expect(try await QueuedMail.all(app).filter { $0.recipient.lowercased() == Self.victim }.map(\.kind) == ["published", "published"])
            }
        }
    }

    @Test("Given a confirmed address, then one confirmation covers every report naming it: a new report's first mail has no confirm link, and an edit to a new address asks the new one",
          arguments: TestDatabase.engines)
    func oneConfirmationCoversEveryReport(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let token = try await app.confirmationToken()
                #expect(try await app.client.execute(uri: "/notifications/confirm?token=\(token)", method: .post).status == .ok)
                let created = try await app.client.createListed(validMissingReport())
                let first = try #require(try await QueuedMail.all(app).first)
                #expect(first.subject == "Your report of Burek is on PetSpot" && Self.confirmLink(in: first.text) == nil)
                let other = try await app.client.createListed(validMissingReport(["petName": "Reksio"]))
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, other.id)
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "message"], "one first mail a day; the second report's owner is mailed")

                app.clock.advance(by: 1)
                #expect(try await app.client.patch(created, ["email": "new-owner@example.com"]).status == .ok)
                let asked = try await QueuedMail.all(app).last
                #expect(asked?.kind == "published" && asked?.recipient == "new-owner@example.com" && Self.confirmLink(in: asked?.text ?? "") != nil)
                _ = try await MailNotificationTests.message(app, created.id)
                #expect(try await QueuedMail.all(app).count == 3, "the new address is not mailed until it confirms")
            }
        }
    }

    @Test("Given an address whose domain is in another script, then its mail goes to the punycode form; one with such letters before the @ is refused when typed")
    func internationalAddresses() async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(MailNotificationTests.configure(outbox)) { app in
                _ = try await app.client.createListed(validMissingReport(["email": "anna@żółw.pl"]))
                #expect(try await QueuedMail.all(app).map(\.recipient) == ["anna@xn--w-uga1v8h.pl"])
                let refused = try await app.client.execute(uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                                                           body: try jsonBuffer(validMissingReport(["email": "zoë@example.com"])))
                #expect(refused.status == .badRequest)
                #expect(try refused.errorBody()["message"] as? String == Copy.Validation.emailLocalPartNotASCII)
                #expect(try refused.errorBody()["field"] as? String == "email")
            }
        }
    }

    @Test("Given the owner's view of the report's mail, then it says whether the address confirmed and whether mail is stopped; the owner resumes it after the stop link, and only the owner",
          arguments: TestDatabase.engines)
    func ownerSeesAndResumesMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let created = try await app.client.createListed(validMissingReport())
                let path = "/api/v1/announcements/\(created.id)/mail"
                let owner = basicAuthorization(created.id, created.password)
                func status() async throws -> [String: Any] { try await app.client.execute(uri: path, method: .get, headers: owner).jsonObject() }
                let first = try await status()
                #expect(first["addressConfirmed"] as? Bool == false && first["stopped"] as? Bool == false)
                #expect(try await app.client.execute(uri: path, method: .get).status == .unauthorized)

                _ = try await app.client.execute(uri: "/notifications/confirm?token=\(try await app.confirmationToken())", method: .post)
                let stop = try await app.client.execute(uri: "/notifications/unsubscribe?token=\(try await app.mailLinkTokens().unsubscribe(created.id))", method: .post)
                #expect(stop.status == .ok)
                let stopped = try await status()
                #expect(stopped["addressConfirmed"] as? Bool == true && stopped["stopped"] as? Bool == true)
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id)
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published"], "stopped")

                var headers = owner
                headers[.contentType] = "application/json"
                let resumed = try await app.client.execute(uri: path, method: .put, headers: headers, body: try jsonBuffer(["stopped": false]))
                #expect(resumed.status == .ok)
                #expect(try resumed.jsonObject()["stopped"] as? Bool == false)
                let bad = try await app.client.execute(uri: path, method: .put, headers: headers, body: try jsonBuffer(["stopped": "no"]))
                #expect(bad.status == .badRequest)
                #expect(try bad.errorBody()["field"] as? String == "stopped")
                app.clock.advance(by: 1)
                _ = try await MailNotificationTests.message(app, created.id, ["message": "Back on", "replyPhone": "600100200"])
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "message"])
            }
        }
    }
}
