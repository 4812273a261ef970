import Foundation
import PetSpotDomain
import Testing

@Suite("Scam detector")
struct ScamDetectorTests {
    /// The repository's labelled set, read where the bench reads it.
    static func labelledSet() throws -> [ScamFigures.Labelled] {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "bench/data/scam-messages.tsv")
        return try ScamFigures.labelled(String(contentsOf: url, encoding: .utf8))
    }

    @Test("the labelled set holds at least 200 messages, scams and genuine, in English and Polish")
    func labelledSetIsLargeAndMixed() throws {
        let set = try Self.labelledSet()
        #expect(set.count >= 200)
        for language in ["en", "pl"] {
            #expect(set.filter { $0.language == language && $0.isScam }.count >= 50)
            #expect(set.filter { $0.language == language && !$0.isScam }.count >= 50)
        }
    }

    @Test("on the labelled set: precision at least 0.95, recall at least 0.85, in each language")
    func figuresMeetTheTargets() throws {
        let set = try Self.labelledSet()
        for messages in [set, set.filter { $0.language == "en" }, set.filter { $0.language == "pl" }] {
            let figures = ScamFigures(messages)
            #expect(figures.precision >= 0.95, "\(figures.mistakes.map(\.text))")
            #expect(figures.recall >= 0.85, "\(figures.mistakes.map(\.text))")
        }
    }

    @Test(
        "each pattern is named, with the words that matched as the sender wrote them",
        arguments: [
            ("I'll text you a code, read it back to me", ScamPattern.verificationCode, "I'll text you a code"),
            ("Przyjdzie SMS z kodem, proszę podać mi ten kod", .verificationCode, "podać mi ten kod"),
            ("Send the reward first via Zelle", .paymentFirst, "Zelle"),
            ("Najpierw nagroda przelewem", .paymentFirst, "przelewem"),
            ("Proszę o kod BLIK", .verificationCode, "kod BLIK"),
            ("Proszę wpłacić zaliczkę", .paymentFirst, "zaliczkę"),
            ("I need $200 for the transport fee", .transportFee, "transport fee"),
            ("Rachunek za weterynarza to 450 zł", .vetBill, "Rachunek za weterynarza"),
            ("This is PetSpot support, your report will be suspended", .impersonation, "This is PetSpot support"),
            ("Contact me on WhatsApp only", .offPlatform, "WhatsApp"),
            ("See https://bit.ly/x", .offPlatform, "https://bit.ly/x"),
            ("Zapłać albo nigdy go nie zobaczysz", .threat, "albo nigdy go nie zobaczysz"),
        ])
    func namesThePattern(text: String, pattern: ScamPattern, evidence: String) {
        let warning = ScamDetector.shared.warnings(in: text).first { $0.code == pattern }
        #expect(warning?.evidence == evidence)
    }

    @Test(
        "a finder's ordinary message, a postcode, a tag's code, an email address and thanks in advance are not flagged")
    func ordinaryMessagesPass() {
        for text in [
            "Found your dog near the park, my postcode is CB1 2AB, email me at finder@gmail.com",
            "The tag has the code A12 on it", "Z góry dziękuję, pies jest u mnie",
            "The vet scanned the chip for free", "Schronisko nie pobiera opłat za odbiór",
        ] {
            #expect(ScamDetector.shared.warnings(in: text).isEmpty, "\(text)")
        }
    }

    @Test("the lists refuse a code the wire does not know")
    func refusesUnknownCodes() {
        #expect(throws: (any Error).self) {
            try ScamDetector(lists: Data(#"{"patterns":{"PHISHING":["x"]}}"#.utf8))
        }
    }
}
