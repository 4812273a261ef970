/// One selectable species and the breeds (races) that may be chosen for it.
public struct SpeciesTaxonomyOption: Identifiable, Hashable, Sendable, Codable {
    public let id: Species
    public let displayName: String
    public let breeds: [String]

    public init(id: Species, displayName: String, breeds: [String]) {
        self.id = id
        self.displayName = displayName
        self.breeds = breeds
    }
}
