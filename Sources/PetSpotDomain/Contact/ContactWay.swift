import Foundation

/// One way to reach someone, as shown and as a link: an email address (`mailto:`) or a phone
/// number (`tel:`). The report's page, the owner's inbox and the owner's mail all link them the
/// same way.
public struct ContactWay: Hashable, Sendable {
    public let text: String
    /// `nil` when the text makes no link (it never should: both are checked when stored).
    public let url: URL?

    public static func email(_ address: String) -> ContactWay {
        ContactWay(text: address, url: address.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed).flatMap { URL(string: "mailto:\($0)") })
    }

    public static func phone(_ number: String) -> ContactWay {
        ContactWay(text: number, url: URL(string: "tel:\(number.filter { !$0.isWhitespace })"))
    }

    /// The ways of an email and a phone, either or both absent, email first.
    public static func ways(email: String?, phone: String?) -> [ContactWay] {
        [email.map(ContactWay.email), phone.map(ContactWay.phone)].compactMap { $0 }
    }

    /// The ways as one line of text: `a@b.co · +48600100200`.
    public static func line(_ ways: [ContactWay]) -> String {
        ways.map(\.text).joined(separator: " · ")
    }
}
