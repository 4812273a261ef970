import Foundation
import Testing
import PetSpotDomain

@Suite("Species taxonomy")
struct SpeciesTaxonomyTests {
    private static let expectedSpecies: [(Species, String, String)] = [
        (.dog, "DOG", "Dog"), (.cat, "CAT", "Cat"), (.bird, "BIRD", "Bird"), (.rabbit, "RABBIT", "Rabbit"),
        (.rodent, "RODENT", "Rodent"), (.reptile, "REPTILE", "Reptile"), (.other, "OTHER", "Other"),
    ]

    @Test("Given the bundled snapshot, when decoded, then it has a version and the shared bundled taxonomy is the same")
    func bundledSnapshotDecodes() throws {
        let taxonomy = try SpeciesTaxonomy.loadBundledSnapshot()
        #expect(!taxonomy.version.isEmpty)
        #expect(taxonomy == SpeciesTaxonomy.bundled)
    }

    @Test("Given the bundled snapshot, then it lists exactly the seven species in order with their display names")
    func sevenSpeciesInOrder() {
        let species = SpeciesTaxonomy.bundled.species
        #expect(species.map(\.id) == [.dog, .cat, .bird, .rabbit, .rodent, .reptile, .other])
        #expect(species.map(\.id.rawValue) == Self.expectedSpecies.map(\.1))
        #expect(species.map(\.displayName) == ["Dog", "Cat", "Bird", "Rabbit", "Rodent", "Reptile", "Other"])
        #expect(Species.allCases.map(\.rawValue) == ["DOG", "CAT", "BIRD", "RABBIT", "RODENT", "REPTILE", "OTHER"])
    }

    @Test(
        "Given a species of the bundled snapshot, then it has enough breeds, a mixed or other entry and no duplicates",
        arguments: Species.allCases
    )
    func breedsOfEachSpecies(species: Species) throws {
        let option = try #require(SpeciesTaxonomy.bundled.option(for: species))
        let breeds = option.breeds
        #expect(breeds == SpeciesTaxonomy.bundled.breeds(of: species))
        let minimum = (species == .dog || species == .cat) ? 25 : 5
        #expect(breeds.count >= minimum, "\(species) has \(breeds.count) breeds")
        #expect(
            breeds.contains { $0.contains("Mixed") || $0.hasPrefix("Other") }, "\(species) lacks a mixed/other entry")
        #expect(Set(breeds).count == breeds.count, "\(species) lists a breed twice")
        #expect(breeds.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test(
        "Given two versions, when compared, then they compare numerically part by part",
        arguments: [
            ("2026.12.1", "2026.11.21", true),
            ("2026.11.21", "2026.12.1", false),
            ("2026.11.21", "2026.11.21", false),
            ("2026.10.1", "2026.9.30", true),
            ("2027.1.1", "2026.12.31", true),
            ("2026.11.3", "2026.11.21", false),
        ]
    )
    func isNewer(version: String, other: String, expected: Bool) {
        let newer = SpeciesTaxonomy(version: version, species: [])
        let older = SpeciesTaxonomy(version: other, species: [])
        #expect(newer.isNewer(than: older) == expected)
    }

    @Test("Given a document with an unknown species id, when decoded, then that species is skipped and the others kept")
    func unknownSpeciesSkipped() throws {
        let json = """
            {"version":"2027.1.1","species":[
              {"id":"DOG","displayName":"Dog","breeds":["Beagle","Mixed breed"]},
              {"id":"FISH","displayName":"Fish","breeds":["Goldfish"]},
              {"id":"CAT","displayName":"Cat","breeds":["Siamese"]}
            ]}
            """
        let taxonomy = try SpeciesTaxonomy(json: Data(json.utf8))
        #expect(taxonomy.version == "2027.1.1")
        #expect(
            taxonomy
                == SpeciesTaxonomy(
                    version: "2027.1.1",
                    species: [
                        SpeciesTaxonomyOption(id: .dog, displayName: "Dog", breeds: ["Beagle", "Mixed breed"]),
                        SpeciesTaxonomyOption(id: .cat, displayName: "Cat", breeds: ["Siamese"]),
                    ]))
        #expect(taxonomy.option(for: .bird) == nil)
        #expect(taxonomy.breeds(of: .bird) == [])
        #expect(taxonomy.isNewer(than: .bundled))
    }

    @Test(
        "Given a document that is not a taxonomy, when decoded, then decoding fails",
        arguments: [#"{"species":[]}"#, #"{"version":"1","species":[{"id":"DOG"}]}"#, "[]", "not json"]
    )
    func malformedDocumentThrows(json: String) {
        #expect(throws: (any Error).self) {
            try SpeciesTaxonomy(json: Data(json.utf8))
        }
    }

    @Test("Given the bundled snapshot's bytes, when decoded, then they are the same JSON as the bundled taxonomy")
    func bundledSnapshotDataIsTheSameJSON() throws {
        let data = try SpeciesTaxonomy.bundledSnapshotData()
        #expect(try SpeciesTaxonomy(json: data) == SpeciesTaxonomy.bundled)
        let object = try JSONDecoder().decode([String: JSONValue].self, from: data)
        #expect(Set(object.keys) == ["version", "species"])
        #expect(object["version"] == .string(SpeciesTaxonomy.bundled.version))
        guard case .array(let species)? = object["species"] else {
            Issue.record("species is not an array")
            return
        }
        #expect(species.count == 7)
    }
}
