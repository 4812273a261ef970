import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import PetSpotProcessTesting
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotOutbox
import PetSpotStorage
import PetSpotStorageTesting

@Suite("The API keeps English; an app's Accept-Language is its report's and alert's mail language")
struct MailLanguageTests {
    static func messages(_ app: TestContext, kind: String) async throws -> [String] {
        try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
            try await pool.withConnection {
                try await $0.raw("SELECT message FROM outbox WHERE kind = \(bind: kind) ORDER BY created_at, id").all()
                    .map { try $0.decode(column: "message", as: String.self) }
            }
        }
    }

    @Test(
        "Given Accept-Language: pl, then the API's refusals stay the reference's English word for word, while a report it creates mails its owner in Polish; PUT …/mail {\"language\": \"en\"} turns the next mail English, and an unknown language is 400 naming the field",
        arguments: TestDatabase.engines)
    func apiReportInPolish(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outboxDirectory)) { app in
                let headers = jsonHeaders(language: "pl-PL, pl;q=0.9")
                let refused = try await app.client.execute(
                    uri: "/api/v1/announcements", method: .post, headers: headers,
                    body: try jsonBuffer(validMissingReport(["status": nil])))
                let refusal = try refused.errorBody()["message"] as? String
                #expect(
                    refused.status == .badRequest && refusal == "status is required",
                    "the reference's English, whatever the client reads")

                try await app.confirmAddress()
                let created = try await app.client.execute(
                    uri: "/api/v1/announcements", method: .post, headers: headers,
                    body: try jsonBuffer(validMissingReport())
                ) { try $0.jsonObject() }
                let id = try #require(created["id"] as? String),
                    password = try #require(created["managementPassword"] as? String)
                try await app.confirmReports()
                #expect(try await MailNotificationTests.message(app, id).status == .accepted)
                let polish = try #require(try await Self.messages(app, kind: "message").first)
                #expect(
                    mailHeader(polish, "Content-Language") == "pl"
                        && decodedMailHeader(polish, "Subject") == "Nowa wiadomość w sprawie zgłoszenia: Burek")
                #expect(try #require(mailPart(polish, "text/html")).contains("<html lang=\"pl\">"))

                var owner = basicAuthorization(id, password)
                owner[.contentType] = "application/json"
                let status = try await app.client.execute(
                    uri: "/api/v1/announcements/\(id)/mail", method: .get, headers: owner
                ) { try $0.jsonObject() }
                #expect(status["language"] as? String == "pl")
                let wrong = try await app.client.execute(
                    uri: "/api/v1/announcements/\(id)/mail", method: .put, headers: owner,
                    body: try jsonBuffer(["language": "de"]))
                let wrongField = try wrong.errorBody()["field"] as? String
                #expect(wrong.status == .badRequest && wrongField == "language")
                let changed = try await app.client.execute(
                    uri: "/api/v1/announcements/\(id)/mail", method: .put, headers: owner,
                    body: try jsonBuffer(["language": "en"])
                ) { try $0.jsonObject() }
                #expect(changed["language"] as? String == "en" && changed["stopped"] as? Bool == false)
                #expect(try await MailNotificationTests.message(app, id).status == .accepted)
                let messages = try await Self.messages(app, kind: "message")
                let english = try #require(messages.first { mailHeader($0, "Content-Language") == "en" })
                #expect(messages.count == 2)
                #expect(
                    mailHeader(english, "Content-Language") == "en"
                        && mailHeader(english, "Subject") == "New message about Burek")
            }
        }
    }

    @Test(
        "Given an alert asked for with Accept-Language: pl, then its confirmation mail is Polish; one asked without is English",
        arguments: TestDatabase.engines)
    func alertInPolish(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outboxDirectory)) { app in
                for (address, language) in [("sasiad@example.com", "pl"), ("neighbour@example.com", nil)] {
                    let headers = jsonHeaders(language: language)
                    let body: [String: Any] = ["email": address, "latitude": 50.06, "longitude": 19.94, "radiusKm": 5]
                    let response = try await app.client.execute(
                        uri: "/api/v1/alerts", method: .post, headers: headers, body: try jsonBuffer(body))
                    #expect(response.status == .accepted)
                }
                let mails = try await Self.messages(app, kind: "alert-confirmation")
                #expect(mails.count == 2)
                let polish = try #require(mails.first { mailHeader($0, "To") == "sasiad@example.com" })
                let english = try #require(mails.first { mailHeader($0, "To") == "neighbour@example.com" })
                #expect(
                    decodedMailHeader(polish, "Subject") == "Potwierdź alert PetSpot o zwierzętach w promieniu 5 km")
                #expect(mailHeader(english, "Subject") == "Confirm your PetSpot alert for pets within 5 km")
            }
        }
    }

    @Test(
        "Given an alert asked for in Polish, then its mail of new reports is Polish, each report's line agreeing with its pet (\"zaginiona kotka\", \"zaginiony pies\"), though the reports were made in English",
        arguments: TestDatabase.engines)
    func alertMailInPolish(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, AlertsAPITests.configure(outboxDirectory)) { app in
                let body = TestContext.alertBody(["areaName": "Rynek"])
                #expect(
                    try await app.client.execute(
                        uri: "/api/v1/alerts", method: .post, headers: jsonHeaders(language: "pl"),
                        body: try jsonBuffer(body)
                    ).status == .accepted)
                let token = try await app.mailLinkTokens().alertConfirmation(
                    MailAddresses.key(TestContext.subscriber), issuedAt: app.clock.now)
                _ = try await app.client.execute(uri: "/alerts/confirm?token=\(token)", method: .post)

                try await app.client.createListed(
                    AlertsAPITests.report(
                        north: 300,
                        [
                            "species": "CAT", "sex": "FEMALE", "breed": nil, "petName": "Mruczka",
                            "email": "a@example.com",
                        ]))
                try await app.client.createListed(
                    AlertsAPITests.report(north: 600, ["petName": nil, "breed": nil, "email": "b@example.com"]))
                #expect(try await app.runAlertMail() == 1)
                let mail = try #require(try await app.alertMails().first)
                #expect(mailHeader(mail.message, "Content-Language") == "pl")
                #expect(
                    mail.text.contains("Mruczka — zaginiona kotka") && mail.text.contains("Zaginął pies"),
                    "\(mail.text)")
                #expect(!mail.text.contains("Pies — zaginiony pies"), "a nameless report's line says its kind once")
                // Issue 50: where, in Polish words, and the area by its name and the place nearest its centre.
                #expect(mail.text.contains("na północ od Twojego punktu (w pobliżu: Kraków)"), "\(mail.text)")
                #expect(mail.text.contains("w promieniu 5 km od: Rynek (Kraków)"), "\(mail.text)")
                #expect(!mail.text.contains("missing"), "\(mail.text)")
            }
        }
    }

    @Test(
        "Given the pages a mail's links open (confirm the address, stop a report's mail, confirm or stop an alert, a broken link), then each is in the visitor's language: their choice on the site, else Accept-Language, else English; the API beside them stays English",
        arguments: TestDatabase.engines)
    func mailLinkPagesInTheVisitorsLanguage(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outboxDirectory)) { app in
                let report = try await app.client.create(validMissingReport())
                _ = try await app.askForAlert()
                let tokens = try await app.mailLinkTokens()
                let pages = [
                    (
                        "/notifications/confirm?token=\(try await app.confirmationToken(report.id))",
                        "Czy to Twój adres?", "Is this your address?"
                    ),
                    (
                        "/notifications/unsubscribe?token=\(tokens.unsubscribe(report.id))",
                        "Przestać wysyłać maile o zgłoszeniu „Burek”?",
                        "Stop mail about Burek?"
                    ),
                    (
                        "/alerts/confirm?token=\(tokens.alertConfirmation(MailAddresses.key(TestContext.subscriber), issuedAt: app.clock.now))",
                        "Potwierdź swoje alerty",
                        "Confirm your alerts"
                    ),
                    ("/alerts/confirm?token=broken", "Ten link nie działa", "This link does not work"),
                ]
                for (path, polish, english) in pages {
                    for (headers, words, language): (HTTPFields, String, String) in [
                        ([.acceptLanguage: "pl-PL, en;q=0.5", .accept: "text/html"], polish, "pl"),
                        ([.cookie: "petspot_language=pl", .acceptLanguage: "en"], polish, "pl"),
                        ([.cookie: "petspot_language=en", .acceptLanguage: "pl"], english, "en"),
                        ([:], english, "en"),
                    ] {
                        let page = try await app.client.execute(uri: path, method: .get, headers: headers)
                        #expect(
                            page.bodyString.contains("<html lang=\"\(language)\">")
                                && page.headers[.contentLanguage] == language, "\(path) \(headers)")
                        #expect(page.bodyString.contains(words), "\(path) \(headers): \(page.bodyString)")
                        #expect(page.headers[.vary]?.contains("Accept-Language") == true)
                    }
                }
                let inPolish = try await app.client.execute(
                    uri: "/api/v1/alerts", method: .post, headers: jsonHeaders(language: "pl"),
                    body: try jsonBuffer(["email": "x"]))
                let plain = try await app.client.execute(
                    uri: "/api/v1/alerts", method: .post, headers: jsonHeaders, body: try jsonBuffer(["email": "x"]))
                let (message, english) = (
                    try inPolish.errorBody()["message"] as? String, try plain.errorBody()["message"] as? String
                )
                #expect(
                    inPolish.status == .badRequest && message != nil && message == english,
                    "the API's refusal stays English")
            }
        }
    }
}
