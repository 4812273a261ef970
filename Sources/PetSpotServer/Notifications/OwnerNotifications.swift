import Foundation
import Logging
import PetSpotMail

/// Everything that tells owners by mail, built once per process: the writer of the mails (their
/// links start at `--public-url`), the outbox, the doorbell that wakes the delivery, the stop links' key.
struct OwnerNotifications: Sendable {
    let writer: OwnerMailWriter
    let outbox: OutboxStore
    let doorbell = MailDoorbell()
    let tokens: MailLinkTokens
    let addresses: MailAddresses

    init(configuration: ServerConfiguration, pool: any SQLConnectionPool, secret: String) {
        tokens = MailLinkTokens(secret: secret)
        outbox = OutboxStore(pool: pool)
        addresses = MailAddresses(pool: pool)
        writer = OwnerMailWriter(settings: configuration.mail, publicURL: Self.publicURL(configuration), tokens: tokens)
    }

    /// Where the mail's links point: `--public-url`, else this server's own address.
    static func publicURL(_ configuration: ServerConfiguration) -> URL {
        if let url = configuration.publicURL { return url }
        let host = ["0.0.0.0", "::"].contains(configuration.hostname) ? "localhost" : configuration.hostname
        return URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(configuration.port)") ?? URL(fileURLWithPath: "/")
    }

    /// The first mail to a report's address.
    func addressMail(logger: Logger) -> OwnerAddressMail {
        OwnerAddressMail(addresses: addresses, writer: writer, doorbell: doorbell, logger: logger)
    }

    /// The service that sends the outbox, through the relay or into the outbox folder.
    func delivery(_ settings: MailSettings, clock: ServerClock, logger: Logger) -> MailDeliveryService {
        let transport: any MailTransport = settings.relay.map { relay in
            SMTPTransport(client: SMTPClient(relay: relay, clientName: writer.publicURL.host ?? "petspot.localhost"))
        } ?? EMLDirectoryTransport(directory: settings.outboxDirectory)
        return MailDeliveryService(outbox: outbox, transport: transport, clock: clock, doorbell: doorbell, logger: logger)
    }
}
