import Foundation
import PetSpotStorage

/// What an `Authorization` header claims: an owner (Basic `id:password`) or an operator (Bearer token).
package enum Credentials: Sendable {
    case owner(announcementID: String, password: String)
    case operatorToken(String)

    /// The credentials an `Authorization` header's value claims; 401 `UNAUTHENTICATED` when there
    /// are none or they cannot be read.
    package init(authorization: String?) throws {
        guard let header = authorization?.trimmingCharacters(in: .whitespaces), !header.isEmpty else {
            throw Self.basicExpected
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        let scheme = parts.first.map { $0.lowercased() } ?? ""
        let value = parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch scheme {
        case "basic":
            guard let decoded = Data(base64Encoded: value).flatMap({ String(data: $0, encoding: .utf8) }),
                let colon = decoded.firstIndex(of: ":")
            else {
                throw Self.unauthenticated(
                    "The Basic credentials must be base64 of \"<announcement id>:<management password>\"")
            }
            self = .owner(
                announcementID: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
        case "bearer" where !value.isEmpty:
            self = .operatorToken(value)
        default:
            throw Self.unauthenticated("Use Authorization: Basic (owner) or Bearer (operator)")
        }
    }

    /// 401 for a route only the owner may use, asked without Basic credentials (a Bearer token included).
    package static let basicExpected: ServiceError = unauthenticated(
        "Send Authorization: Basic with the announcement id and its management password")

    /// 401, with the challenge every 401 carries (RFC 9110 §11.6.1).
    private static func unauthenticated(_ message: String) -> ServiceError {
        .unauthenticated(message)
    }
}
