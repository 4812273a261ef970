import Foundation
import PetSpotMail

/// How mail to owners leaves the server: through an SMTP relay (`--smtp-url`), or, with none, as
/// `.eml` files in `--outbox-dir`; from `--mail-from`.
public struct MailSettings: Sendable {
    public var relay: SMTPRelay?
    public var from: String
    public var outboxDirectory: URL
    /// Whether this process sends the outbox (always, when serving; the mail tests send by hand, so
    /// that what they count is theirs).
    package var runsDelivery = true
    /// The zone the mails' days and times are in, and named in: the server's (`TZ`), as the pages'.
    public var timeZone: TimeZone = .current

    public init(relay: SMTPRelay? = nil, from: String = "petspot@localhost",
                outboxDirectory: URL = ServerConfiguration.defaultDataDirectory.appendingPathComponent("outbox")) {
        self.relay = relay
        self.from = from
        self.outboxDirectory = outboxDirectory
    }

    /// The one line the server says at start about where mail goes.
    package var startLine: String {
        if let relay { return "Mail to owners goes through \(relay.redacted), from \(from)" }
        return "No mail relay configured (--smtp-url): mail to owners is written as .eml files to \(outboxDirectory.path)"
    }
}
