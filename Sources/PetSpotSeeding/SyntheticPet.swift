import Foundation
import PetSpotDomain

/// An animal of the synthetic sets: what it is, and how its owner and a finder put it into words.
/// The finder's words carry the noise people make: a breed named otherwise or not at all, the sex
/// not told, the age guessed, colours worded differently, marks and collar not seen or gone.
/// The wording is written here, apart from the matching engine's vocabulary (`bench/matching`).
struct SyntheticPet: Sendable {
    let species: Species
    let sex: Sex
    let breed: String?
    let age: Int
    /// Canonical colours, pattern, mark and collar colour, each worded anew by each reporter.
    let coat: Coat
    let mark: Mark?
    let collar: String?
    let microchip: String?

    static func random(_ random: inout SplitMix64, species: Species? = nil) -> SyntheticPet {
        let species = species ?? random.pickWeighted(speciesWeights)
        let taxonomy = SpeciesTaxonomy.bundled.option(for: species)
        let breeds = (taxonomy?.breeds ?? []).filter { !(taxonomy?.unspecificBreeds ?? []).contains($0) }
        let breed = random.chance(0.25) || breeds.isEmpty ? taxonomy?.unspecificBreeds.first : random.pick(breeds)
        return SyntheticPet(
            species: species, sex: random.chance(0.5) ? .female : .male, breed: breed, age: 1 + random.below(14),
            coat: random.pick(Coat.all), mark: random.chance(0.4) ? random.pick(Mark.all) : nil,
            collar: species == .dog || species == .cat ? (random.chance(0.55) ? random.pick(collarColours) : nil) : nil,
            microchip: (species == .dog && random.chance(0.6)) || (species == .cat && random.chance(0.35))
                ? String(format: "616%012llu", random.next() % 1_000_000_000_000) : nil
        )
    }

    /// The owner's report: the breed as on the list, the exact age, a full description, the chip.
    func ownersReport(
        _ random: inout SplitMix64
    ) -> (breed: String?, age: Int?, description: String, microchip: String?) {
        var parts = [random.pick(coat.wordings)]
        if let mark { parts.append(random.pick(mark.wordings)) }
        if let collar { parts.append("\(collar) \(random.pick(["collar", "collar", "harness"]))") }
        parts.append(random.pick(Self.ownerRemarks))
        return (breed, random.chance(0.9) ? age : nil, parts.joined(separator: ", "), microchip)
    }

    /// A finder's report: sex told 60 % of the time; breed as listed 40 %, another of its group or a
    /// nickname 25 %, nothing 35 %; age guessed (or not); coat in other words; each mark seen 70 %;
    /// the collar still on 60 %; the chip read by a vet 20 %.
    func findersReport(
        _ random: inout SplitMix64
    ) -> (sex: Sex, breed: String?, age: Int?, description: String, microchip: String?) {
        let sex: Sex = random.chance(0.6) ? sex : .unknown
        var said: String?
        let draw = random.unit()
        if draw < 0.4 {
            said = breed
        } else if draw < 0.65, let breed {
            let groups =
                SpeciesTaxonomy.bundled.option(for: species)?.breedGroups.filter { $0.breeds.contains(breed) } ?? []
            said = groups.isEmpty ? breed.lowercased() + " mix" : random.pick(random.pick(groups).breeds)
        }
        let age =
            random.chance(0.6) ? max(0, age + Int(random.normal(deviation: 0.6 + 0.2 * Double(age)).rounded())) : nil
        var parts = [random.pick(coat.wordings)]
        if let mark, random.chance(0.7) { parts.append(random.pick(mark.wordings)) }
        if let collar, random.chance(0.6) { parts.append(random.chance(0.7) ? "\(collar) collar" : "wearing a collar") }
        parts.append(random.pick(Self.finderRemarks))
        return (sex, said, age, parts.joined(separator: ", "), microchip != nil && random.chance(0.2) ? microchip : nil)
    }

    struct Coat: Sendable {
        let wordings: [String]
        static let all: [Coat] = [
            ["black", "all black", "jet black"], ["white", "all white", "snow white"],
            ["brown", "chocolate brown", "dark brown"],
            ["black and white", "black & white", "black/white", "tuxedo"], ["ginger", "orange", "ginger and white"],
            ["grey", "gray", "silver grey"], ["tan", "fawn", "light brown"], ["golden", "yellow", "gold"],
            ["black and tan", "black with tan", "black/tan"], ["brown tabby", "tabby", "striped brown"],
            ["grey tabby", "silver tabby", "grey striped"], ["tortoiseshell", "tortie", "tortoiseshell, patchy"],
            ["brindle", "brindled", "dark brindle"], ["cream", "cream coloured", "blonde"],
            ["tricolour", "tri-colour", "black, white and tan"],
        ].map { Coat(wordings: $0) }
    }

    struct Mark: Sendable {
        let wordings: [String]
        static let all: [Mark] = [
            ["white paws", "white socks", "white feet"], ["white chest", "white bib", "white patch on chest"],
            ["white blaze", "white stripe on face", "white blaze on the nose"],
            ["docked tail", "short tail", "bobtail"],
            ["tipped ear", "clipped ear", "notched ear"], ["one eye", "missing an eye", "one-eyed"],
            ["blue eyes", "blue eyed", "bright blue eyes"], ["limps", "limping", "a limp"],
            ["kinked tail", "crooked tail", "bent tail"],
        ].map { Mark(wordings: $0) }
    }

    private static let speciesWeights: [(Species, Double)] = [
        (.dog, 0.45), (.cat, 0.40), (.bird, 0.05), (.rabbit, 0.04), (.rodent, 0.02), (.reptile, 0.01), (.other, 0.03),
    ]
    private static let collarColours = ["red", "blue", "green", "pink", "black", "purple", "orange", "brown leather"]
    private static let ownerRemarks = [
        "very friendly", "shy with strangers", "answers to her name", "scared of cars", "needs medication",
        "loves treats",
        "may hide under cars", "escaped through the garden gate",
    ]
    private static let finderRemarks = [
        "very friendly", "seems lost and hungry", "found near the bus stop", "came to our door", "hiding under a car",
        "now safe with us", "nervous but sweet", "was wandering on the road",
    ]
}

extension SplitMix64 {
    /// One of the items, each as likely as its weight (the weights sum to 1).
    mutating func pickWeighted<T>(_ items: [(T, Double)]) -> T {
        var draw = unit()
        for (item, weight) in items {
            if draw < weight { return item }
            draw -= weight
        }
        return items[items.count - 1].0
    }
}
