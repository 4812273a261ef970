import Foundation

/// The languages PetSpot speaks: English (the seeds' words, word for word) and Polish (its first
/// users are in Poland). A code is a BCP 47 primary language subtag, as the catalogue keys them.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    case english = "en"
    case polish = "pl"

    /// The catalogue's source language: where a key's words are written first.
    public static let source = Language.english

    /// Its place in `allCases`, for tables kept by language.
    var ordinal: Int {
        switch self {
        case .english: 0
        case .polish: 1
        }
    }

    /// The language of the words being written now: a web request's visitor's, a mail's
    /// recipient's, the phone's. Said where the audience changes (`Language.speaking(.polish) { … }`)
    /// like SwiftUI's locale in the environment, so the hundreds of `Copy` sentences every view
    /// model and page reads need no language passed through each of them. The API speaks the
    /// reference's English, and says so around its routes.
    ///
    /// Unsaid, it is the phone's (`preferred`); but where a writer must say whose language it
    /// writes in (everything the server runs: `mustBeSaid`), an unsaid read is a forgotten path
    /// that would write English to a Polish reader, and traps in debug builds and tests.
    public static var current: Language {
        if let said { return said }
        assert(
            !mustBeSaid,
            "Language.current read where nobody said whose language this is: say it where the audience changes (Language.speaking)"
        )
        return .preferred
    }

    /// The language said for this task, if any.
    @TaskLocal public static var said: Language?

    /// Whether this task's words must have their language said (the server's requests and
    /// periodic work), else `current` traps in debug builds.
    @TaskLocal public static var mustBeSaid = false

    /// `body`, written in `language`.
    public static func speaking<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        try $said.withValue(language, operation: body)
    }

    /// `body`, written in `language`.
    public static func speaking<Result>(
        _ language: Language, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $said.withValue(language, operation: body, isolation: isolation)
    }

    /// The phone's choice on Apple platforms (Settings › PetSpot › Language, as iOS offers the
    /// app's localisations); English elsewhere, where a server binds `current` per request.
    public static var preferred: Language {
        #if canImport(Darwin)
        Bundle.main.preferredLocalizations.lazy.compactMap { Language(code: $0) }.first ?? .source
        #else
        .source
        #endif
    }

    /// The cookie that keeps a visitor's choice (the switch on every web page), for a year.
    public static let cookieName = "petspot_language"

    /// A visitor's language: the one they chose (`cookie`'s value), else the first of their
    /// `Accept-Language` that PetSpot speaks, else English. Every page's, the site's and the
    /// pages the mails' links open.
    public static func visitors(cookie: String?, acceptLanguage: String?) -> Language {
        cookie.flatMap(Language.init(rawValue:)) ?? acceptLanguage.flatMap(negotiated) ?? .source
    }

    /// The language of a code such as "pl", "pl-PL" or "en_GB"; `nil` for one PetSpot does not speak.
    public init?(code: some StringProtocol) {
        let primary = code.prefix { $0 != "-" && $0 != "_" }.lowercased()
        self.init(rawValue: primary)
    }

    /// The language of an `Accept-Language` value (RFC 9110 §12.5.4) that PetSpot speaks, highest
    /// quality first and, among equals, in the order given; `nil` when it speaks none of them.
    public static func negotiated(_ header: String) -> Language? {
        let ranges = header.split(separator: ",").enumerated().compactMap { index, item -> (Language, Double, Int)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = Language(code: tag) else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality, index) : nil
        }
        return ranges.min { ($0.1, -$0.2) > ($1.1, -$1.2) }?.0
    }

    /// Its name in itself, as a language switcher lists it: "English", "Polski".
    public var name: String {
        switch self {
        case .english: "English"
        case .polish: "Polski"
        }
    }

    /// Foundation's locale for the language's dates and numbers.
    public var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_GB")
        case .polish: Locale(identifier: "pl_PL")
        }
    }

    /// Between the day, month and year of a date in figures: what Foundation's numeric date style
    /// writes for `locale` ("18/11/2026", "18.11.2026"; `LanguageTests` holds them equal),
    /// without a formatter on every list's and mail's path.
    public var dateSeparator: String { self == .polish ? "." : "/" }

    /// A number of tenths as the language writes it: "1.2" in English, "1,2" in Polish. Integers,
    /// not a format style: it is in every alert mail's distances (`Copy.length`).
    public func decimal(tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        return "\(sign)\(magnitude / 10)\(self == .polish ? "," : ".")\(magnitude % 10)"
    }
}
