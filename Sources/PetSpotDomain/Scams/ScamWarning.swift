/// What a message (or a sighting's note) to an owner has in common with the documented lost-pet
/// scams (`ScamDetector`): the pattern's code and the words that matched, as the owner's reads
/// carry them (`{"code":"…","evidence":"…"}`) and the pages and mails word them (`Copy.Scams`).
public struct ScamWarning: Hashable, Sendable, Codable {
    public var code: ScamPattern
    /// The words of the message that matched, as the sender wrote them.
    public var evidence: String

    public init(code: ScamPattern, evidence: String) {
        self.code = code
        self.evidence = evidence
    }
}
