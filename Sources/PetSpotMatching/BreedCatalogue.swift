import PetSpotDomain

/// A species' breeds as a report may name them: on the list, in the reporter's own words ("lab
/// mix", "Alsatian", "moggy"), or not at all. Built once per species from the taxonomy; a class,
/// as every pair judged reads its species' catalogue, and copying a struct of tables retained each.
final class BreedCatalogue: Sendable {
    /// What a report's breed text says.
    enum Named: Equatable, Sendable {
        /// Nothing to go by: no breed, an entry that names none ("Mixed breed"), or words not understood.
        case nothing
        /// A breed of the list; `mixed` when the text also says it is a cross.
        case breed(String, mixed: Bool)
    }

    private let option: SpeciesTaxonomyOption?
    /// Each breed's words, and the words that tell it apart (its name without words many share).
    private let breedWords: [(breed: String, words: [String], distinctive: Set<String>)]
    private let unspecific: Set<[String]>
    /// Each breed by its words exactly, as most reports name it (from the list).
    private let exactly: [[String]: String]
    /// Which breeds (positions in `breedWords`) each telling word is in: a text is weighed only
    /// against the breeds it says a telling word of, not the whole list.
    private let breedsByWord: [String: [Int]]

    init(_ option: SpeciesTaxonomyOption?) {
        self.option = option
        let breeds = option?.breeds ?? []
        let unspecific = Set((option?.unspecificBreeds ?? []).map(TextWords.of))
        self.unspecific = unspecific
        breedWords = breeds.map(TextWords.of).enumerated().compactMap { index, words in
            guard !unspecific.contains(words) else { return nil }
            // A name made only of shared words ("German Shepherd") is told by all of them.
            let telling = Set(words).subtracting(Self.sharedWords)
            return (breeds[index], words, telling.isEmpty ? Set(words) : telling)
        }
        exactly = Dictionary(breedWords.map { ($0.words, $0.breed) }) { first, _ in first }
        var breedsByWord: [String: [Int]] = [:]
        for (index, breed) in breedWords.enumerated() {
            for word in breed.distinctive { breedsByWord[word, default: []].append(index) }
        }
        self.breedsByWord = breedsByWord
    }

    func name(_ text: String?) -> Named {
        guard let text else { return .nothing }
        let words = TextWords.of(text)
        guard !words.isEmpty, !unspecific.contains(words) else { return .nothing }
        if let exact = exactly[words] { return .breed(exact, mixed: false) }
        let mixed = words.contains { Self.crossWords.contains($0) }
        let said = Set(words).union(words.flatMap { Self.nicknames[$0] ?? [] })
        // The breeds whose telling words all appear, the one with most of its name said; a tie names
        // none ("shepherd" alone is no breed).
        let named = Set(said.flatMap { breedsByWord[$0] ?? [] }).map { breedWords[$0] }
            .filter { $0.distinctive.isSubset(of: said) }
            .map { (breed: $0.breed, said: $0.words.filter(said.contains).count) }
        guard let best = named.max(by: { $0.said < $1.said }), named.filter({ $0.said == best.said }).count == 1 else {
            return .nothing
        }
        return .breed(best.breed, mixed: mixed)
    }

    /// The groups (by name) both breeds are in.
    func sharedGroup(_ first: String, _ second: String) -> String? {
        option?.breedGroups.first { $0.breeds.contains(first) && $0.breeds.contains(second) }?.name
    }

    /// Words in many breeds' names: alone they tell no breed apart.
    private static let sharedWords: Set<String> = [
        "terrier", "retriever", "dog", "cat", "spaniel", "hound", "shorthair", "longhair", "shepherd", "mountain",
        "parrot", "hamster", "gecko", "lop", "rex", "king", "charles", "the", "of", "other", "mixed", "breed",
        "domestic", "american", "british", "german", "french", "turkish", "miniature", "bull", "great",
    ]
    /// Words that say the pet is a cross.
    private static let crossWords: Set<String> = [
        "mix", "mixed", "cross", "crossbreed", "x", "mongrel", "mutt", "type", "like",
    ]
    /// What people call breeds, to a word of the breed's name.
    private static let nicknames: [String: [String]] = [
        "lab": ["labrador"], "alsatian": ["german", "shepherd"], "gsd": ["german", "shepherd"],
        "husky": ["siberian", "husky"],
        "staffy": ["staffordshire", "bull"], "staffie": ["staffordshire", "bull"],
        "amstaff": ["american", "staffordshire"],
        "yorkie": ["yorkshire"], "westie": ["west", "highland", "white"], "frenchie": ["french", "bulldog"],
        "jrt": ["jack", "russell"],
        "sausage": ["dachshund"], "doxie": ["dachshund"], "teckel": ["dachshund"], "sheltie": ["shetland", "sheepdog"],
        "collie": ["border"], "corgi": ["pembroke", "welsh", "corgi"], "doberman": ["dobermann"],
        "dobie": ["dobermann"],
        "rottie": ["rottweiler"], "pom": ["pomeranian"], "gsp": ["german", "shorthaired", "pointer"],
        "weim": ["weimaraner"],
        "aussie": ["australian", "shepherd"], "sphinx": ["sphynx"], "hairless": ["sphynx"], "coon": ["maine"],
        "budgie": ["budgerigar"], "tiel": ["cockatiel"], "dsh": ["domestic", "shorthair"],
        "dlh": ["domestic", "longhair"],
    ]
}
