import Crypto
import CryptoExtras
import Foundation
import HummingbirdBcrypt
import NIOPosix
import PetSpotStorage

/// Hashes and checks management passwords: PBKDF2-HMAC-SHA256 with a random 16-byte salt,
/// stored as `$pbkdf2-sha256$<rounds>$<salt>$<hash>` (base64). Hashes of earlier versions
/// (bcrypt, `$2b$…`) are still checked.
///
/// Why not bcrypt any more: the password is not chosen by a person but drawn by the server (50
/// random bits), so it needs no defence against dictionaries, only against exhaustive search. At
/// bcrypt's cost 10 a create spent ~60 ms of CPU, capping a two-core server near 30 creates a
/// second. 500 PBKDF2 rounds cost ~0.05 ms here, and an attacker holding a copy of the database
/// still has to compute ~2⁴⁹ × 500 HMACs to find one report's password (months on a GPU), for a
/// password that only removes that report (which the copy's holder could not do anyway without
/// the live server). Online guessing is limited to 5 tries per 15 minutes per report.
public struct PasswordHasher: Sendable {
    /// Rounds for new hashes.
    public static let standardRounds = 500
    package static let scheme = "$pbkdf2-sha256$"

    package let rounds: Int
    package let threadPool: NIOThreadPool

    public init(rounds: Int = PasswordHasher.standardRounds, threadPool: NIOThreadPool = .singleton) {
        self.rounds = max(1, rounds)
        self.threadPool = threadPool
    }

    public func hash(_ password: ManagementPassword) async throws -> String {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let derived = try Self.derive(password, salt: salt, rounds: rounds)
        return "\(Self.scheme)\(rounds)$\(Data(salt).base64EncodedString())$\(derived.base64EncodedString())"
    }

    /// Compares in constant time; an unreadable stored hash matches nothing.
    package func verify(_ password: ManagementPassword, against stored: String) async throws -> Bool {
        guard stored.hasPrefix(Self.scheme) else {
            // bcrypt, deliberately slow: off the event loops.
            return try await threadPool.runIfActive { Bcrypt.verify(password.canonical, hash: stored) }
        }
        let parts = stored.dropFirst(Self.scheme.count).split(separator: "$")
        guard parts.count == 3, let rounds = Int(parts[0]), (1...10_000_000).contains(rounds),
            let salt = Data(base64Encoded: String(parts[1]))
        else { return false }
        let derived = try Self.derive(password, salt: Array(salt), rounds: rounds)
        return ConstantTime.equals(derived.base64EncodedString(), String(parts[2]))
    }

    private static func derive(_ password: ManagementPassword, salt: [UInt8], rounds: Int) throws -> Data {
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: Array(password.canonical.utf8), salt: salt, using: .sha256,
            outputByteCount: 32, unsafeUncheckedRounds: rounds)
        return key.withUnsafeBytes { Data($0) }
    }
}
