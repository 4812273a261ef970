import Foundation
import PetSpotDomain
import PetSpotServer

/// `petspot scams`: measures the scam detector on the repository's labelled messages
/// (`bench/data/scam-messages.tsv`, from the working directory): precision and recall, overall and
/// per language, what it got wrong, and how long a message takes. Prints one JSON object (bench/run's
/// `scams`; the figures are in docs/finders.md).
enum ScamsCommand {
    static let abstract = "Measure the scam detector on bench/data/scam-messages.tsv (for bench/run scams)."
    static let labelledSet = "bench/data/scam-messages.tsv"

    static func run(_ settings: CommandLineSettings) async throws {
        let messages = try ScamFigures.labelled(String(contentsOfFile: labelledSet, encoding: .utf8))
        func figures(_ messages: [ScamFigures.Labelled]) -> [String: Any] {
            let figures = ScamFigures(messages)
            return [
                "messages": figures.count, "precision": figures.precision, "recall": figures.recall,
                "truePositives": figures.truePositives, "falsePositives": figures.falsePositives,
                "falseNegatives": figures.falseNegatives, "trueNegatives": figures.trueNegatives,
                "mistakes": figures.mistakes.map { "\($0.isScam ? "SCAM" : "GENUINE")\t\($0.text)" },
            ]
        }
        let clock = ContinuousClock()
        _ = ScamDetector.shared
        let started = clock.now
        for message in messages { _ = ScamDetector.shared.warnings(in: message.text) }
        let elapsed = clock.now - started
        let micros = (Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
        let result: [String: Any] = [
            "all": figures(messages), "en": figures(messages.filter { $0.language == "en" }),
            "pl": figures(messages.filter { $0.language == "pl" }),
            "microsecondsPerMessage": (micros / Double(max(1, messages.count))).rounded(),
        ]
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .prettyPrinted])
        print(String(decoding: data, as: UTF8.self))
    }
}
