import Foundation

/// The species and breeds a report may name, with a version so a newer list can replace an older one.
public struct SpeciesTaxonomy: Hashable, Sendable, Codable {
    public let version: String
    public let species: [SpeciesTaxonomyOption]

    public init(version: String, species: [SpeciesTaxonomyOption]) {
        self.version = version
        self.species = species
    }

    /// The option for `id`, if this taxonomy lists it.
    public func option(for id: Species) -> SpeciesTaxonomyOption? {
        species.first { $0.id == id }
    }

    /// The breeds of `id`, empty when the species is not listed.
    public func breeds(of id: Species) -> [String] {
        option(for: id)?.breeds ?? []
    }

    /// Whether this taxonomy should replace `other`: versions compare numerically part by part
    /// (`2026.12.1` is newer than `2026.11.21`).
    public func isNewer(than other: SpeciesTaxonomy) -> Bool {
        version.compare(other.version, options: .numeric) == .orderedDescending
    }
}

extension SpeciesTaxonomy {
    /// Decodes a taxonomy document (the API's `GET /api/v1/taxonomy` body), skipping species
    /// this build does not know, so a newer server list never breaks an older client.
    public init(json: Data) throws {
        let document = try JSONDecoder().decode(Document.self, from: json)
        self.init(
            version: document.version,
            species: document.species.compactMap { entry in
                Species(rawValue: entry.id).map {
                    SpeciesTaxonomyOption(
                        id: $0, displayName: entry.displayName, breeds: entry.breeds,
                        breedGroups: entry.breedGroups ?? [], unspecificBreeds: entry.unspecificBreeds ?? [])
                }
            }
        )
    }

    private struct Document: Decodable {
        struct Entry: Decodable {
            let id: String
            let displayName: String
            let breeds: [String]
            let breedGroups: [BreedGroup]?
            let unspecificBreeds: [String]?
        }
        let version: String
        let species: [Entry]
    }
}
