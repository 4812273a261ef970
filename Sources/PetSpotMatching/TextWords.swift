import Foundation

/// Free text as the words it is compared by: letters only, lower case, accents folded, plurals made
/// singular ("Paws" → "paw", "feet" → "foot"), so "black/white" and "Black & White" read alike.
enum TextWords {
    static func of(_ text: String) -> [String] {
        // Most reports are written in plain ASCII: read byte by byte, they need no folding.
        // Foundation's folding was an eighth of a matches query's time (1M reports, 250 candidates).
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(text) : foldedWords(text)
    }

    /// Any text's words, through Foundation's folding of case and accents.
    static func foldedWords(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
            .split { !$0.isLetter }
            .map { singular(String($0)) }
    }

    /// What `of` gives for ASCII text: runs of letters, lower-cased.
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        func finishWord() {
            guard !word.isEmpty else { return }
            words.append(singular(String(decoding: word, as: UTF8.self)))
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            default: finishWord()
            }
        }
        finishWord()
        return words
    }

    private static func singular(_ word: String) -> String {
        // A switch, not a dictionary: it is asked of every word, and hashing one cost more than this.
        switch word {
        case "feet": return "foot"
        case "teeth": return "tooth"
        case "mice": return "mouse"
        default: break
        }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is")
        else { return word }
        return String(word.dropLast())
    }
}
