import Foundation
import HTTPTypes
import Hummingbird

/// The `Idempotency-Key` request header: a UUID chosen by the client, so a create retried after
/// a lost answer yields the first announcement.
enum IdempotencyKey {
    static let header = HTTPField.Name.known("Idempotency-Key")
    /// Set on the answer to a repeated create, which returns the first announcement.
    static let replayed = HTTPField.Name.known("Idempotent-Replayed")

    /// The request's key in canonical form (the same UUID in capitals is the same key), `nil`
    /// when absent; 400 `INVALID_PARAMETER` when present but not a UUID.
    static func of(_ request: Request) throws -> String? {
        guard let value = request.headers[header] else { return nil }
        guard let uuid = UUID(uuidString: value.trimmingCharacters(in: .whitespaces)) else {
            throw APIError.invalidParameter(
                "Idempotency-Key",
                "Idempotency-Key must be a UUID, such as 3f2b8c1e-7d4a-4e9b-9c0d-5a6e7f8091a2: make a new one for each report"
            )
        }
        return uuid.canonicalText
    }
}
