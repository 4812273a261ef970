import Foundation
import Logging
import PetSpotMail

/// Everything that tells owners and alerts' subscribers by mail, built once per process: the writer of the mails (their
/// links start at `--public-url`), the outbox, the doorbell that wakes the delivery, the stop links' key.
package struct OwnerNotifications: Sendable {
    package let writer: OwnerMailWriter
    package let outbox: OutboxStore
    package let doorbell = MailDoorbell()
    package let tokens: MailLinkTokens
    package let addresses: MailAddresses
    /// The area alerts' mail, and the doorbell that has it queued when a listing reached alerts.
    package let alertWriter: AlertMailWriter
    package let alertsDoorbell = MailDoorbell()

    package init(configuration: ServerConfiguration, pool: any SQLConnectionPool, secret: String) {
        tokens = MailLinkTokens(secret: secret)
        outbox = OutboxStore(pool: pool)
        addresses = MailAddresses(pool: pool)
        writer = OwnerMailWriter(settings: configuration.mail, publicURL: Self.publicURL(configuration), tokens: tokens,
                                 timeZone: configuration.mail.timeZone)
        alertWriter = AlertMailWriter(settings: configuration.mail, publicURL: Self.publicURL(configuration), tokens: tokens)
    }

    /// Where the mail's links point: `--public-url`, else this server's own address.
    /// The same without a trailing slash, for paths to follow.
    package static func site(_ configuration: ServerConfiguration) -> String {
        let address = publicURL(configuration).absoluteString
        return address.hasSuffix("/") ? String(address.dropLast()) : address
    }

    package static func publicURL(_ configuration: ServerConfiguration) -> URL {
        if let url = configuration.publicURL { return url }
        let host = ["0.0.0.0", "::"].contains(configuration.hostname) ? "localhost" : configuration.hostname
        return URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(configuration.port)") ?? URL(fileURLWithPath: "/")
    }

    /// The first mail to a report's address.
    package func addressMail(logger: Logger) -> OwnerAddressMail {
        OwnerAddressMail(addresses: addresses, writer: writer, doorbell: doorbell, logger: logger)
    }

    /// The service that sends the outbox, through the relay or into the outbox folder.
    package func delivery(_ settings: MailSettings, clock: ServerClock, logger: Logger) -> MailDeliveryService {
        let transport: any MailTransport = settings.relay.map { relay in
            SMTPTransport(client: SMTPClient(relay: relay, clientName: writer.publicURL.host ?? "petspot.localhost"))
        } ?? EMLDirectoryTransport(directory: settings.outboxDirectory)
        return MailDeliveryService(outbox: outbox, transport: transport, clock: clock, doorbell: doorbell, logger: logger)
    }
}
