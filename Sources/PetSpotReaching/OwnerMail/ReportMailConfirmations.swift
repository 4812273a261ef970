import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// `mail_confirmations`: the reports whose address said yes, each by its own button
/// (`api-v1.md`, "Only confirmed addresses get mail"). A report's owner is mailed about it only
/// once that report is confirmed: an address that confirmed one report is not thereby open to a
/// stranger who creates reports naming it. Until then what people send is kept (`mailed_at` NULL
/// on messages and sightings) and shown on the manage page; the confirmation mails what waited at
/// once, in one mail, and from then on messages and the first new sighting go as they come.
/// Plain SQL both engines speak.
package struct ReportMailConfirmations: Sendable {
    package let pool: any SQLConnectionPool
    package let announcements: any AnnouncementStore
    package let writer: OwnerMailWriter
    package let doorbell: MailDoorbell

    package init(
        pool: any SQLConnectionPool, announcements: any AnnouncementStore, writer: OwnerMailWriter,
        doorbell: MailDoorbell
    ) {
        self.pool = pool
        self.announcements = announcements
        self.writer = writer
        self.doorbell = doorbell
    }

    /// What a confirmation link's POST came to.
    package enum Outcome: Sendable, Equatable {
        /// Confirmed (or already was); `waited` is how many messages and sightings were mailed now.
        case confirmed(waited: Int)
        /// The report is gone, or names another address since the mail was sent: nothing changed.
        case stale
    }

    package func isConfirmed(_ reportID: String) async throws -> Bool {
        try await pool.withConnection { try await ConfirmedReports.isConfirmed(reportID, on: $0) }
    }

    /// The report `reportID` is confirmed by `address` (`MailAddresses.key`, as its link named it),
    /// which said yes; what waited for it (messages whole, sightings) is queued in one mail in the
    /// same transaction. Serialised with the report's additions (their locks), so a message added
    /// meanwhile is either in this mail or mailed as it comes, never neither.
    package func confirm(report reportID: String, address: String, now: Date) async throws -> Outcome {
        guard let id = UUID(canonicalText: reportID), let record = try await announcements.find(id: id),
            let email = record.content.email, MailAddresses.key(email) == address
        else { return .stale }
        let (writer, engine, time) = (self.writer, pool.engine, Timestamp.milliseconds(now))
        let waited = try await pool.transaction { database -> Int in
            try await AdditionLimit.lock([.report(reportID)], in: "sightings", on: database, engine: engine)
            try await AdditionLimit.lock([.report(reportID)], in: "messages", on: database, engine: engine)
            try await database.raw(
                """
                INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) VALUES (\(bind: reportID), \(bind: address), \(bind: time)) \
                ON CONFLICT (announcement_id) DO UPDATE SET address = excluded.address, confirmed_at = excluded.confirmed_at
                """
            ).run()
            try await MailAddresses.confirm(address, now: now, on: database)
            let messages = try await ReachingStore.messages(
                where: "announcement_id = \(bind: reportID) AND mailed_at IS NULL", on: database)
            let sightings = try await SightingRows.sightings(
                where: "announcement_id = \(bind: reportID) AND mailed_at IS NULL", on: database)
            guard !messages.isEmpty || !sightings.isEmpty else { return 0 }
            if let mail = writer.waited(messages: messages, sightings: sightings, about: record, now: now) {
                try await OutboxStore.enqueue(mail, at: now, on: database)
            }
            // Marked, but the report's sighting clock is left alone: the first sighting after this goes at once.
            if !messages.isEmpty {
                try await database.update("messages").set("mailed_at", to: time).where("id", .in, messages.map(\.id))
                    .run()
            }
            if !sightings.isEmpty {
                try await database.update("sightings").set("mailed_at", to: time).where("id", .in, sightings.map(\.id))
                    .run()
            }
            return messages.count + sightings.count
        }
        if waited > 0 { doorbell.ring() }
        return .confirmed(waited: waited)
    }
}
