/// What a finder types under "Collar data": a microchip number (read from a tag or a vet's scan;
/// digits, with the hyphens and spaces of its `00000-00000-00000` form), or what the collar or tag
/// says, in words ("red collar, tag REX"). Seed 004 made the field a chip number only, which
/// deleted every letter a finder typed; issue 35 made it free text, and a number is still a chip.
public enum CollarData: Hashable, Sendable {
    /// Digits only, at most `MicrochipNumber.maxDigits` (extra ones are not accepted); empty for nothing typed.
    case chip(String)
    /// As typed, at most `TextLimit.collar` characters.
    case words(String)

    /// `text` read as one or the other: a chip number when it holds nothing but digits, hyphens and
    /// spaces (a tag's phone number written with `+` or words around it stays words).
    public init(typed text: String) {
        if text.allSatisfy({ $0.isASCIIDigit || $0 == "-" || $0.isWhitespace }) {
            self = .chip(MicrochipNumber.digits(fromTyped: text))
        } else {
            self = .words(TextLimit.capped(text, to: TextLimit.collar))
        }
    }

    /// What the field shows: a chip number formatted, words as typed.
    public var displayed: String {
        switch self {
        case .chip(let digits): MicrochipNumber.formatted(digits)
        case .words(let words): words
        }
    }
}
