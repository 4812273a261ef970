import Foundation

/// One mail (to a report's owner, or an alert's subscriber), whole, as the outbox keeps it until it is sent.
package struct OutboxMail: Sendable, Equatable {
    /// What the mail is about.
    package enum Kind: String, Sendable {
        case message, sighting, reminder, matches
        /// What waited for a report's confirmation (messages and sightings), mailed the moment it came.
        case waited
        /// A report's first mail to its address: what was published, where to manage it, and (until
        /// the address is confirmed) the link that confirms it.
        case published
        /// A link that signs the owner in to manage the report (`SignInLinks`).
        case signIn = "sign-in"
        /// The mail that asks an address to confirm its area alerts (`AlertStore`).
        case alertConfirmation = "alert-confirmation"
        /// An area alert's mail of new reports: it exists only once its alert was confirmed.
        case alert

        /// Whether it goes only to an address that said yes (`MailAddresses`): all but the mails that
        /// ask, and an alert's, whose own confirmation is that yes.
        package var needsConfirmedAddress: Bool { ![.published, .alertConfirmation, .alert].contains(self) }
    }

    package let id: String
    /// What the mail is about: its report, or, for an alert's mails, the alert.
    package let reportID: String
    package let kind: Kind
    /// Set for a mail that must be queued once only (a reminder, per expiry).
    package let dedupeKey: String?
    package let sender: String
    package let recipient: String
    /// The RFC 5322 message, as it goes to the relay or into an `.eml` file (ASCII: bodies in base64).
    package let message: String

    package init(
        id: String, reportID: String, kind: Kind, dedupeKey: String?, sender: String, recipient: String, message: String
    ) {
        self.id = id
        self.reportID = reportID
        self.kind = kind
        self.dedupeKey = dedupeKey
        self.sender = sender
        self.recipient = recipient
        self.message = message
    }
}
