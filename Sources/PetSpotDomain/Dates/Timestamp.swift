import Foundation

/// The API's one time format: ISO 8601 UTC with milliseconds and `Z` (`2026-01-08T10:00:00.000Z`),
/// written by the server and read by the clients. Times are kept as whole milliseconds, the precision
/// stored on both engines, so a report reads back exactly as it was answered.
public enum Timestamp {
    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFractions = Date.ISO8601FormatStyle()

    /// Parses with or without fractional seconds: the contract allows both, and some
    /// Foundation versions accept only the exact form a style was configured for. The time is
    /// the whole milliseconds the server keeps, so a client reads the very `Date` it stored.
    public static func parse(_ text: String) -> Date? {
        guard let date = (try? Date(text, strategy: withFractions)) ?? (try? Date(text, strategy: withoutFractions))
        else { return nil }
        return truncated(date)
    }

    /// Decodes one timestamp string from `container`, naming the key when it is malformed.
    public static func decode<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "Expected an ISO 8601 timestamp, got \(text)")
        }
        return date
    }

    /// The same for a member that may be absent or `null`.
    public static func decodeIfPresent<Key: CodingKey>(
        _ key: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> Date? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(key, in: container)
    }

    public static func string(_ date: Date) -> String {
        var text: [UInt8] = []
        write(date, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the time's text to `bytes`, digit by digit: every report in every answer carries two
    /// timestamps, and building them from interpolated strings cost a twentieth of a listing's time.
    public static func write(_ date: Date, to bytes: inout [UInt8]) {
        let total = milliseconds(date)
        let seconds = total >= 0 ? total / 1000 : (total - 999) / 1000
        let fraction = Int(total - seconds * 1000)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        if year < 0 || year > 9999 {
            bytes.append(contentsOf: String(year).utf8)  // beyond four digits, as ISO 8601's expanded years
        } else {
            digits(year, 4)
        }
        bytes.append(UInt8(ascii: "-"))
        digits(month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2)
        bytes.append(UInt8(ascii: "."))
        digits(fraction, 3)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`):
    /// written out because every report in every answer carries two timestamps, and a date formatter
    /// cost a twentieth of a listing's time.
    private static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }

    /// Whole milliseconds since 1970, the form dates are stored in (the same on both engines).
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` at the stored precision.
    public static func truncated(_ date: Date) -> Date {
        Self.date(milliseconds: milliseconds(date))
    }
}
