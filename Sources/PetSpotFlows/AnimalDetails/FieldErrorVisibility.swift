import PetSpotDomain

/// When a form shows its problems: for a field once the person has changed it, and for
/// every field once they tried to continue. Kept in the form so Back and a relaunch keep it.
public struct FieldErrorVisibility: Hashable, Sendable, Codable {
    public private(set) var touchedFields: Set<String> = []
    public private(set) var attemptedContinue = false

    public init() {}

    public mutating func touch(_ field: String) { touchedFields.insert(field) }
    public mutating func markAttempted() { attemptedContinue = true }

    /// The message to show under `field`, if any.
    public func message(for field: String, in errors: [ValidationError]) -> String? {
        guard attemptedContinue || touchedFields.contains(field) else { return nil }
        return errors.message(for: field)
    }
}
