import Foundation

/// Every user-facing sentence in each language, read from one file in Apple's String Catalog
/// format (`Localizable.xcstrings`, JSON), which the iOS app reads natively and these modules
/// read here: one source for both (`docs/languages.md`). A key has a value per language, or plural
/// variations per CLDR category; `%@` and `%lld` (or `%1$@`, `%2$lld`) are its placeholders.
public struct StringCatalogue: Sendable {
    /// The file's shape, as Xcode writes it (the parts PetSpot uses).
    struct File: Codable {
        var sourceLanguage: String
        var strings: [String: Entry]
        var version: String
    }

    struct Entry: Codable {
        var comment: String?
        var localizations: [String: Localization]?
    }

    struct Localization: Codable {
        var stringUnit: StringUnit?
        var variations: Variations?
    }

    struct Variations: Codable {
        var plural: [String: PluralForm]?
    }

    struct PluralForm: Codable {
        var stringUnit: StringUnit
    }

    struct StringUnit: Codable {
        var state: String
        var value: String
    }

    let file: File
    /// The words of each language by key, and the plural forms by key and category, read once, so
    /// a page's hundred-odd sentences are as many dictionary lookups. Kept by `Language.ordinal`
    /// in an array, not a dictionary of dictionaries, so a lookup hashes the key alone.
    private let units: [[String: String]]
    private let plurals: [[String: [PluralCategory: String]]]
    /// The source language's sentences without placeholders, to their keys, and those with
    /// placeholders as patterns, surest first (`worded(_:in:)`).
    let sentences: [String: String]
    let pluralSentences: [String: String]
    let patterns: [Pattern]

    init(file: File) {
        self.file = file
        var units = [[String: String]](repeating: [:], count: Language.allCases.count)
        var plurals = [[String: [PluralCategory: String]]](repeating: [:], count: Language.allCases.count)
        for language in Language.allCases {
            for (key, entry) in file.strings {
                guard let localization = entry.localizations?[language.rawValue] else { continue }
                if let value = localization.stringUnit?.value { units[language.ordinal][key] = value }
                if let forms = localization.variations?.plural {
                    plurals[language.ordinal][key] = Dictionary(
                        uniqueKeysWithValues: forms.compactMap { name, form in
                            PluralCategory(rawValue: name).map { ($0, form.stringUnit.value) }
                        })
                }
            }
        }
        self.units = units
        self.plurals = plurals
        var sentences: [String: String] = [:]
        var pluralSentences: [String: String] = [:]
        var patterns: [Pattern] = []
        for (key, value) in units[Language.source.ordinal].sorted(by: { $0.key < $1.key }) {
            if let pattern = Pattern(key: key, value: value, isPlural: false) {
                patterns.append(pattern)
            } else if sentences[value] == nil {
                sentences[value] = key
            }
        }
        for (key, forms) in plurals[Language.source.ordinal].sorted(by: { $0.key < $1.key }) {
            patterns += forms.values.sorted().compactMap { Pattern(key: key, value: $0, isPlural: true) }
            // A form without its count ("One more sighting is on Manage my report.") is the one for 1.
            if let one = forms[.one], Pattern(key: key, value: one, isPlural: true) == nil {
                pluralSentences[one] = key
            }
        }
        self.pluralSentences = pluralSentences
        self.sentences = sentences
        self.patterns = patterns.sorted { $0.literalLength > $1.literalLength }
    }

    public init(json: Data) throws {
        self.init(file: try JSONDecoder().decode(File.self, from: json))
    }

    /// PetSpot's catalogue, from the module's resources.
    public static let bundled: StringCatalogue = {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"),
            let data = try? Data(contentsOf: url), let catalogue = try? StringCatalogue(json: data)
        else {
            preconditionFailure(
                "PetSpotDomain's Localizable.xcstrings is missing or unreadable: the build lacks its resources")
        }
        return catalogue
    }()

    public var keys: [String] { file.strings.keys.sorted() }

    /// The key's words in `language`, the placeholders filled in order; the source language's when
    /// the language lacks them (the completeness test keeps that from shipping), else the key.
    public func text(_ key: String, in language: Language, _ arguments: any CustomStringConvertible...) -> String {
        text(key, in: language, arguments: arguments)
    }

    public func text(_ key: String, in language: Language, arguments: [any CustomStringConvertible]) -> String {
        Self.fill(template(key, in: language), arguments)
    }

    /// The key's words in `language` with their placeholders unfilled.
    public func template(_ key: String, in language: Language) -> String {
        units[language.ordinal][key] ?? units[Language.source.ordinal][key] ?? key
    }

    /// The form of the key for `count` in `language` (CLDR's category), with `count` and then
    /// `arguments` in its placeholders.
    public func plural(
        _ key: String, count: Int, in language: Language, _ arguments: any CustomStringConvertible...
    ) -> String {
        plural(key, count: count, in: language, arguments: arguments)
    }

    public func plural(
        _ key: String, count: Int, in language: Language, arguments: [any CustomStringConvertible]
    ) -> String {
        let category = PluralCategory(count, in: language)
        let forms = plurals[language.ordinal][key] ?? plurals[Language.source.ordinal][key]
        let value = forms?[category] ?? forms?[.other] ?? key
        return Self.fill(value, [count] + arguments)
    }

    /// Whether the key has words (or plural forms) in the source language.
    public func has(_ key: String) -> Bool {
        units[Language.source.ordinal][key] != nil || plurals[Language.source.ordinal][key] != nil
    }

    /// What the catalogue lacks, a line each: a key without a language, a plural key without a
    /// category its language needs, an empty value, placeholders that differ between languages or
    /// forms (a form may leave the count out: "once"). Empty when complete; the tests hold it so.
    public func gaps() -> [String] {
        var gaps: [String] = []
        for key in keys {
            let localizations = file.strings[key]?.localizations ?? [:]
            var placeholders: Set<[String]> = []
            for language in Language.allCases {
                guard let localization = localizations[language.rawValue] else {
                    gaps.append("\(key): no \(language.rawValue)")
                    continue
                }
                if let forms = localization.variations?.plural {
                    let missing = PluralCategory.required(in: language).map(\.rawValue).filter { forms[$0] == nil }
                    if !missing.isEmpty {
                        gaps.append("\(key) (\(language.rawValue)): no \(missing.sorted().joined(separator: ", "))")
                    }
                    for form in forms.values {
                        placeholders.insert(Self.placeholders(form.stringUnit.value).filter { $0 != "%lld" }.sorted())
                    }
                } else if let unit = localization.stringUnit, !unit.value.isEmpty {
                    placeholders.insert(Self.placeholders(unit.value).sorted())
                } else {
                    gaps.append("\(key) (\(language.rawValue)): no words")
                }
            }
            if placeholders.count > 1 { gaps.append("\(key): the placeholders differ between languages or forms") }
        }
        return gaps
    }

    /// The placeholders of a value (`%@`, `%lld`, `%1$@`, …), in order; `%%` is a percent sign.
    static func placeholders(_ value: String) -> [String] {
        Piece.pieces(of: value).compactMap { if case .placeholder(_, let text) = $0 { String(text) } else { nil } }
    }

    /// `%@`, `%lld`, `%d` and their positional forms (`%2$@`) replaced by the arguments; an
    /// unnumbered placeholder takes the next unnumbered argument, so a plural form may put its
    /// count (`%lld`, the first) after a numbered one ("opened %lld times, last %2$@"). Most
    /// sentences have no placeholder, which one byte search rules out.
    static func fill(_ value: String, _ arguments: [any CustomStringConvertible]) -> String {
        guard value.utf8.contains(UInt8(ascii: "%")) else { return value }
        var result = ""
        for piece in Piece.pieces(of: value) {
            switch piece {
            case .literal(let text): result += text
            case .placeholder(let index, let text):
                result += arguments.indices.contains(index) ? arguments[index].description : String(text)
            }
        }
        return result
    }

    /// A value read as its literal text and its placeholders, each with the argument it takes:
    /// the one rule of the catalogue's placeholders, for filling them (`fill`), checking them
    /// (`gaps`) and reading them back (`worded`).
    enum Piece: Sendable {
        case literal(Substring)
        /// The argument's index (0-based) and the placeholder as written.
        case placeholder(Int, Substring)

        static func pieces(of value: String) -> [Piece] {
            var pieces: [Piece] = []
            var next = 0
            var rest = Substring(value)
            while let percent = rest.firstIndex(of: "%") {
                if percent > rest.startIndex { pieces.append(.literal(rest[..<percent])) }
                let start = percent
                rest = rest[rest.index(after: percent)...]
                if rest.first == "%" {
                    pieces.append(.literal(rest.prefix(1)))
                    rest = rest.dropFirst()
                    continue
                }
                var position: Int?
                let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
                if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                    position = Int(digits)
                    rest = rest.dropFirst(digits.count + 1)
                }
                guard let kind = ["@", "lld", "ld", "d"].first(where: { rest.hasPrefix($0) }) else {
                    pieces.append(.literal(value[start..<rest.startIndex]))
                    continue
                }
                rest = rest.dropFirst(kind.count)
                pieces.append(.placeholder(position.map { $0 - 1 } ?? next, value[start..<rest.startIndex]))
                if position == nil { next += 1 }
            }
            if !rest.isEmpty { pieces.append(.literal(rest)) }
            return pieces
        }
    }
}
