import Foundation
import PetSpotMail

/// Where a claimed mail goes: an SMTP relay, or `.eml` files when none is configured.
package protocol MailTransport: Sendable {
    /// Hands `mail` over, calling `accepted` the moment the other side has it (the relay's 250 to
    /// the data, the file in place), before anything that may still wait or fail (the relay's QUIT).
    func deliver(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void) async throws(MailDeliveryFailure)
}

/// Why a mail did not go: `transient` may pass (the relay is down, busy, 4xx), `permanent` will not (5xx).
package enum MailDeliveryFailure: Error, Sendable {
    case transient(String)
    case permanent(String)
}

/// Through the configured relay.
package struct SMTPTransport: MailTransport {
    package let client: SMTPClient

    package init(client: SMTPClient) {
        self.client = client
    }

    package func deliver(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void
    ) async throws(MailDeliveryFailure) {
        do {
            try await client.send(Array(mail.message.utf8), from: mail.sender, to: [mail.recipient]) { _ in
                await accepted()
            }
        } catch {
            // A relay's refusal often repeats the address; the reason is logged and stored, never the address.
            let reason = error.description.replacingOccurrences(
                of: mail.recipient, with: "<the recipient>", options: .caseInsensitive)
            throw error.isTransient ? .transient(reason) : .permanent(reason)
        }
    }
}

/// No relay: each mail is a file `<id>.eml` in `directory`, written whole (a temporary name, then
/// renamed), so a reader never sees half of one.
package struct EMLDirectoryTransport: MailTransport {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    package func deliver(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void
    ) async throws(MailDeliveryFailure) {
        let file = directory.appendingPathComponent("\(mail.id).eml")
        let partial = directory.appendingPathComponent(".\(mail.id).eml.partial")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(mail.message.utf8).write(to: partial)
            _ = try? FileManager.default.removeItem(at: file)
            try FileManager.default.moveItem(at: partial, to: file)
        } catch {
            throw .transient("The outbox folder \(directory.path) could not be written: \(error)")
        }
        await accepted()
    }
}
