import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// Area alerts (migration 21): asked for, confirmed by their address, changed or stopped by their
/// mail's link. Plain SQL both engines speak; each step that counts (the per-client limit, the
/// confirmation mail a day, the alerts an address follows) counts inside the transaction that
/// writes, serialised per client or address, so it holds exactly under concurrent requests.
package struct AlertStore: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    /// At most one confirmation mail per address in this time, however many alerts are asked for it.
    package static let confirmationInterval: TimeInterval = 24 * 60 * 60
    /// Confirmed alerts one address may follow; as many may wait for confirmation.
    package static let maximumPerAddress = 10
    /// An unconfirmed alert is forgotten after this.
    package static let unconfirmedLifetime: TimeInterval = 7 * 24 * 60 * 60

    /// What asking for an alert came to. The caller answers both `accepted` alike: nobody learns
    /// whether the address already follows the area.
    package enum Subscription: Sendable, Equatable {
        case accepted(confirmationQueued: Bool)
        case refused(retryAfter: Int)
    }

    /// Keeps the alert `request` asks for (unless the address already has it, or waits for as many
    /// as it may follow) and queues the confirmation mail `confirmation` writes, unless the address
    /// was sent one within `confirmationInterval`; all under the client's `limit`.
    package func subscribe(
        _ request: AlertRequest, client: String, limit: AdditionLimit, now: Date,
        confirmation: @escaping @Sendable (StoredAlert) -> OutboxMail
    ) async throws -> Subscription {
        let (key, engine, time) = (MailAddresses.key(request.email), pool.engine, Timestamp.milliseconds(now))
        return try await pool.transaction { database in
            try await AdditionLimit.lock([.client(client)], in: "alert_requests", on: database, engine: engine)
            if let wait = try await limit.retryAfter(.client(client), in: "alert_requests", on: database, now: now) {
                return .refused(retryAfter: wait)
            }
            try await database.raw(
                "INSERT INTO alert_requests (client, created_at) VALUES (\(bind: client), \(bind: time))"
            ).run()
            if let lock = engine.dialect.serializeWriters("alerts/\(key)") { try await database.raw(lock).run() }
            let mine = try await Self.live(of: key, now: now, on: database)
            let alert: StoredAlert
            if let same = mine.first(where: { $0.isSame(as: request) }) {
                guard same.confirmedAt == nil else { return .accepted(confirmationQueued: false) }
                alert = same
            } else {
                guard mine.count(where: { $0.confirmedAt == nil }) < Self.maximumPerAddress else {
                    return .accepted(confirmationQueued: false)
                }
                alert = StoredAlert(id: UUID().canonicalText, request: request, createdAt: now, confirmedAt: nil)
                try await database.raw(Self.insert([alert])).run()
            }
            let last = try await database.raw("SELECT mailed_at FROM alert_confirmations WHERE address = \(bind: key)")
                .first(decodingColumn: "mailed_at", as: Int64.self)
            if let last, Double(time - last) / 1000 < Self.confirmationInterval {
                return .accepted(confirmationQueued: false)
            }
            try await database.raw(
                """
                INSERT INTO alert_confirmations (address, mailed_at) VALUES (\(bind: key), \(bind: time)) \
                ON CONFLICT (address) DO UPDATE SET mailed_at = excluded.mailed_at
                """
            ).run()
            try await OutboxStore.enqueue(confirmation(alert), at: now, on: database)
            return .accepted(confirmationQueued: true)
        }
    }

    /// The alerts of `address` (`MailAddresses.key`) waiting for its confirmation, oldest first.
    package func unconfirmed(of address: String, now: Date) async throws -> [StoredAlert] {
        try await pool.withConnection { try await Self.live(of: address, now: now, on: $0) }.filter {
            $0.confirmedAt == nil
        }
    }

    /// What confirming came to.
    package enum Confirmation: Sendable, Equatable {
        case confirmed([StoredAlert])
        /// The address follows the most it may: nothing was confirmed.
        case atMost(Int)
        /// Nothing waits (confirmed already, stopped, or forgotten).
        case nothing
    }

    /// Confirms the alerts of `address` waiting for it (only those of `only`, when given), as many as
    /// it may still follow; the address has said yes to PetSpot's mail (`MailAddresses`) too.
    package func confirm(_ address: String, only: Set<String>?, askedBy: Date, now: Date) async throws -> Confirmation {
        let engine = pool.engine
        return try await pool.transaction { database in
            if let lock = engine.dialect.serializeWriters("alerts/\(address)") { try await database.raw(lock).run() }
            let mine = try await Self.live(of: address, now: now, on: database)
            let waiting = mine.filter { alert in
                alert.confirmedAt == nil && alert.createdAt <= askedBy && (only?.contains(alert.id) ?? true)
            }
            guard !waiting.isEmpty else { return .nothing }
            let room = Self.maximumPerAddress - mine.count { $0.confirmedAt != nil }
            guard room > 0 else { return .atMost(Self.maximumPerAddress) }
            let confirming = Array(waiting.prefix(room))
            for alert in confirming {
                try await database.raw(
                    """
                    UPDATE alerts SET confirmed_at = \(bind: Timestamp.milliseconds(now)), \
                    mail_after = \(bind: Timestamp.milliseconds(StoredAlert.firstMail(alert.request.frequency, after: now))) \
                    WHERE id = \(bind: alert.id)
                    """
                ).run()
            }
            try await MailAddresses.confirm(address, now: now, on: database)
            return .confirmed(confirming)
        }
    }

    /// The alert, confirmed or not; `nil` once stopped or forgotten.
    package func alert(_ id: String) async throws -> StoredAlert? {
        try await pool.withConnection {
            try await $0.raw("SELECT \(unsafeRaw: StoredAlert.columns) FROM alerts WHERE id = \(bind: id)").first().map(
                StoredAlert.init(row:))
        }
    }

    /// Stops the alert: it is removed, with the reports waiting for its next mail and its mail not
    /// yet sent. What it mailed still counts in its reports' `alertsSent`. `false` when it was gone.
    package func stop(_ id: String, now: Date) async throws -> Bool {
        try await pool.transaction { database in
            guard try await database.raw("DELETE FROM alerts WHERE id = \(bind: id) RETURNING id").first() != nil else {
                return false
            }
            try await database.raw("DELETE FROM alert_deliveries WHERE alert_id = \(bind: id) AND mailed_at IS NULL")
                .run()
            try await database.raw(
                """
                UPDATE outbox SET failed_at = \(bind: Timestamp.milliseconds(now)), last_error = 'unsubscribed' \
                WHERE announcement_id = \(bind: id) AND sent_at IS NULL AND failed_at IS NULL
                """
            ).run()
            return true
        }
    }

    /// The alert with its circle, filters, frequency and name set as `request` says (its address
    /// stays); `nil` when it was gone. A new frequency starts its quiet time afresh.
    package func change(_ id: String, to request: AlertRequest, now: Date) async throws -> StoredAlert? {
        try await pool.transaction { database in
            let read: SQLQueryString =
                "SELECT \(unsafeRaw: StoredAlert.columns) FROM alerts WHERE id = \(bind: id)\(unsafeRaw: pool.engine.dialect.lockRowForUpdate)"
            guard let stored = try await database.raw(read).first().map(StoredAlert.init(row:)) else { return nil }
            var changed = request
            changed.email = stored.request.email
            let box = AlertBox(centre: changed.centre, radiusKm: changed.radiusKm)
            var sql: SQLQueryString = """
                UPDATE alerts SET latitude = \(bind: changed.centre.latitude), longitude = \(bind: changed.centre.longitude), \
                radius_km = \(bind: changed.radiusKm), south = \(bind: box.south), north = \(bind: box.north), west = \(bind: box.west), \
                east = \(bind: box.east), status = \(bind: changed.status?.rawValue), species = \(bind: changed.species?.rawValue), \
                frequency = \(bind: changed.frequency.rawValue), area_name = \(bind: changed.areaName), \
                language = \(bind: changed.language.rawValue)
                """
            if stored.confirmedAt != nil, changed.frequency != stored.request.frequency {
                sql =
                    sql
                    + ", mail_after = \(bind: Timestamp.milliseconds(StoredAlert.firstMail(changed.frequency, after: now)))"
            }
            try await database.raw(sql + " WHERE id = \(bind: id)").run()
            return StoredAlert(id: id, request: changed, createdAt: stored.createdAt, confirmedAt: stored.confirmedAt)
        }
    }

    /// Forgets alerts never confirmed within `unconfirmedLifetime`, and the requests the per-client
    /// limit no longer counts; returns how many alerts went.
    @discardableResult
    package func forgetStale(now: Date, requestWindow: TimeInterval) async throws -> Int {
        try await pool.transaction { database in
            let forgotten = try await database.raw(
                """
                DELETE FROM alerts WHERE confirmed_at IS NULL AND created_at < \(bind: Timestamp.milliseconds(now - Self.unconfirmedLifetime)) RETURNING id
                """
            ).all().count
            try await database.raw(
                "DELETE FROM alert_requests WHERE created_at < \(bind: Timestamp.milliseconds(now - requestWindow))"
            ).run()
            return forgotten
        }
    }

    /// How many alert mails listed the report so far (its owner's `alertsSent`).
    package func alertsSent(_ reportID: String) async throws -> Int {
        try await pool.withConnection {
            try await $0.raw(
                "SELECT COUNT(*) AS sent FROM alert_deliveries WHERE announcement_id = \(bind: reportID) AND mailed_at IS NOT NULL"
            )
            .first(decodingColumn: "sent", as: Int.self)
        } ?? 0
    }

    // MARK: -

    /// The address's alerts, confirmed or still within their time to be.
    private static func live(of address: String, now: Date, on database: any SQLDatabase) async throws -> [StoredAlert]
    {
        let since = Timestamp.milliseconds(now - unconfirmedLifetime)
        return try await database.raw(
            """
            SELECT \(unsafeRaw: StoredAlert.columns) FROM alerts WHERE address = \(bind: address) \
            AND (confirmed_at IS NOT NULL OR created_at >= \(bind: since)) ORDER BY created_at, id
            """
        ).all().map(StoredAlert.init(row:))
    }

    /// Stores `alerts` as they are (the benchmarks' generated ones, confirmed), in one transaction.
    package func insertAll(_ alerts: [StoredAlert]) async throws {
        guard !alerts.isEmpty else { return }
        try await pool.transaction { database in
            for start in stride(from: 0, to: alerts.count, by: 500) {
                try await database.raw(Self.insert(alerts[start..<min(start + 500, alerts.count)])).run()
            }
        }
    }

    private static func insert(_ alerts: some Collection<StoredAlert>) -> SQLQueryString {
        .insert(
            into: "alerts",
            columns: [
                "id", "address", "email", "latitude", "longitude", "radius_km", "south", "north", "west", "east",
                "status", "species", "frequency",
                "area_name", "language", "created_at", "confirmed_at", "mail_after",
            ],
            rows: alerts.map { alert -> [any Encodable & Sendable] in
                let request = alert.request
                let box = AlertBox(centre: request.centre, radiusKm: request.radiusKm)
                return [
                    alert.id, MailAddresses.key(request.email), request.email, request.centre.latitude,
                    request.centre.longitude, request.radiusKm,
                    box.south, box.north, box.west, box.east, request.status?.rawValue, request.species?.rawValue,
                    request.frequency.rawValue,
                    request.areaName, request.language.rawValue, Timestamp.milliseconds(alert.createdAt),
                    alert.confirmedAt.map(Timestamp.milliseconds),
                    alert.confirmedAt.map {
                        Timestamp.milliseconds(StoredAlert.firstMail(request.frequency, after: $0))
                    },
                ]
            })
    }
}
