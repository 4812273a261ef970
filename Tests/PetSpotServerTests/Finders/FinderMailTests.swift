import Foundation
import HTTPTypes
import HummingbirdTesting
import PetSpotDomain
import PetSpotMail
import PetSpotProcessTesting
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotOutbox
import PetSpotStorage
import PetSpotStorageTesting

@Suite(
    "Finders and owners by mail: the finder's first mail guides them; a scam's message comes with its warning; the mark is never mailed"
)
struct FinderMailTests {
    /// Every mail queued so far, delivered as .eml files, in the order written.
    private func mails(_ app: TestContext, _ directory: URL) async throws -> [String] {
        try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
            await MailTestKit(app, pool: pool).delivery(EMLDirectoryTransport(directory: directory)).deliverDue()
        }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".eml") }
            .sorted().map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test(
        "Given a found report in London, then its first mail has the UK's steps, the chip lookup, the law's source and the collar's link; in Kraków, Poland's",
        arguments: TestDatabase.engines)
    func findersFirstMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { directory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(directory)) { app in
                var london = validFoundReport(latitude: 51.5072, longitude: -0.1276, species: "DOG")
                london["email"] = "finder@example.com"
                london["privateMark"] = "White patch under the chin"
                let created = try await app.client.createListed(london)
                let mail = try #require(try await mails(app, directory).first)
                let text = try #require(mailPart(mail, "text/plain"))
                #expect(
                    text.contains("Found a pet? What to do now") && text.contains("Guidance for the United Kingdom."))
                #expect(
                    text.contains("https://www.check-a-chip.co.uk")
                        && text.contains("Environmental Protection Act 1990"))
                #expect(text.contains("https://petspot.example/reports/\(created.id)/collar"))
                #expect(text.contains("https://petspot.example/found-a-pet?country=GB&report=\(created.id)"))
                #expect(text.contains(Copy.PrivateMark.findersUse))
                #expect(
                    !mail.contains("White patch") && !text.contains("White patch"), "the mark itself is never mailed")
            }
        }
    }

    @Test(
        "Given a message that asks for a code, then the owner's mail quotes it whole with the warning beside it",
        arguments: TestDatabase.engines)
    func warningInTheMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { directory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(directory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                _ = try await mails(app, directory)
                let scam = "I have your dog. I'll send you a verification code, read it back to me."
                #expect(
                    try await MailNotificationTests.message(
                        app, created.id, ["message": scam, "replyPhone": "600100200"]
                    ).status == .accepted)
                let mail = try #require(try await mails(app, directory).last)
                let text = try #require(mailPart(mail, "text/plain"))
                #expect(text.contains("> \(scam)"), "delivered whole")
                #expect(
                    text.contains(Copy.Scams.title)
                        && text.contains("This message asks for a code (“verification code”)"))
            }
        }
    }
}
