import Foundation

/// One mail to a report's owner, whole, as the outbox keeps it until it is sent.
package struct OutboxMail: Sendable, Equatable {
    /// What the mail is about.
    package enum Kind: String, Sendable {
        case message, sighting, reminder, matches
        /// A report's first mail to its address: what was published, where to manage it, and (until
        /// the address is confirmed) the link that confirms it.
        case published
        /// A link that signs the owner in to manage the report (`SignInLinks`).
        case signIn = "sign-in"

        /// Whether it goes only to an address that said yes (`MailAddresses`): all but the mail that asks.
        package var needsConfirmedAddress: Bool { self != .published }
    }

    package let id: String
    package let reportID: String
    package let kind: Kind
    /// Set for a mail that must be queued once only (a reminder, per expiry).
    package let dedupeKey: String?
    package let sender: String
    package let recipient: String
    /// The RFC 5322 message, as it goes to the relay or into an `.eml` file (ASCII: bodies in base64).
    package let message: String
}
