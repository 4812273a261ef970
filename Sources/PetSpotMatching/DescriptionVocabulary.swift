/// The words of a description that tell one animal from another, each under one canonical name:
/// coat colours, coat patterns, marks and what it wears. Everything else in a description (its
/// mood, where it was) is left to the person reading it.
enum DescriptionVocabulary {
    enum Kind: Sendable, Hashable { case colour, pattern, mark, wearing }

    /// A coat colour's many names.
    static let colours: [String: String] = synonyms([
        "black": ["black", "jet", "ebony", "ebon"],
        "white": ["white", "snow", "snowy", "albino"],
        "brown": ["brown", "chocolate", "liver", "mahogany", "chestnut", "bay", "dark brown", "light brown"],
        "tan": ["tan", "fawn", "beige", "sandy", "sand", "buff", "wheaten", "biscuit", "caramel"],
        "ginger": ["ginger", "orange", "red", "marmalade", "rust", "copper", "rufous"],
        "grey": ["grey", "gray", "silver", "blue", "slate", "ash", "smoke", "smoky", "salt and pepper"],
        "golden": ["golden", "gold", "yellow", "honey", "apricot"],
        "cream": ["cream", "ivory", "champagne", "blonde", "blond", "off white"],
        "green": ["green"],
    ])

    /// Coat patterns; some also name their colours ("tuxedo": black and white).
    static let patterns: [String: (pattern: String?, colours: [String])] = {
        var table: [String: (String?, [String])] = [:]
        for (pattern, names) in [
            "tabby": ["tabby", "striped", "stripe", "stripy", "stripey", "mackerel", "tiger striped"],
            "tortoiseshell": ["tortoiseshell", "tortie", "torti", "tortoise shell"],
            "calico": ["calico"],
            "brindle": ["brindle", "brindled"],
            "merle": ["merle", "dapple", "dappled", "blue merle"],
            "spotted": ["spotted", "spot", "spotty", "dotted", "speckled", "freckled"],
            "tricolour": [
                "tricolour", "tricolor", "tri colour", "tri colored", "tri coloured", "three coloured", "three colored",
            ],
            "colourpoint": ["colourpoint", "colorpoint", "pointed", "siamese marking", "point"],
        ] as [String: [String]] {
            for name in names { table[name] = (pattern, []) }
        }
        for name in ["tuxedo", "bicolour", "bicolor", "piebald", "magpie", "panda", "black and white", "black white"] {
            table[name] = (nil, ["black", "white"])
        }
        return table
    }()

    /// Marks on the body, with the colour they show ("white socks": white).
    static let marks: [String: (mark: String, colour: String?)] = {
        var table: [String: (String, String?)] = [:]
        for (mark, colour, names) in [
            (
                "white paws", "white",
                [
                    "white paw", "white sock", "white foot", "white boot", "white mitten", "mitten", "sock",
                    "white toe", "white leg", "boot",
                ]
            ),
            (
                "a white chest", "white",
                [
                    "white chest", "white bib", "white breast", "white front", "bib", "white patch on chest",
                    "white star on chest",
                ]
            ),
            (
                "a white blaze", "white",
                ["white blaze", "blaze", "white stripe on face", "white face", "white nose", "white star"]
            ),
            (
                "a white tail tip", "white",
                ["white tip", "white tail tip", "white tipped tail", "white tip on tail", "white end of tail"]
            ),
            (
                "an eye patch", nil,
                ["eye patch", "patch over eye", "patch on eye", "patch around eye", "patch over one eye"]
            ),
            ("one eye", nil, ["one eye", "one eyed", "missing eye", "blind in one eye", "missing an eye"]),
            (
                "odd eyes", nil,
                [
                    "odd eye", "odd eyed", "heterochromia", "different coloured eye", "different colored eye",
                    "two coloured eye", "two colored eye",
                ]
            ),
            ("blue eyes", nil, ["blue eye", "blue eyed"]),
            ("green eyes", nil, ["green eye", "green eyed"]),
            (
                "a short tail", nil,
                [
                    "short tail", "no tail", "docked tail", "docked", "bobtail", "bob tail", "stumpy tail",
                    "stubby tail", "tailless", "stump tail",
                ]
            ),
            (
                "a kinked tail", nil,
                ["kinked tail", "kink in tail", "kink in the tail", "crooked tail", "bent tail", "kinky tail"]
            ),
            (
                "a tipped ear", nil,
                [
                    "ear tipped", "tipped ear", "ear tip", "clipped ear", "notched ear", "ear notch", "torn ear",
                    "nicked ear", "missing ear tip",
                ]
            ),
            ("a floppy ear", nil, ["floppy ear", "one ear up", "one ear down", "folded ear", "droopy ear"]),
            ("a limp", nil, ["limp", "limping", "lame"]),
            ("three legs", nil, ["three leg", "three legged", "tripod", "missing leg", "missing a leg"]),
            ("a scar", nil, ["scar", "scarred"]),
        ] as [(String, String?, [String])] {
            for name in names { table[name] = (mark, colour) }
        }
        return table
    }()

    /// What a pet wears; a colour before it is the item's ("red collar"), not the coat's.
    static let wearing: [String: String] = synonyms([
        "collar": ["collar", "flea collar"],
        "harness": ["harness"],
        "bell": ["bell"],
        "tag": ["tag", "name tag", "id tag", "disc"],
        "bandana": ["bandana", "bandanna", "neckerchief", "scarf"],
        "coat": ["coat", "jumper", "sweater", "jacket"],
        "leash": ["leash", "lead"],
    ])
    /// Colours an item may be: the coat's names, and a few only things wear.
    static let itemColours: [String: String] = colours.merging(
        synonyms([
            "red": ["red"], "blue": ["blue", "navy"], "pink": ["pink"], "purple": ["purple", "violet"],
            "orange": ["orange"], "yellow": ["yellow"], "leather": ["leather"], "green": ["green"],
        ])
    ) { _, item in item }
    /// "No collar": says it wears nothing, which agrees with neither side (collars come off).
    static let without: Set<String> = ["no", "without", "not"]

    /// What the tables say of one phrase, all found by one lookup (`entries`).
    struct Entry: Sendable {
        var colour: String?
        var pattern: (pattern: String?, colours: [String])?
        var mark: (mark: String, colour: String?)?
        var item: String?
        var itemColour: String?
        /// A longer phrase begins with this one.
        var beginsLonger = false
    }

    /// Every phrase of the tables and every start of a longer one: reading a description looks each
    /// phrase up once, not once a table, and a phrase is made longer only while one begins so.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for (phrase, colour) in colours { entries[phrase, default: Entry()].colour = colour }
        for (phrase, pattern) in patterns { entries[phrase, default: Entry()].pattern = pattern }
        for (phrase, mark) in marks { entries[phrase, default: Entry()].mark = mark }
        for (phrase, item) in wearing { entries[phrase, default: Entry()].item = item }
        for (phrase, colour) in itemColours { entries[phrase, default: Entry()].itemColour = colour }
        for phrase in Array(entries.keys) {
            let words = phrase.split(separator: " ")
            for length in 1..<words.count {
                entries[words.prefix(length).joined(separator: " "), default: Entry()].beginsLonger = true
            }
        }
        return entries
    }()

    /// Whether `word` may begin a phrase or be one of `without`, by its first and last letters and
    /// its length: a look into a table of bits where a dictionary would hash the word. A description
    /// is mostly other words, and looking each up in dictionaries was most of the time reading one took.
    static func mayBegin(_ word: String) -> Bool {
        shapes[shape(of: word) ?? 0]
    }

    /// Index 0 is no word's: a word not of the letters a–z begins no phrase.
    private static let shapes: [Bool] = {
        var shapes = [Bool](repeating: false, count: 1 + 26 * 26 * 16)
        for phrase in Array(entries.keys) + without { shapes[shape(of: String(phrase.prefix { $0 != " " }))!] = true }
        return shapes
    }()

    private static func shape(of word: String) -> Int? {
        let utf8 = word.utf8
        guard let first = utf8.first, let last = utf8.last else { return nil }
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        guard letters.contains(first), letters.contains(last) else { return nil }
        return 1 + (Int(first - UInt8(ascii: "a")) * 26 + Int(last - UInt8(ascii: "a"))) * 16 + min(utf8.count, 15)
    }

    private static func synonyms(_ table: [String: [String]]) -> [String: String] {
        var inverse: [String: String] = [:]
        for (canonical, names) in table { for name in names { inverse[name] = canonical } }
        return inverse
    }
}
