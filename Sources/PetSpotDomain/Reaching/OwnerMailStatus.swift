/// Where a report's mail to its owner stands (`GET`/`PUT /api/v1/announcements/{id}/mail`, the
/// owner's): whether the owner stopped it (its mails' stop link), and whether the report's address
/// confirmed it takes PetSpot's mail (`nil`: the report has no email). Until it has, messages,
/// sightings and matches are kept for the manage page, not mailed.
public struct OwnerMailStatus: Codable, Hashable, Sendable {
    public var stopped: Bool
    public var addressConfirmed: Bool?
    /// The language the report's mail is written in (`nil` from a server that does not say).
    public var language: Language?

    public init(stopped: Bool, addressConfirmed: Bool?, language: Language? = nil) {
        self.stopped = stopped
        self.addressConfirmed = addressConfirmed
        self.language = language
    }
}
