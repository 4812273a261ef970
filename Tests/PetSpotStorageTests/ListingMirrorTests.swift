import Foundation
import PetSpotDomain
import SQLKit
import Testing
import PetSpotStorage
import PetSpotStorageTesting

/// SQLite's nearby list answers from memory (`ListingMirror`); these check it never answers from a
/// stale memory. Two pools on one file stand for two processes: each has its own connections and
/// its own mirror, and sees the other's commits only through the database.
@Suite("Listed reports in memory")
struct ListingMirrorTests {
    private typealias Contract = SampleRecords
    private static let centre = Coordinates(latitude: 50.06, longitude: 19.94)!

    private func withTwoStores(
        _ body: (SQLiteAnnouncementStore, SQLiteAnnouncementStore) async throws -> Void
    ) async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { first in
                try await database.withStorage { second in
                    try await body(
                        try #require(first.announcements as? SQLiteAnnouncementStore),
                        try #require(second.announcements as? SQLiteAnnouncementStore))
                }
            }
        }
    }

    private func nearbyIDs(
        _ store: SQLiteAnnouncementStore, around centre: Coordinates = centre
    ) async throws -> [String] {
        try await store.nearest(NearestQuery(centre: centre, kilometres: 5, limit: 100, now: SampleRecords.created))
            .map(\.report.id)
    }

    @Test(
        "Given two stores on one SQLite file, when one creates, moves, re-photographs and deletes reports, then the other's next nearby list shows each change"
    )
    func changesOfAnotherProcessAreSeen() async throws {
        try await withTwoStores { writer, reader in
            let first = Contract.record(at: Self.centre)
            try await writer.insert(first)
            #expect(try await reader.warmUp() == 1)
            #expect(try await nearbyIDs(reader) == [first.wireID])

            // Created elsewhere after the reader loaded its listings.
            let second = Contract.record(at: Coordinates(latitude: 50.07, longitude: 19.94))
            try await writer.insert(second)
            #expect(try await nearbyIDs(reader) == [first.wireID, second.wireID])

            // Moved by hand (no code of ours): gone from here, found there.
            let elsewhere = Coordinates(latitude: 52.23, longitude: 21.01)!
            try await writer.database.withWriteConnection { database in
                try await database.raw(
                    "UPDATE announcements SET latitude = 52.23, longitude = 21.01 WHERE id = \(bind: first.wireID)"
                ).run()
            }
            #expect(try await nearbyIDs(reader) == [second.wireID])
            #expect(try await nearbyIDs(reader, around: elsewhere) == [first.wireID])

            // A new photo changes the report's document.
            let photographed = try await writer.replacePhoto(
                of: second.id, with: "new.png", at: Contract.created.addingTimeInterval(60))
            #expect(photographed != nil)
            let document = try await reader.nearest(
                NearestQuery(centre: Self.centre, kilometres: 5, limit: 1, now: SampleRecords.created)
            ).first?.report.document
            let stored = try #require(try await writer.find(id: second.id))
            #expect(document == ListingDocument(stored))
            let text = String(decoding: document?.object ?? [], as: UTF8.self)
            #expect(text.contains("new.png"))

            _ = try await writer.delete(id: second.id)
            #expect(try await nearbyIDs(reader) == [])
            #expect(try await reader.warmUp() == 1)
        }
    }

    @Test(
        "Given a store whose listings in memory fell behind further than the change log reaches, then it loads them anew and misses nothing"
    )
    func fallingBehindTheLogReloads() async throws {
        try await withTwoStores { writer, reader in
            let first = Contract.record(at: Self.centre)
            try await writer.insert(first)
            #expect(try await nearbyIDs(reader) == [first.wireID])
            let later = (1...3).map {
                Contract.record(at: Coordinates(latitude: 50.06 + Double($0) * 0.001, longitude: 19.94))
            }
            for record in later { try await writer.insert(record) }
            _ = try await writer.delete(id: first.id)
            // As if pruned: the log keeps only its newest change (the removal of `first`).
            try await writer.database.withWriteConnection { database in
                try await database.raw(
                    "DELETE FROM listing_changes WHERE version < (SELECT max(version) FROM listing_changes)"
                ).run()
            }
            #expect(try await nearbyIDs(reader) == later.map(\.wireID))
            #expect(try await reader.warmUp() == 3)
        }
    }

    @Test(
        "Given a reading connection, then it sees another connection's commit once, and again after it forgets it (a failed update is retried)"
    )
    func databaseChangesAreSeenOnce() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { storage in
                guard case .sqlite(let path) = database.location else { return }
                let connection = try SQLiteReadConnection(path: path, cacheKibibytes: 1024)
                defer { connection.close() }
                func changed() throws -> Bool { try connection.inTransaction { try connection.databaseChanged() } }
                #expect(try changed())
                #expect(try !changed())
                try await storage.announcements.insert(Contract.record(at: Self.centre))
                #expect(try changed())
                #expect(try !changed())
                connection.forgetDatabaseChange()
                #expect(try changed())
            }
        }
    }

    @Test("Given more changes than the log keeps, then it holds exactly the newest ones")
    func logKeepsTheNewestChanges() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withPool { pool in
                let kept = SQLiteSchema.listingChangesKept
                try await pool.withConnection { database in
                    try await database.raw(
                        """
                        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(unsafeRaw: String(kept + 25)))
                        INSERT INTO listing_changes (seq) SELECT i FROM n
                        """
                    ).run()
                    let row = try await database.raw(
                        "SELECT count(*) AS n, min(version) AS low, max(version) AS high FROM listing_changes"
                    ).first()
                    #expect(try row?.decode(column: "n", as: Int.self) == kept)
                    #expect(try row?.decode(column: "low", as: Int.self) == 26)
                    #expect(try row?.decode(column: "high", as: Int.self) == kept + 25)
                }
            }
        }
    }
}
