import Foundation
import PetSpotDomain
import PetSpotOutbox
import PetSpotStorage

/// The owner's view of the report's mail: stopped or not (its mails' stop link stops it; the owner
/// resumes it here, or stops it again), and whether its address confirmed it.
package struct OwnerMailSettings: Sendable {
    package let outbox: OutboxStore
    package let confirmations: ReportMailConfirmations
    package let owners: OwnerAuthorizer
    package let clock: ServerClock

    package init(
        outbox: OutboxStore, confirmations: ReportMailConfirmations, owners: OwnerAuthorizer, clock: ServerClock
    ) {
        self.outbox = outbox
        self.confirmations = confirmations
        self.owners = owners
        self.clock = clock
    }

    package func status(
        of id: String, credentials: Credentials, from client: ClientAddress
    ) async throws -> OwnerMailStatus {
        let record = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        return try await status(of: record)
    }

    /// Stops or resumes the report's mail, and sets the language it is written in (each when
    /// given); answers where it stands then.
    package func set(
        stopped: Bool? = nil, language: Language? = nil, for id: String, credentials: Credentials,
        from client: ClientAddress
    ) async throws -> OwnerMailStatus {
        var record = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        switch stopped {
        case true?: try await outbox.unsubscribe(record.wireID, now: clock.now())
        case false?: try await outbox.resume(record.wireID)
        case nil: break
        }
        if let language, language != record.language {
            record =
                try await owners.store.edit(id: record.id) { stored in
                    var changed = stored
                    changed.language = language
                    return changed
                } ?? record
        }
        return try await status(of: record)
    }

    private func status(of record: AnnouncementRecord) async throws -> OwnerMailStatus {
        var confirmed: Bool?
        if record.content.email != nil { confirmed = try await confirmations.isConfirmed(record.wireID) }
        return OwnerMailStatus(
            stopped: try await outbox.isUnsubscribed(record.wireID), addressConfirmed: confirmed,
            language: record.language)
    }
}
