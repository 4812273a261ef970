import Crypto
import Foundation

/// The token of a report's "stop mail" link: its id and an HMAC of it under the server's secret, so
/// only a link PetSpot sent stops a report's mail (nobody stops another owner's by guessing).
struct UnsubscribeToken: Sendable {
    let key: SymmetricKey

    init(secret: String) {
        key = SymmetricKey(data: Data(secret.utf8))
    }

    func token(for reportID: String) -> String {
        "\(reportID).\(mac(reportID))"
    }

    /// The report a token names, when its signature holds.
    func reportID(in token: String) -> String? {
        let parts = token.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, ConstantTime.equals(parts[1], mac(parts[0])) else { return nil }
        return parts[0]
    }

    private func mac(_ reportID: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("unsubscribe\u{0}\(reportID)".utf8), using: key)
        return Data(code).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
