/// What the owner said a message was (`PUT …/messages/{id}/verdict`); the raw value is the wire form.
public enum MessageVerdict: String, CaseIterable, Hashable, Sendable, Codable {
    case scam = "SCAM"
    case genuine = "GENUINE"
}
