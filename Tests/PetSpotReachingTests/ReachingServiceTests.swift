import Foundation
import PetSpotDomain
import PetSpotOutbox
import PetSpotReaching
import PetSpotStorage
import PetSpotStorageTesting
import SQLKit
import Testing

/// What people send a report's owner, through the sightings' and messages' service over a real
/// store, on both engines, with no HTTP.
@Suite("Reaching an owner: sightings and messages")
struct ReachingServiceTests {
    static func service(_ storage: Storage) -> ReachingService {
        let clock = ServerClock { SampleRecords.created.addingTimeInterval(3600) }
        let owners = OwnerAuthorizer(
            store: storage.announcements, hasher: PasswordHasher(rounds: 1),
            limiter: FailedAttemptLimiter(pool: storage.pool, policies: .standard), adminToken: nil, clock: clock)
        let writer = OwnerMailWriter(
            settings: MailSettings(), publicURL: URL(string: "https://petspot.example")!,
            tokens: MailLinkTokens(secret: "test"), timeZone: .gmt)
        return ReachingService(
            store: ReachingStore(pool: storage.pool), reports: storage.announcements, owners: owners,
            limits: .standard, clock: clock, mail: writer, doorbell: MailDoorbell())
    }

    static func count(_ table: String, on pool: any SQLConnectionPool) async throws -> Int {
        try await pool.withConnection {
            try await $0.raw("SELECT count(*) AS n FROM \(unsafeRaw: table)").first(decodingColumn: "n", as: Int.self)
                ?? -1
        }
    }

    @Test(
        "Given a report whose address has not said yes, then a message and a sighting are kept for the owner, waiting, and no mail is queued",
        arguments: TestDatabase.engines)
    func keptUntilConfirmed(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let report = SampleRecords.record()
                try await storage.announcements.insert(report)
                let service = Self.service(storage)
                let finder = ClientAddress(key: "203.0.113.9")
                let message = try await service.addMessage(
                    to: report.wireID,
                    body: [
                        "message": .string("I think I saw her by the river"),
                        "replyEmail": .string("finder@example.com"),
                    ], from: finder)
                let sighting = try await service.addSighting(
                    to: report.wireID,
                    body: [
                        "seenAt": .string("2026-11-22T12:30:00Z"), "locationLatitude": .number(50.01),
                        "locationLongitude": .number(20.01),
                    ], from: finder)
                #expect(try await service.store.messages(of: report.wireID).map(\.id) == [message.id])
                #expect(try await service.store.sightings(of: report.wireID).map(\.id) == [sighting.id])
                let waiting = try await storage.pool.withConnection {
                    try await $0.raw(
                        "SELECT (SELECT count(*) FROM messages WHERE mailed_at IS NULL) + (SELECT count(*) FROM sightings WHERE mailed_at IS NULL) AS n"
                    )
                    .first(decodingColumn: "n", as: Int.self)
                }
                #expect(waiting == 2, "both wait for the report's yes")
                #expect(try await Self.count("outbox", on: storage.pool) == 0)
            }
        }
    }

    @Test(
        "Given an unknown report, or one past its expiry, then a sighting is refused as not found, or as closed with what to do; nothing is stored"
    )
    func refusals() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { storage in
                var expired = SampleRecords.record()
                expired.expiresAt = SampleRecords.created
                try await storage.announcements.insert(expired)
                let service = Self.service(storage)
                let body: [String: JSONValue] = [
                    "seenAt": .string("2026-11-22T12:30:00Z"), "locationLatitude": .number(50),
                    "locationLongitude": .number(20),
                ]
                await #expect(throws: ServiceError.notFound) {
                    try await service.addSighting(to: UUID().canonicalText, body: body, from: ClientAddress(key: "a"))
                }
                let closed = await #expect(throws: ServiceError.self) {
                    try await service.addSighting(to: expired.wireID, body: body, from: ClientAddress(key: "a"))
                }
                guard case .closed(let words) = closed else {
                    Issue.record("not closed: \(String(describing: closed))")
                    return
                }
                #expect(words.contains("until its owner renews it"))
                #expect(try await Self.count("sightings", on: storage.pool) == 0)
            }
        }
    }
}
