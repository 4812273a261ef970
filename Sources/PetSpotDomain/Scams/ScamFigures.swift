/// How well `ScamDetector` tells scams from genuine messages on a labelled set (the repository's
/// `bench/data/scam-messages.tsv`: `SCAM` or `GENUINE`, a language, the message, tab-separated;
/// `#` starts a comment): what `petspot scams` prints, the test holds and `docs/finders.md` gives.
public struct ScamFigures: Hashable, Sendable {
    public struct Labelled: Hashable, Sendable {
        public var isScam: Bool
        public var language: String
        public var text: String
    }

    public var truePositives = 0, falsePositives = 0, falseNegatives = 0, trueNegatives = 0
    /// The messages the detector got wrong, for whoever tunes the lists.
    public var mistakes: [Labelled] = []

    /// Of the flagged messages, the share that were scams.
    public var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
    /// Of the scams, the share flagged.
    public var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }
    public var count: Int { truePositives + falsePositives + falseNegatives + trueNegatives }

    /// The labelled messages of a TSV file's text; throws on a line that is not one.
    public static func labelled(_ tsv: String) throws -> [Labelled] {
        try tsv.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }.map { line in
            let columns = line.split(separator: "\t", maxSplits: 2)
            guard columns.count == 3, ["SCAM", "GENUINE"].contains(columns[0]) else {
                throw UnreadableLine(line: String(line))
            }
            return Labelled(isScam: columns[0] == "SCAM", language: String(columns[1]), text: String(columns[2]))
        }
    }

    public struct UnreadableLine: Error, Hashable, Sendable {
        public let line: String
    }

    /// The detector measured on `messages`.
    public init(_ messages: [Labelled], detector: ScamDetector = .shared) {
        for message in messages {
            switch (message.isScam, detector.isFlagged(message.text)) {
            case (true, true): truePositives += 1
            case (false, true):
                falsePositives += 1
                mistakes.append(message)
            case (true, false):
                falseNegatives += 1
                mistakes.append(message)
            case (false, false): trueNegatives += 1
            }
        }
    }
}
