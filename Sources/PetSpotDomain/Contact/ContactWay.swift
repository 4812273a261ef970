import Foundation

/// One way to reach someone, as shown and as a link: an email address (`mailto:`) or a phone
/// number (`tel:`). The report's page, the owner's inbox and the owner's mail all link them the
/// same way.
public struct ContactWay: Hashable, Sendable {
    public let text: String
    /// The link as text (`mailto:a@b.co`), what a page writes; `nil` when the text makes none.
    public let href: String?
    /// The link; `nil` when the text makes none (it never should: both are checked when stored).
    public var url: URL? { href.flatMap { URL(string: $0) } }

    public static func email(_ address: String) -> ContactWay {
        // The addresses PetSpot takes are nearly always these characters, which need no escape:
        // escaping and parsing a URL for each was 3% of a report's page (release, `perf`).
        let plain = address.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || [UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "+")]
                    .contains(byte)
        }
        let escaped = plain ? address : address.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
        return ContactWay(text: address, href: escaped.map { "mailto:\($0)" })
    }

    public static func phone(_ number: String) -> ContactWay {
        ContactWay(text: number, href: "tel:\(number.filter { !$0.isWhitespace })")
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
