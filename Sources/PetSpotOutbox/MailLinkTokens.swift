import Crypto
import Foundation
import PetSpotDomain
import PetSpotStorage

/// The tokens of the links in PetSpot's mail: a value and an HMAC of it under the server's secret,
/// with the link's purpose inside the MAC, so only a link PetSpot sent acts (nobody stops another
/// owner's mail or confirms a stranger's address by guessing), and a token of one purpose is
/// worthless for another.
package struct MailLinkTokens: Sendable {
    package let key: SymmetricKey

    package init(secret: String) {
        key = SymmetricKey(data: Data(secret.utf8))
    }

    /// The token of the link that stops `reportID`'s mail.
    package func unsubscribe(_ reportID: String) -> String {
        signed(reportID, for: "unsubscribe")
    }

    /// The report an unsubscribe token names, when its signature holds.
    package func reportID(inUnsubscribe token: String) -> String? {
        value(in: token, for: "unsubscribe")
    }

    /// What a report's confirmation link names: the report, and the address (`MailAddresses.key`)
    /// it was mailed to, which says yes for that report alone.
    package struct Confirmation: Sendable, Equatable {
        package let reportID: String
        package let address: String
    }

    /// The token of the link that confirms `address` (`MailAddresses.key`) takes PetSpot's mail
    /// about the report `reportID`. (Its purpose differs from the links of before, which named an
    /// address alone and confirmed all its reports: those no longer confirm anything.)
    package func confirmation(report reportID: String, address: String) -> String {
        signed(Self.base64URL(Data("\(reportID)\n\(address)".utf8)), for: "confirm-report")
    }

    /// The report and address a confirmation token names, when its signature holds.
    package func confirmation(in token: String) -> Confirmation? {
        guard let value = value(in: token, for: "confirm-report").flatMap(Self.decodedBase64URL) else { return nil }
        let parts = String(decoding: value, as: UTF8.self).split(separator: "\n", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return Confirmation(reportID: String(parts[0]), address: String(parts[1]))
    }

    /// What an alert confirmation link names: the address (`MailAddresses.key`), and when its mail
    /// was written: it confirms only the alerts asked for by then, and only for 7 days.
    package struct AlertConfirmation: Sendable, Equatable {
        package let address: String
        package let issuedAt: Date
    }

    /// The token of the link that confirms the area alerts asked for `address` (`MailAddresses.key`) up to `issuedAt`.
    package func alertConfirmation(_ address: String, issuedAt: Date) -> String {
        signed("\(Self.base64URL(Data(address.utf8))).\(Timestamp.milliseconds(issuedAt))", for: "alert-confirm")
    }

    /// What a confirmation token names, when its signature holds. (A link of before, which named
    /// the address alone and so confirmed alerts asked for after it, holds no more.)
    package func alertConfirmation(in token: String) -> AlertConfirmation? {
        guard let value = value(in: token, for: "alert-confirm") else { return nil }
        let parts = value.split(separator: ".")
        guard parts.count == 2, let address = Self.decodedBase64URL(String(parts[0])),
            let milliseconds = Int64(parts[1])
        else { return nil }
        return AlertConfirmation(
            address: String(decoding: address, as: UTF8.self),
            issuedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }

    /// The token of the links that change or stop the alert `alertID` (whoever holds its mail).
    package func alert(_ alertID: String) -> String {
        signed(alertID, for: "alert")
    }

    package func alertID(in token: String) -> String? {
        value(in: token, for: "alert")
    }

    // MARK: -

    private func signed(_ value: String, for purpose: String) -> String {
        "\(value).\(mac(value, purpose))"
    }

    /// The value before the last dot (the MAC has none), when the MAC after it holds.
    private func value(in token: String, for purpose: String) -> String? {
        guard let dot = token.lastIndex(of: ".") else { return nil }
        let value = String(token[..<dot])
        return ConstantTime.equals(String(token[token.index(after: dot)...]), mac(value, purpose)) ? value : nil
    }

    private func mac(_ value: String, _ purpose: String) -> String {
        Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data("\(purpose)\u{0}\(value)".utf8), using: key)))
    }

    /// RFC 4648's URL alphabet, unpadded, by a map over the bytes: three `replacingOccurrences`
    /// (NSString on Linux) were 21% of composing a round of 200 alert mails, with three tokens each.
    package static func base64URL(_ data: Data) -> String {
        String(
            decoding: data.base64EncodedData().compactMap { byte -> UInt8? in
                switch byte {
                case UInt8(ascii: "+"): UInt8(ascii: "-")
                case UInt8(ascii: "/"): UInt8(ascii: "_")
                case UInt8(ascii: "="): nil
                default: byte
                }
            }, as: UTF8.self)
    }

    package static func decodedBase64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
