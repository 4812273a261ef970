import Foundation

/// Checks a message to an owner against the documented patterns of lost-pet scams, in English and
/// Polish: a pure function of the text, its lists in data (`scam-patterns.json`, read once), so the
/// server's answers, the pages, the mails and the figures (`ScamFigures`) all use the one rule.
/// Matching runs on the text folded (lower case, no diacritics, `ł` as `l`), one character for one,
/// so what matched is given back as the sender wrote it.
public struct ScamDetector: Sendable {
    /// Each pattern's expressions, in the order of `ScamPattern.allCases`.
    let patterns: [(ScamPattern, [NSRegularExpression])]

    /// The detector over the bundled lists.
    public static let shared: ScamDetector = {
        do {
            return try ScamDetector(lists: try Data(contentsOf: bundledLists))
        } catch {
            preconditionFailure("The bundled scam-patterns.json could not be read: \(error)")
        }
    }()

    static var bundledLists: URL {
        guard let url = Bundle.module.url(forResource: "scam-patterns", withExtension: "json") else {
            preconditionFailure("scam-patterns.json is missing from PetSpotDomain's resources")
        }
        return url
    }

    private struct Lists: Decodable {
        let patterns: [String: [String]]
    }

    /// A detector over `lists` (the JSON form of `scam-patterns.json`); throws on an unknown code
    /// or an expression that does not compile.
    public init(lists: Data) throws {
        let decoded = try JSONDecoder().decode(Lists.self, from: lists)
        for code in decoded.patterns.keys where ScamPattern(rawValue: code) == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Unknown pattern \(code)"))
        }
        patterns = try ScamPattern.allCases.map { pattern in
            (pattern, try (decoded.patterns[pattern.rawValue] ?? []).map { try NSRegularExpression(pattern: $0) })
        }
    }

    /// One warning per pattern the text matches (its first match as evidence), in the patterns'
    /// order; empty for a message with none.
    public func warnings(in text: String) -> [ScamWarning] {
        let original = Array(text)
        let folded = String(original.map(Self.fold))
        let whole = NSRange(folded.startIndex..., in: folded)
        return patterns.compactMap { pattern, expressions in
            for expression in expressions {
                guard let match = expression.firstMatch(in: folded, range: whole),
                    let range = Range(match.range, in: folded)
                else { continue }
                // Whole words: "z kod" of "z kodem" is given as "z kodem".
                var start = folded.distance(from: folded.startIndex, to: range.lowerBound)
                var end = start + folded.distance(from: range.lowerBound, to: range.upperBound)
                while start > 0, start < end, original[start - 1].isLetter, original[start].isLetter { start -= 1 }
                while end < original.count, end > start, original[end].isLetter, original[end - 1].isLetter { end += 1 }
                let evidence = String(original[start..<end]).trimmingCharacters(in: .whitespaces)
                return ScamWarning(code: pattern, evidence: evidence)
            }
            return nil
        }
    }

    /// Whether the text matches any pattern.
    public func isFlagged(_ text: String) -> Bool { !warnings(in: text).isEmpty }

    /// A character folded for matching: lower case, without its diacritics; always one character,
    /// so that positions in the folded text are positions in the original.
    static func fold(_ character: Character) -> Character {
        switch character {
        case "ł", "Ł": return "l"
        case "’", "‘", "ʼ": return "'"
        default:
            let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            return folded.count == 1 ? folded.first! : character
        }
    }
}
