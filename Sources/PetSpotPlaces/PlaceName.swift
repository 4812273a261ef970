import Foundation

/// How a typed name and a place's name are compared: case, diacritics, Polish "ł" and German
/// "ß" folded away, and runs of spaces, hyphens, apostrophes, commas and full stops made one
/// space, so that "krakow", "KRAKÓW" and "Kraków" find the same place, and "stoke on" finds
/// Stoke-on-Trent.
public enum PlaceName {
    /// The folded name's UTF-8 bytes.
    public static func fold(_ text: String) -> [UInt8] {
        var letters = Letters()
        return fold(text, letters: &letters)
    }

    /// Each letter beyond ASCII folded once (through Foundation) and remembered: the gazetteer's
    /// 540,000 names, folded a whole string at a time through Foundation, took 0.89 s; the whole
    /// name index, folded a letter at a time, takes 0.35 s (debug build, docs/places.md).
    struct Letters {
        private var folded: [Unicode.Scalar: [UInt8]] = [:]

        mutating func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
            if let known = folded[scalar] { return known }
            let text = String(scalar).replacingOccurrences(of: "ł", with: "l").replacingOccurrences(of: "Ł", with: "l")
                .replacingOccurrences(of: "ß", with: "ss")
            let bytes = Array(
                text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                    .lowercased().utf8)
            folded[scalar] = bytes
            return bytes
        }
    }

    static func fold(_ text: String, letters: inout Letters) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        func append(_ byte: UInt8) {
            switch byte {
            case 0x20, 0x09, 0x2D, 0x27, 0x2E, 0x2C:  // space, tab, "-", "'", ".", ","
                pendingSpace = !out.isEmpty
            default:
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                out.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                append(UInt8(scalar.value))
            } else if scalar == "\u{2019}" || scalar == "\u{2010}" {  // ’ and ‐, as ' and -
                append(0x20)
            } else {
                for byte in letters.fold(scalar) { append(byte) }
            }
        }
        return out
    }
}
