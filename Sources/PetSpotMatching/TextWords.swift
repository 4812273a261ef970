import Foundation

/// Free text as the words it is compared by: letters only, lower case, accents folded, plurals made
/// singular ("Paws" → "paw", "feet" → "foot"), so "black/white" and "Black & White" read alike.
enum TextWords {
    static func of(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
            .split { !$0.isLetter }
            .map { singular(String($0)) }
    }

    private static func singular(_ word: String) -> String {
        if let irregular = irregulars[word] { return irregular }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else { return word }
        return String(word.dropLast())
    }

    private static let irregulars = ["feet": "foot", "teeth": "tooth", "mice": "mouse"]
}
