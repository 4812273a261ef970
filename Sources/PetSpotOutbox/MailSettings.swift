import Foundation
import PetSpotDomain
import PetSpotMail
import PetSpotStorage

/// How mail to owners leaves the server: through an SMTP relay (`--smtp-url`), or, with none, as
/// `.eml` files in `--outbox-dir`; from `--mail-from`.
public struct MailSettings: Sendable {
    public var relay: SMTPRelay?
    public var from: String
    public var outboxDirectory: URL
    /// Whether this process sends the outbox and queues the area alerts' mail (always, when serving;
    /// the mail tests do both by hand, so that what they count is theirs).
    package var runsDelivery = true
    /// The zone the mails' days and times are in, and named in: the server's (`TZ`), as the pages'.
    public var timeZone: TimeZone = .current

    public init(
        relay: SMTPRelay? = nil, from: String = "petspot@localhost",
        outboxDirectory: URL = DataDirectory.standard.appendingPathComponent("outbox")
    ) {
        self.relay = relay
        self.from = from
        self.outboxDirectory = outboxDirectory
    }

    /// The one line the server says at start about where mail goes.
    package var startLine: String {
        if let relay { return "Mail to owners goes through \(relay.redacted), from \(from)" }
        return
            "No mail relay configured (--smtp-url): mail to owners is written as .eml files to \(outboxDirectory.path)"
    }
}

extension MailSettings {
    /// One mail from PetSpot, whole, as the outbox keeps it: plain text and HTML of `paragraphs`, and
    /// the stop link also as `List-Unsubscribe` with RFC 8058 one-click (`List-Unsubscribe-Post`);
    /// `Content-Language` and the HTML's `lang` say `language`, the recipient's, which its words were written in.
    /// `subjectID` is what the mail is about (a report, or an alert), as the outbox files it.
    package func mail(
        _ kind: OutboxMail.Kind, about subjectID: String, to recipient: String, replyTo: String? = nil, subject: String,
        paragraphs: [MailParagraph], unsubscribe: URL, language: Language, now: Date, dedupeKey: String? = nil
    ) -> OutboxMail {
        let id = UUID().canonicalText
        let domain = from.split(separator: "@").last.map(String.init) ?? "petspot.localhost"
        let message = MailMessage(
            from: .init(from, name: "PetSpot"), to: .init(recipient), replyTo: replyTo, subject: subject,
            text: MailParagraph.text(paragraphs), html: MailParagraph.html(paragraphs, language: language),
            messageID: "<\(id)@\(domain)>", date: now,
            extraHeaders: [
                ("List-Unsubscribe", "<\(unsubscribe.absoluteString)>"),
                ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
                ("Content-Language", language.rawValue),
            ]
        )
        return OutboxMail(
            id: id, reportID: subjectID, kind: kind, dedupeKey: dedupeKey, sender: from, recipient: recipient,
            message: message.renderedText())
    }
}
