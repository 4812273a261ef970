import HTTPTypes
import Hummingbird

/// The `Idempotency-Key` request header: 1–255 visible ASCII characters chosen by the client
/// (a UUID is ideal) so a create retried after a lost answer yields the first announcement.
enum IdempotencyKey {
    static let header = HTTPField.Name.known("Idempotency-Key")
    /// Set on the answer to a repeated create, which returns the first announcement.
    static let replayed = HTTPField.Name.known("Idempotent-Replayed")

    /// The request's key, `nil` when absent; 400 when present but unusable.
    static func of(_ request: Request) throws -> String? {
        guard let value = request.headers[header] else { return nil }
        guard (1...255).contains(value.utf8.count), value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw APIError.invalidFormat("Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID", field: "Idempotency-Key")
        }
        return value
    }
}
