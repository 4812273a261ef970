import Foundation

/// The API's one time format: ISO 8601 UTC with milliseconds and `Z` (`2026-01-08T10:00:00.000Z`).
/// Times are kept as whole milliseconds, the precision stored on both engines, so a report reads
/// back exactly as it was answered.
enum Timestamp {
    static func string(_ date: Date) -> String {
        let total = milliseconds(date)
        let seconds = total >= 0 ? total / 1000 : (total - 999) / 1000
        let fraction = total - seconds * 1000
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(Date.ISO8601FormatStyle())
        return "\(whole.dropLast()).\(String(format: "%03d", fraction))Z"
    }

    /// Whole milliseconds since 1970, the form dates are stored in (the same on both engines).
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` at the stored precision.
    static func truncated(_ date: Date) -> Date {
        Self.date(milliseconds: milliseconds(date))
    }
}
