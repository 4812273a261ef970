import SQLKit

extension EngineDialect {
    /// PostgreSQL runs transactions side by side under READ COMMITTED, so each says what it holds:
    /// `FOR UPDATE` re-reads a locked row as committed (a photo racing an edit to PRIVATE rendered
    /// the listing from a stale read and listed the email); `FOR SHARE` keeps a report from being
    /// deleted under the sighting added to it; the outbox's claimers skip each other's rows; and a
    /// transaction-scoped advisory lock on a key's 64-bit hash serialises the counts of one limit's
    /// scope (without it 30 messages sent at once took 12 places of 5). A hash collision only makes
    /// two unrelated scopes wait for each other.
    package static let postgres = EngineDialect(
        beginWriteTransaction: "BEGIN", lockRowForUpdate: " FOR UPDATE", holdRowRead: " FOR SHARE",
        skipLockedRows: " FOR UPDATE SKIP LOCKED",
        serializeWriters: { key in "SELECT pg_advisory_xact_lock(hashtextextended(\(bind: key), 0))" },
        // The GiST index over the boxes (`PostgresSchema.alertBoxes`): the same expression, and a box of the one point.
        alertsWhoseBoxHolds: { latitude, longitude in
            """
            SELECT a.id, a.address, a.latitude, a.longitude, a.radius_km FROM alerts a \
            WHERE box(point(a.west, a.south), point(a.east, a.north)) @> box(point(\(bind: longitude), \(bind: latitude)), point(\(bind: longitude), \(bind: latitude)))
            """
        }
    )
}
