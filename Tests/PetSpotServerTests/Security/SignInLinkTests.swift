import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite(
    "Sign-in link: an owner who lost the code signs in by a link mailed to the confirmed address, once, within 30 minutes"
)
struct SignInLinkTests {
    static func ask(_ app: TestContext, _ id: String) async throws -> TestResponse {
        try await app.client.execute(uri: "/api/v1/announcements/\(id)/sign-in-link", method: .post)
    }

    static func redeem(_ app: TestContext, _ id: String, _ token: String) async throws -> TestResponse {
        try await app.client.execute(
            uri: "/api/v1/announcements/\(id)/sign-in", method: .post, headers: jsonHeaders,
            body: try jsonBuffer(["token": token]))
    }

    /// The token of the newest sign-in mail's link to `id`'s manage page.
    static func token(_ app: TestContext, _ id: String) async throws -> String? {
        try await QueuedMail.all(app).last { $0.kind == "sign-in" }.flatMap { mail in
            mail.text.firstMatch(
                of: /https:\/\/petspot\.example\/reports\/([0-9a-f-]+)\/manage\?token=([A-Za-z0-9_-]+)/
            )
            .flatMap { $0.1 == id ? String($0.2) : nil }
        }
    }

    @Test(
        "Given a report with a confirmed address, when anyone asks, then 202 {} and a link that signs in once: the answer is the owner's report with a new code, the old code stops working",
        arguments: TestDatabase.engines)
    func linkSignsInOnce(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport(["contactVisibility": "PRIVATE"]))
                try await app.confirmReports()
                let asked = try await Self.ask(app, created.id)
                #expect(asked.status == .accepted && asked.bodyString == "{}")
                let token = try #require(try await Self.token(app, created.id))
                let mail = try #require(try await QueuedMail.all(app).last)
                #expect(
                    mail.recipient == "owner@example.com" && mail.subject == "Sign in to manage your report of Burek")

                let signedIn = try await Self.redeem(app, created.id, token)
                #expect(signedIn.status == .ok && signedIn.headers[.cacheControl] == "no-store")
                let answer = try signedIn.jsonObject()
                let code = try #require(answer["managementPassword"] as? String)
                #expect(
                    code != created.password && answer["email"] as? String == "owner@example.com",
                    "the owner's view, private contact included")
                let owner = { (password: String) in
                    try await app.client.execute(
                        uri: "/api/v1/announcements/\(created.id)", method: .get,
                        headers: basicAuthorization(created.id, password)
                    ).status
                }
                #expect(try await owner(code) == .ok)
                #expect(try await owner(created.password) == .forbidden, "the lost code no longer works")
                #expect(try await Self.redeem(app, created.id, token).status == .forbidden, "once")
            }
        }
    }

    @Test(
        "Given a link, then it is refused after 30 minutes, for another report, or forged; and two at once sign in one",
        arguments: TestDatabase.engines)
    func linkRefusals(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                let other = try await app.client.createListed(validMissingReport(["petName": "Reksio"]))
                try await app.confirmReports()
                _ = try await Self.ask(app, created.id)
                let late = try #require(try await Self.token(app, created.id))
                app.clock.advance(by: 30 * 60 + 1)
                let expired = try await Self.redeem(app, created.id, late)
                #expect(expired.status == .forbidden)
                #expect(try expired.errorBody()["message"] as? String == Copy.Manage.signInLinkFailed)

                _ = try await Self.ask(app, created.id)
                let token = try #require(try await Self.token(app, created.id))
                #expect(try await Self.redeem(app, other.id, token).status == .forbidden, "another report's link")
                #expect(try await Self.redeem(app, created.id, token + "x").status == .forbidden)
                let missing = try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)/sign-in", method: .post, headers: jsonHeaders,
                    body: try jsonBuffer([String: String]()))
                #expect(missing.status == .badRequest)
                #expect(try missing.errorBody()["field"] as? String == "token")
                async let first = Self.redeem(app, created.id, token)
                async let second = Self.redeem(app, created.id, token)
                let statuses = try await [first.status, second.status]
                #expect(statuses.filter { $0 == .ok }.count == 1 && statuses.filter { $0 == .forbidden }.count == 1)
            }
        }
    }

    @Test(
        "Given an unconfirmed address, no email or no such report, then 202 {} all the same and no link (an unconfirmed address gets its first mail again, once a day); a confirmed one gets at most 3 links a day",
        arguments: TestDatabase.engines)
    func nothingIsLearnedAndThreeADay(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outbox)) { app in
                let unconfirmed = try await app.client.createListed(validMissingReport())
                let phoneOnly = try await app.client.createListed(validMissingReport(["email": nil]))
                for id in [unconfirmed.id, phoneOnly.id, UUID().uuidString.lowercased()] {
                    let answer = try await Self.ask(app, id)
                    #expect(answer.status == .accepted && answer.bodyString == "{}", "\(id)")
                }
                #expect(
                    try await Self.ask(app, "not-an-id").status == .notFound,
                    "no report can have it: 404, as every route says")
                #expect(try await QueuedMail.all(app).allSatisfy { $0.kind != "sign-in" })
                #expect(
                    try await QueuedMail.all(app).map(\.kind) == ["published"], "the first mail went today: not again")
                // A day on, an owner whose first mail went astray gets it again by asking (never a sign-in link).
                app.clock.advance(by: 24 * 60 * 60 + 1)
                _ = try await Self.ask(app, unconfirmed.id)
                _ = try await Self.ask(app, unconfirmed.id)
                #expect(try await QueuedMail.all(app).map(\.kind) == ["published", "published"])

                let token = try await app.confirmationToken(unconfirmed.id)
                _ = try await app.client.execute(uri: "/notifications/confirm?token=\(token)", method: .post)
                for _ in 0..<5 { #expect(try await Self.ask(app, unconfirmed.id).status == .accepted) }
                #expect(try await QueuedMail.all(app).filter { $0.kind == "sign-in" }.count == 3)
                app.clock.advance(by: 24 * 60 * 60 + 1)
                _ = try await Self.ask(app, unconfirmed.id)
                #expect(try await QueuedMail.all(app).filter { $0.kind == "sign-in" }.count == 4)
            }
        }
    }
}
