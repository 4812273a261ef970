extension StringCatalogue {
    /// A sentence the catalogue wrote in its source language (the API's English: "Please select an
    /// animal species", "petName must be a text value", "Must be at most 500 characters") in
    /// `language`, its arguments carried over; the sentence itself when no key wrote it. How a
    /// client words what the server said in the client's language.
    public func worded(_ sentence: String, in language: Language) -> String {
        guard language != .source else { return sentence }
        if let key = sentences[sentence] { return template(key, in: language) }
        if let key = pluralSentences[sentence] { return plural(key, count: 1, in: language) }
        for pattern in patterns {
            guard let arguments = pattern.arguments(in: sentence) else { continue }
            if pattern.isPlural {
                guard let count = Int(arguments.first ?? "") else { continue }
                return plural(pattern.key, count: count, in: language, arguments: Array(arguments.dropFirst()))
            }
            return text(pattern.key, in: language, arguments: arguments)
        }
        return sentence
    }

    /// A source-language value with placeholders, as literal pieces and the argument each
    /// placeholder takes (a plural form's count is argument 0).
    struct Pattern: Sendable {
        enum Piece: Sendable {
            case literal(String)
            case argument(Int)
        }

        let key: String
        let isPlural: Bool
        let pieces: [Piece]

        /// The more literal text a pattern has, the surer its match: those are tried first.
        var literalLength: Int {
            pieces.reduce(0) { total, piece in if case .literal(let text) = piece { total + text.count } else { total }
            }
        }

        init?(key: String, value: String, isPlural: Bool) {
            var pieces: [Piece] = []
            for piece in StringCatalogue.Piece.pieces(of: value) {
                switch piece {
                case .literal(let text):
                    // Literal runs (a `%%` splits one) are joined: the matcher looks for each whole.
                    if case .literal(let before)? = pieces.last {
                        pieces[pieces.count - 1] = .literal(before + text)
                    } else {
                        pieces.append(.literal(String(text)))
                    }
                case .placeholder(let index, _):
                    pieces.append(.argument(index))
                }
            }
            guard pieces.contains(where: { if case .argument = $0 { true } else { false } }) else { return nil }
            self.key = key
            self.isPlural = isPlural
            self.pieces = pieces
        }

        /// The arguments `sentence` gives this pattern's placeholders, by index; `nil` when it does
        /// not fit. An argument runs to the first place the literal after it is found.
        func arguments(in sentence: String) -> [String]? {
            var captured: [Int: String] = [:]
            var rest = Substring(sentence)
            var pending: Int?
            for piece in pieces {
                switch piece {
                case .literal(let text):
                    if let argument = pending {
                        guard let found = rest.range(of: text), found.lowerBound > rest.startIndex else { return nil }
                        captured[argument] = String(rest[..<found.lowerBound])
                        rest = rest[found.upperBound...]
                        pending = nil
                    } else {
                        guard rest.hasPrefix(text) else { return nil }
                        rest = rest.dropFirst(text.count)
                    }
                case .argument(let index):
                    guard pending == nil else { return nil }  // two placeholders side by side: no way to split them
                    pending = index
                }
            }
            if let argument = pending {
                guard !rest.isEmpty else { return nil }
                captured[argument] = String(rest)
            } else if !rest.isEmpty {
                return nil
            }
            guard let last = captured.keys.max() else { return nil }
            return (0...last).map { captured[$0] ?? "" }
        }
    }
}
