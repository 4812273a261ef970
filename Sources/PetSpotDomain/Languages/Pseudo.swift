/// The pseudo-language: each sentence's English with its vowels and some consonants accented
/// ("Send report" → "[Šéñd répört ····]") and padded to 40% longer, in brackets, so a page shows
/// at once which words come from the catalogue and whether its layout survives longer ones.
/// Placeholders (`%@`, `%2$lld`) are kept as they are; a plural sentence is lengthened once
/// filled, its count and words with it.
enum Pseudo {
    static func lengthened(_ text: String) -> String {
        var result = "["
        var inPlaceholder = false
        for character in text {
            if character == "%" { inPlaceholder = true }
            if inPlaceholder {
                result.append(character)
                if character == "@" || character == "d" { inPlaceholder = false }
                continue
            }
            result.append(accents[character] ?? character)
        }
        let padding = (text.count * 4 + 9) / 10
        return result + " " + String(repeating: "·", count: max(1, padding - 1)) + "]"
    }

    private static let accents: [Character: Character] = [
        "a": "á", "c": "ç", "e": "é", "i": "í", "n": "ñ", "o": "ö", "s": "š", "u": "û", "y": "ý", "z": "ž",
        "A": "Å", "C": "Ç", "E": "É", "I": "Î", "N": "Ñ", "O": "Ö", "S": "Š", "U": "Û", "Y": "Ý", "Z": "Ž",
    ]
}
