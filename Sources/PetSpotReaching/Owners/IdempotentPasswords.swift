import Crypto
import Foundation
import PetSpotStorage

/// Makes the management password of a create sent with an `Idempotency-Key` a keyed hash of that
/// key, so a repeated create can answer the same password without the server ever storing it
/// (only its salted hash and the key's SHA-256 are stored). Knowing the key means knowing the
/// password, so clients keep the key as secret as the password.
package struct IdempotentPasswords: Sendable {
    private let secret: SymmetricKey

    /// `secret` is the server's own random value, kept in the database so every process shares it.
    package init(secret: String) {
        self.secret = SymmetricKey(data: Data(secret.utf8))
    }

    package func password(for idempotencyKey: String) -> ManagementPassword {
        let mac = HMAC<SHA256>.authenticationCode(
            for: Data("management-password\u{0}\(idempotencyKey)".utf8), using: secret)
        return ManagementPassword(entropy: Array(mac))
    }

    /// What the database keeps to find a key again: its SHA-256, never the key itself.
    package static func lookupHash(of idempotencyKey: String) -> String {
        SHA256.hash(data: Data(idempotencyKey.utf8)).hexadecimal
    }

    /// Tells a repeated request from a different one sent with the same key.
    package static func fingerprint(of request: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return SHA256.hash(data: try encoder.encode(request)).hexadecimal
    }
}
