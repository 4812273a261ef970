/// The languages PetSpot speaks: English (the seeds' words, word for word) and Polish (its first
/// users are in Poland). A code is a BCP 47 primary language subtag, as the catalogue keys them.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    case english = "en"
    case polish = "pl"

    /// The catalogue's source language: where a key's words are written first.
    public static let source = Language.english
}
