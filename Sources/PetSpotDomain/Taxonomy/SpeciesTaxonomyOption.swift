/// One selectable species and the breeds (races) that may be chosen for it.
public struct SpeciesTaxonomyOption: Identifiable, Hashable, Sendable, Codable {
    public let id: Species
    public let displayName: String
    public let breeds: [String]
    /// Breeds people tell apart with difficulty (a finder often names one for another); a breed
    /// may be in several. Possible matches count a shared group as weaker evidence than one breed.
    public let breedGroups: [BreedGroup]
    /// The entries that name no breed ("Mixed breed", "Other bird"): no evidence either way.
    public let unspecificBreeds: [String]

    public init(
        id: Species, displayName: String, breeds: [String], breedGroups: [BreedGroup] = [],
        unspecificBreeds: [String] = []
    ) {
        self.id = id
        self.displayName = displayName
        self.breeds = breeds
        self.breedGroups = breedGroups
        self.unspecificBreeds = unspecificBreeds
    }

    private enum CodingKeys: String, CodingKey { case id, displayName, breeds, breedGroups, unspecificBreeds }

    /// Groups are optional: a list kept before they existed still reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Species.self, forKey: .id),
            displayName: try container.decode(String.self, forKey: .displayName),
            breeds: try container.decode([String].self, forKey: .breeds),
            breedGroups: try container.decodeIfPresent([BreedGroup].self, forKey: .breedGroups) ?? [],
            unspecificBreeds: try container.decodeIfPresent([String].self, forKey: .unspecificBreeds) ?? [])
    }
}

/// Breeds alike enough to be named for one another, under a name people use ("Retrievers").
public struct BreedGroup: Hashable, Sendable, Codable {
    public let name: String
    public let breeds: [String]

    public init(name: String, breeds: [String]) {
        self.name = name
        self.breeds = breeds
    }
}
