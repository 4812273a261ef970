import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// The alert mails due: each confirmed alert with reports waiting whose quiet time is over
/// (`alerts.mail_after`) gets one mail listing them. One transaction takes every due alert's
/// waiting reports (marking them mailed: another process that took them first leaves none, so no
/// report is mailed twice), queues the mails and sets each alert's next time; it is a handful of
/// statements however many alerts are due, so a report reaching 200 alerts has its 200 mails
/// queued in one round.
package enum AlertDeliveries {
    /// One alert's mail: the alert and its reports still listed, nearest to its centre first.
    package struct Due: Sendable {
        package let alert: StoredAlert
        package let reports: [AnnouncementRecord]
    }

    /// What one round queued: how many mails, and when the earliest report they list was listed.
    package struct Round: Sendable, Equatable {
        package var mails = 0
        package var earliestListing: Date?
    }

    /// Queues what `write` makes of each due alert (at most `limit` alerts: one round).
    package static func mail(
        now: Date, limit: Int, on pool: any SQLConnectionPool,
        write: @escaping @Sendable (Due) -> OutboxMail?
    ) async throws -> Round {
        try await mail(Array(try await due(now: now, on: pool).prefix(limit)), now: now, on: pool, write: write)
    }

    /// The confirmed alerts due now with deliveries waiting, read on a reading connection: SQLite's
    /// one writer is not held while they are (a report reaching 100,000 alerts has as many waiting,
    /// and reading them in each round's write transaction held the writer up to a second,
    /// `bench/stall`). Two plain steps, each on its index whatever the planner thinks of the
    /// tables' sizes (as one query with a join, PostgreSQL chose to scan every delivery once the
    /// alerts were analysed, and a round grew from 30 to 90 ms over 10k deliveries): the alerts
    /// with deliveries waiting (the partial index), and those of them due (by id, read whole: the
    /// mails need them).
    package static func due(now: Date, on pool: any SQLConnectionPool) async throws -> [StoredAlert] {
        let time = Timestamp.milliseconds(now)
        return try await pool.withConnection { database in
            let waiting = try await database.raw(
                "SELECT DISTINCT alert_id FROM alert_deliveries WHERE mailed_at IS NULL"
            )
            .all(decodingColumn: "alert_id", as: String.self)
            guard !waiting.isEmpty else { return [] }
            return try await read(Set(waiting), on: database) { ids in
                "SELECT \(unsafeRaw: StoredAlert.columns) FROM alerts WHERE confirmed_at IS NOT NULL AND mail_after <= \(bind: time) AND id IN "
                    + .list(ids)
            }.map(StoredAlert.init(row:))
        }
    }

    /// Queues what `write` makes of each of `dueAlerts` (read by `due`, a round's worth) in one write
    /// transaction, which takes their waiting deliveries only while each alert is still due (another
    /// process that mailed it meanwhile moved its time on: then it takes none).
    package static func mail(
        _ dueAlerts: [StoredAlert], now: Date, on pool: any SQLConnectionPool,
        write: @escaping @Sendable (Due) -> OutboxMail?
    ) async throws -> Round {
        let time = Timestamp.milliseconds(now)
        guard !dueAlerts.isEmpty else { return Round() }
        return try await pool.transaction { database in
            let ids = SQLQueryString.list(dueAlerts.map(\.id))
            let taken = try await database.raw(
                """
                UPDATE alert_deliveries SET mailed_at = \(bind: time) WHERE mailed_at IS NULL AND alert_id IN \
                (SELECT id FROM alerts WHERE mail_after <= \(bind: time) AND id IN 
                """ + ids + ") RETURNING alert_id, announcement_id, listed_at"
            ).all().map {
                (
                    alert: try $0.decode(column: "alert_id", as: String.self),
                    report: try $0.decode(column: "announcement_id", as: String.self),
                    listed: try $0.decode(column: "listed_at", as: Int64.self)
                )
            }
            guard !taken.isEmpty else { return Round() }
            let takenAlerts = Set(taken.map(\.alert))
            let alerts = dueAlerts.filter { takenAlerts.contains($0.id) }
            let reports = Dictionary(
                try await read(Set(taken.map(\.report)), on: database) { ids in
                    "SELECT \(unsafeRaw: AnnouncementColumn.listedList) FROM \(unsafeRaw: AnnouncementColumn.table) WHERE id IN "
                        + .list(ids)
                }.map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: false) }
                    .filter { $0.photoFile != nil && $0.standing(at: now) == .open(expiresAt: $0.expiresAt) }
                    .map { ($0.wireID, $0) }, uniquingKeysWith: { first, _ in first })
            let byAlert = Dictionary(grouping: taken, by: \.alert)
            let dropped = taken.filter { reports[$0.report] == nil }
            let due = alerts.compactMap { alert -> Due? in
                let listed = (byAlert[alert.id] ?? []).compactMap { reports[$0.report] }.sorted {
                    distance(alert, $0) < distance(alert, $1)
                }
                return listed.isEmpty ? nil : Due(alert: alert, reports: listed)
            }
            let written = await compose(due, write)
            let mails = written.map(\.mail)
            let mailed = written.map(\.alert)
            // A report ended or removed meanwhile is in no mail, and counts in no `alertsSent`.
            for gone in dropped {
                try await database.raw(
                    "DELETE FROM alert_deliveries WHERE alert_id = \(bind: gone.alert) AND announcement_id = \(bind: gone.report)"
                ).run()
            }
            try await OutboxStore.enqueueAll(mails, at: now, on: database)
            let immediate = mailed.filter { $0.request.frequency == .immediate }.map(\.id)
            if !immediate.isEmpty {
                let next = Timestamp.milliseconds(now + AlertFrequency.immediate.quiet)
                try await database.raw("UPDATE alerts SET mail_after = \(bind: next) WHERE id IN " + .list(immediate))
                    .run()
            }
            for alert in mailed where alert.request.frequency == .daily {
                // The next day's slot after the one this mail was due at.
                try await database.raw(
                    """
                    UPDATE alerts SET mail_after = \(bind: Timestamp.milliseconds(now)) + \(bind: Int64(AlertFrequency.daily.quiet * 1000)) \
                    - ((\(bind: Timestamp.milliseconds(now)) - mail_after) % \(bind: Int64(AlertFrequency.daily.quiet * 1000))) WHERE id = \(bind: alert.id)
                    """
                ).run()
            }
            let listed = taken.filter { reports[$0.report] != nil }.map(\.listed).min()
            return Round(mails: mails.count, earliestListing: listed.map { Timestamp.date(milliseconds: $0) })
        }
    }

    /// Writes each due alert's mail, the work shared by the cores: 200 mails are a few
    /// milliseconds each core (the round's transaction waits for them).
    private static func compose(
        _ due: [Due], _ write: @escaping @Sendable (Due) -> OutboxMail?
    ) async -> [(alert: StoredAlert, mail: OutboxMail)] {
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, due.count / 16))
        guard parts > 1 else { return due.compactMap { item in write(item).map { (item.alert, $0) } } }
        let size = (due.count + parts - 1) / parts
        return await withTaskGroup(of: (Int, [(alert: StoredAlert, mail: OutboxMail)]).self) { group in
            for part in 0..<parts {
                let slice = Array(due[min(due.count, part * size)..<min(due.count, (part + 1) * size)])
                group.addTask { (part, slice.compactMap { item in write(item).map { (item.alert, $0) } }) }
            }
            var results: [[(alert: StoredAlert, mail: OutboxMail)]] = Array(repeating: [], count: parts)
            for await (part, written) in group { results[part] = written }
            return results.flatMap { $0 }
        }
    }

    private static func distance(_ alert: StoredAlert, _ report: AnnouncementRecord) -> Double {
        report.content.location.map { GreatCircle.kilometres(from: alert.request.centre, to: $0) } ?? .infinity
    }

    /// The rows of `ids`, read `chunk` at a time (each engine caps the values one statement binds).
    private static func read(
        _ ids: Set<String>, chunk: Int = 500, on database: any SQLDatabase,
        sql: ([String]) -> SQLQueryString
    ) async throws -> [any SQLRow] {
        let all = ids.sorted()
        var rows: [any SQLRow] = []
        for start in stride(from: 0, to: all.count, by: chunk) {
            rows += try await database.raw(sql(Array(all[start..<min(start + chunk, all.count)]))).all()
        }
        return rows
    }
}
