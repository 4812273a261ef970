/// What a description says that tells an animal apart, in canonical words: "Black & white, white
/// socks, red collar" and "tuxedo with white paws and a red collar" say the same.
struct DescriptionFeatures: Sendable, Equatable {
    var colours: Set<String> = []
    var patterns: Set<String> = []
    var marks: Set<String> = []
    /// Items worn, and each item's colours where said ("collar" → ["red"]).
    var wearing: [String: Set<String>] = [:]

    init(_ text: String?) {
        guard let text else { return }
        let words = TextWords.of(text)
        var index = 0
        while index < words.count {
            index += read(words, at: index)
        }
    }

    /// Reads the longest known phrase at `index`; returns how many words it took (at least one).
    private mutating func read(_ words: [String], at index: Int) -> Int {
        typealias Vocabulary = DescriptionVocabulary
        guard Vocabulary.mayBegin(words[index]) else { return 1 }
        // "no collar", "without a harness": nothing worn is said.
        if Vocabulary.without.contains(words[index]) {
            let next = words.dropFirst(index + 1).prefix(2).firstIndex { Vocabulary.wearing[$0] != nil }
            return next.map { $0 - index + 1 } ?? 1
        }
        // The phrases that begin here, shortest first, made longer only while a longer one begins so.
        var phrases: [(length: Int, entry: Vocabulary.Entry)] = []
        var phrase = words[index]
        while let entry = Vocabulary.entries[phrase] {
            phrases.append((phrases.count + 1, entry))
            guard entry.beginsLonger, index + phrases.count < words.count else { break }
            phrase += " " + words[index + phrases.count]
        }
        for (length, entry) in phrases.reversed() {
            // A colour, then an item: the item's colour ("bright red collar" reads "red collar").
            if length == 1, let colour = entry.itemColour, index + 1 < words.count,
                let item = Vocabulary.entries[words[index + 1]]?.item
            {
                wearing[item, default: []].insert(colour)
                return 2
            }
            if let mark = entry.mark {
                marks.insert(mark.mark)
                if let colour = mark.colour { colours.insert(colour) }
                return length
            }
            if let pattern = entry.pattern {
                if let name = pattern.pattern { patterns.insert(name) }
                colours.formUnion(pattern.colours)
                return length
            }
            if let colour = entry.colour {
                colours.insert(colour)
                return length
            }
            if let item = entry.item {
                wearing[item, default: []].formUnion([])
                return length
            }
        }
        return 1
    }

    var isEmpty: Bool { colours.isEmpty && patterns.isEmpty && marks.isEmpty && wearing.isEmpty }
}
