/// The secret a reporter uses to change or remove their report: 10 Crockford base-32 symbols
/// (50 bits of entropy) shown as `XXXXX-XXXXX`, free of look-alike letters (no I, L, O, U).
public struct ManagementPassword: Sendable, Equatable, CustomStringConvertible {
    package static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    package static let symbolCount = 10

    /// The canonical form: upper case, no separator.
    public let canonical: String

    /// A new random password from the system's cryptographically secure generator.
    public static func generate() -> ManagementPassword {
        var generator = SystemRandomNumberGenerator()
        return ManagementPassword(entropy: (0..<8).map { _ -> UInt8 in generator.next() })
    }

    /// The password spelled by the first 50 bits of `entropy` (at least 7 bytes: random, or a keyed hash).
    package init(entropy: [UInt8]) {
        precondition(entropy.count * 8 >= Self.symbolCount * 5, "50 bits are needed")
        let symbols = (0..<Self.symbolCount).map { index -> Character in
            let bit = index * 5
            let pair = UInt16(entropy[bit / 8]) << 8 | UInt16(bit / 8 + 1 < entropy.count ? entropy[bit / 8 + 1] : 0)
            return Self.alphabet[Int(pair >> (11 - bit % 8) & 0x1F)]
        }
        self.init(canonical: String(symbols))
    }

    private init(canonical: String) {
        self.canonical = canonical
    }

    /// Reads what a person typed: case, spaces and hyphens do not matter, and the look-alikes
    /// O→0, I/L→1 are forgiven. `nil` when it cannot be a management password.
    public init?(typed text: String) {
        var symbols: [Character] = []
        for character in text.uppercased() where character != "-" && !character.isWhitespace {
            let mapped: Character =
                switch character {
                case "O": "0"
                case "I", "L": "1"
                default: character
                }
            guard Self.alphabet.contains(mapped) else { return nil }
            symbols.append(mapped)
        }
        guard symbols.count == Self.symbolCount else { return nil }
        self.init(canonical: String(symbols))
    }

    /// How it is shown once to the reporter: `K7QM2-XPD4R`.
    public var description: String {
        let middle = canonical.index(canonical.startIndex, offsetBy: Self.symbolCount / 2)
        return "\(canonical[..<middle])-\(canonical[middle...])"
    }
}
