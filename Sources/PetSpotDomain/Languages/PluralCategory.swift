/// CLDR's plural categories (Unicode TR 35, "Language Plural Rules"): which form of a counted noun
/// a number takes. English has one and other ("1 report", "2 reports"); Polish one, few and many
/// ("1 zgłoszenie", "2 zgłoszenia", "5 zgłoszeń"), and other for fractions.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Codable {
    case zero, one, two, few, many, other

    /// The category of a whole `count` in `language`, by CLDR's rules for integers (v = 0):
    /// - en: one: i = 1; other otherwise.
    /// - pl: one: i = 1; few: i % 10 = 2..4 and i % 100 ≠ 12..14; many: every other i ≠ 1.
    public init(_ count: Int, in language: Language) {
        let i = count.magnitude
        switch language {
        case .english:
            self = i == 1 ? .one : .other
        case .polish:
            if i == 1 {
                self = .one
            } else if (2...4).contains(i % 10) && !(12...14).contains(i % 100) {
                self = .few
            } else {
                self = .many
            }
        }
    }

    /// The categories a language's integers fall in, each of which every plural key must give.
    public static func required(in language: Language) -> Set<PluralCategory> {
        switch language {
        case .english: [.one, .other]
        case .polish: [.one, .few, .many, .other]
        }
    }
}
