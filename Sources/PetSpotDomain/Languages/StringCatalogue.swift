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

    init(file: File) {
        self.file = file
    }

    public init(json: Data) throws {
        self.init(file: try JSONDecoder().decode(File.self, from: json))
    }

    /// PetSpot's catalogue, from the module's resources.
    public static let bundled: StringCatalogue = {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"),
              let data = try? Data(contentsOf: url), let catalogue = try? StringCatalogue(json: data) else {
            preconditionFailure("PetSpotDomain's Localizable.xcstrings is missing or unreadable: the build lacks its resources")
        }
        return catalogue
    }()

    public var keys: [String] { file.strings.keys.sorted() }

    /// The key's words in `language`, the placeholders filled in order; the source language's when
    /// the language lacks them (the completeness test keeps that from shipping), else the key.
    public func text(_ key: String, in language: Language, _ arguments: CustomStringConvertible...) -> String {
        let unit = unit(key, language) ?? unit(key, .source)
        return Self.fill(unit?.value ?? key, arguments.map(\.description))
    }

    /// The form of the key for `count` in `language` (CLDR's category), with `count` and then
    /// `arguments` in its placeholders.
    public func plural(_ key: String, count: Int, in language: Language, _ arguments: CustomStringConvertible...) -> String {
        let category = PluralCategory(count, in: language).rawValue
        let forms = file.strings[key]?.localizations?[language.rawValue]?.variations?.plural
            ?? file.strings[key]?.localizations?[Language.source.rawValue]?.variations?.plural
        let value = forms?[category]?.stringUnit.value ?? forms?[PluralCategory.other.rawValue]?.stringUnit.value ?? key
        return Self.fill(value, ["\(count)"] + arguments.map(\.description))
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
                    if !missing.isEmpty { gaps.append("\(key) (\(language.rawValue)): no \(missing.sorted().joined(separator: ", "))") }
                    for form in forms.values { placeholders.insert(Self.placeholders(form.stringUnit.value).filter { $0 != "%lld" }) }
                } else if let unit = localization.stringUnit, !unit.value.isEmpty {
                    placeholders.insert(Self.placeholders(unit.value))
                } else {
                    gaps.append("\(key) (\(language.rawValue)): no words")
                }
            }
            if placeholders.count > 1 { gaps.append("\(key): the placeholders differ between languages or forms") }
        }
        return gaps
    }

    private func unit(_ key: String, _ language: Language) -> StringUnit? {
        file.strings[key]?.localizations?[language.rawValue]?.stringUnit
    }

    /// The placeholders of a value (`%@`, `%lld`, `%1$@`, …), in order; `%%` is a percent sign.
    static func placeholders(_ value: String) -> [String] {
        value.matches(of: placeholder).compactMap { $0.output.0 == "%%" ? nil : String($0.output.0) }
    }

    /// `%@`, `%lld`, `%d` and their positional forms (`%2$@`) replaced by the arguments.
    static func fill(_ value: String, _ arguments: [String]) -> String {
        var next = 0
        return value.replacing(placeholder) { match -> String in
            let text = String(match.output.0)
            if text == "%%" { return "%" }
            let index = match.output.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
            next = index + 1
            return arguments.indices.contains(index) ? arguments[index] : text
        }
    }

    /// Compiled once; never mutated, so shared safely.
    nonisolated(unsafe) private static let placeholder = /%%|%(?:(\d+)\$)?(?:@|lld|ld|d)/
}
