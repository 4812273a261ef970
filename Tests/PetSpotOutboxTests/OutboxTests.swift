import Foundation
import Logging
import PetSpotOutbox
import PetSpotStorage
import PetSpotStorageTesting
import ServiceLifecycle
import SQLKit
import Testing

/// The outbox alone, on both engines: what it queues, and its delivery as the server runs it.
@Suite("The outbox and its delivery")
struct OutboxTests {
    static func mail(_ kind: OutboxMail.Kind, about reportID: String) -> OutboxMail {
        OutboxMail(
            id: UUID().uuidString.lowercased(), reportID: reportID, kind: kind, dedupeKey: nil,
            sender: "petspot@example.com",
            recipient: "owner@example.com", message: "Subject: \(kind.rawValue)\r\n\r\nHello\r\n")
    }

    @Test(
        "Given an unconfirmed report, then only the mail that asks is queued; once its address said yes, the rest is too; a stopped report gets none",
        arguments: TestDatabase.engines)
    func confirmedReportsOnly(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let report = SampleRecords.record()
                try await storage.announcements.insert(report)
                let (pool, now) = (storage.pool, SampleRecords.created)
                func enqueue(_ kind: OutboxMail.Kind) async throws -> Bool {
                    try await pool.transaction {
                        try await OutboxStore.enqueue(Self.mail(kind, about: report.wireID), at: now, on: $0)
                    }
                }
                #expect(try await enqueue(.published), "the mail that asks for the yes")
                #expect(try await !enqueue(.message), "a stranger's address gets nothing it did not ask for")
                try await pool.withConnection { database in
                    try await database.raw(
                        """
                        INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) VALUES (\(bind: report.wireID), 'owner@example.com', 0)
                        """
                    ).run()
                }
                #expect(try await pool.withConnection { try await ConfirmedReports.isConfirmed(report.wireID, on: $0) })
                #expect(try await enqueue(.message))
                try await OutboxStore(pool: pool).unsubscribe(report.wireID, now: now)
                #expect(try await !enqueue(.sighting), "the owner stopped this report's mail")
            }
        }
    }

    @Test(
        "Given the delivery running as the server runs it (a PeriodicWork), then a ring of its doorbell sends what was queued, long before its poll",
        .timeLimit(.minutes(1)))
    func deliveryWokenByItsDoorbell() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { storage in
                let report = SampleRecords.record()
                try await storage.announcements.insert(report)
                let (sent, delivered) = AsyncStream.makeStream(of: String.self)
                let doorbell = MailDoorbell()
                let delivery = MailDeliveryService(
                    outbox: OutboxStore(pool: storage.pool), transport: RecordingTransport(sent: delivered),
                    clock: ServerClock { SampleRecords.created }, doorbell: doorbell,
                    logger: Logger(label: "test"), poll: .seconds(3600))
                func enqueue() async throws -> String {
                    let mail = Self.mail(.published, about: report.wireID)
                    try await storage.pool.transaction {
                        try await OutboxStore.enqueue(mail, at: SampleRecords.created, on: $0)
                    }
                    return mail.id
                }
                let first = try await enqueue()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await PeriodicService(periodic: delivery.periodic, logger: Logger(label: "test")).run()
                    }
                    var arrivals = sent.makeAsyncIterator()
                    #expect(await arrivals.next() == first, "sent by the round at start")
                    let second = try await enqueue()
                    doorbell.ring()
                    #expect(await arrivals.next() == second, "sent at the ring, an hour before the next poll")
                    group.cancelAll()
                }
            }
        }
    }
}

/// A transport that hands each mail's id to the test.
private struct RecordingTransport: MailTransport {
    let sent: AsyncStream<String>.Continuation

    func deliver(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void
    ) async throws(MailDeliveryFailure) {
        await accepted()
        sent.yield(mail.id)
    }
}
