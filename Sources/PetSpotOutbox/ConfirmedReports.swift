import SQLKit

/// Which reports' addresses said yes (`mail_confirmations`, written by `ReportMailConfirmations`):
/// the outbox's rule that a report's owner is mailed only once that report is confirmed, here so
/// the outbox and the addresses' store ask it without knowing who confirms.
package enum ConfirmedReports {
    /// The SQL condition that the report `reportID` is confirmed.
    package static func isConfirmed(_ reportID: String) -> SQLQueryString {
        "EXISTS (SELECT 1 FROM mail_confirmations WHERE announcement_id = \(bind: reportID))"
    }

    package static func isConfirmed(_ reportID: String, on database: any SQLDatabase) async throws -> Bool {
        try await database.raw("SELECT 1 AS yes WHERE " + isConfirmed(reportID)).first() != nil
    }

    /// Ends the report's confirmation unless it was given by `address` (`MailAddresses.key`): an
    /// edit that sets a new address needs that address's own yes.
    package static func forget(_ reportID: String, unless address: String, on database: any SQLDatabase) async throws {
        try await database.raw(
            "DELETE FROM mail_confirmations WHERE announcement_id = \(bind: reportID) AND address <> \(bind: address)"
        ).run()
    }
}
