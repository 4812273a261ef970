import Foundation

/// One mail as RFC 5322 and MIME write it: headers (non-ASCII words encoded per RFC 2047), and a
/// plain-text and an HTML body as `multipart/alternative`, each UTF-8 in base64 (lines of 76).
public struct MailMessage: Sendable, Equatable {
    public struct Address: Sendable, Equatable {
        public var name: String?
        public var address: String

        public init(_ address: String, name: String? = nil) {
            self.address = address
            self.name = name
        }

        var header: String {
            guard let name, !name.isEmpty else { return address }
            return "\(MailMessage.encodedWord(name)) <\(address)>"
        }
    }

    public var from: Address
    public var to: Address
    public var replyTo: String?
    public var subject: String
    public var text: String
    public var html: String
    /// `<…@…>`, unique per mail: a relay and the recipient tell repeats by it.
    public var messageID: String
    public var date: Date
    /// Further headers, in order (`List-Unsubscribe`, `List-Unsubscribe-Post`).
    public var extraHeaders: [(name: String, value: String)]

    public init(
        from: Address, to: Address, replyTo: String? = nil, subject: String, text: String, html: String,
        messageID: String, date: Date, extraHeaders: [(name: String, value: String)] = []
    ) {
        self.from = from
        self.to = to
        self.replyTo = replyTo
        self.subject = subject
        self.text = text
        self.html = html
        self.messageID = messageID
        self.date = date
        self.extraHeaders = extraHeaders
    }

    public static func == (lhs: MailMessage, rhs: MailMessage) -> Bool {
        lhs.rendered(boundary: "b") == rhs.rendered(boundary: "b")
    }

    /// The whole message, CRLF line ends. `boundary`: the MIME boundary (random unless a test fixes it).
    public func rendered(boundary: String = "petspot-" + UUID().uuidString.lowercased()) -> [UInt8] {
        Array(renderedText(boundary: boundary).utf8)
    }

    /// The same, as text (ASCII: every body is base64), as the outbox keeps it.
    public func renderedText(boundary: String = "petspot-" + UUID().uuidString.lowercased()) -> String {
        var headers: [(String, String)] = [
            ("Date", Self.dateText(date)),
            ("From", from.header),
            ("To", to.header),
        ]
        if let replyTo { headers.append(("Reply-To", replyTo)) }
        headers += [
            ("Subject", Self.encodedWord(subject)),
            ("Message-ID", messageID),
            ("MIME-Version", "1.0"),
        ]
        headers += extraHeaders.map { ($0.name, $0.value) }
        headers.append(("Content-Type", "multipart/alternative; boundary=\"\(boundary)\""))
        // Written in one string, the base64 as Foundation lays it out (76 characters a line, CRLF):
        // split into lines and joined again, it was most of composing a mail (perf: 8% of the server's
        // time in a run of alert rounds, 200 mails each, went to `components(separatedBy:)` on the base64).
        var message = ""
        message.reserveCapacity(4 * (text.utf8.count + html.utf8.count) / 3 + 1024)
        for (name, value) in headers { message += "\(name): \(value)\r\n" }
        message += "\r\n"
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            message +=
                "--\(boundary)\r\nContent-Type: \(type); charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            message += Data(body.utf8).base64EncodedString(options: [
                .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
            ])
            message += "\r\n"
        }
        message += "--\(boundary)--\r\n"
        return message
    }

    /// `text` as it is, when plain ASCII without controls and nothing in it looks like an encoded
    /// word; else RFC 2047 encoded words (UTF-8, base64), each at most 75 characters, never
    /// splitting a character. Typed text shaped like an encoded word (`=?UTF-8?B?4oCu?=` in a pet's
    /// name) is encoded too, so a mail program shows it as typed instead of decoding it into a
    /// text-direction override or a line break.
    static func encodedWord(_ text: String) -> String {
        if !text.contains("=?"),
            text.allSatisfy({ $0.isASCII && !($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? true) })
        {
            return text
        }
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            // 45 bytes of UTF-8 make 60 characters of base64: 72 with the `=?UTF-8?B?` and `?=` around them.
            if chunk.count + bytes.count > 45 {
                words.append("=?UTF-8?B?\(Data(chunk).base64EncodedString())?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?\(Data(chunk).base64EncodedString())?=") }
        return words.joined(separator: "\r\n ")
    }

    /// RFC 5322's date: `Tue, 24 Nov 2026 18:30:00 +0000`.
    static func dateText(_ date: Date) -> String {
        date.formatted(rfc5322)
    }

    /// Made once: made for each mail (its format parsed, its locale and calendar looked up), it was
    /// 9% of composing a round of 200 alert mails.
    private static let rfc5322 = Date.VerbatimFormatStyle(
        format:
            "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) +0000",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian)
    )
}
