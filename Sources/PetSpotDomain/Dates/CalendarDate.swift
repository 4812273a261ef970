import Foundation

/// A day on the calendar (no time, no time zone), written `YYYY-MM-DD` on the wire.
///
/// Dates of disappearance are days, not instants: keeping them as `Date` would shift them
/// by a day for anyone west or east of the machine that formats them.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// `nil` unless the day exists (`2025-02-30` does not).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Self.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` (ASCII digits). Read for every stored report, so it stays a
    /// plain scan of ten bytes: a regular expression here cost a sixth of a read's time.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day that `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// `YYYY-MM-DD`.
    public var iso: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))" }

    /// The day as the language of the moment writes it in figures: `DD/MM/YYYY` in English (the
    /// wizards' seeds), `DD.MM.YYYY` in Polish.
    public var displayed: String {
        let separator = Language.current.dateSeparator
        return "\(Self.padded(day, 2))\(separator)\(Self.padded(month, 2))\(separator)\(Self.padded(year, 4))"
    }

    /// `value` with leading zeros to `width` digits (formatting dates is on every read's path;
    /// `String(format:)` cost several times this).
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    public var description: String { iso }

    /// Midnight starting this day in `timeZone` (for date pickers).
    public func startOfDay(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// The day `days` after this one (before it when negative).
    public func adding(days: Int) -> CalendarDate {
        let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
        return CalendarDate(startOfDay(in: utc).addingTimeInterval(Double(days) * 86_400), in: utc)
    }

    /// Whole days from this day to `other` (negative when `other` is earlier).
    public func days(to other: CalendarDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// Days since a fixed epoch, by the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`): plain arithmetic, for comparing many pairs of dates.
    private var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The time zone where a new day starts first (UTC+14): a date that is already today
    /// there is not in the future for anyone.
    public static let earliestTimeZone = TimeZone(secondsFromGMT: 14 * 3600) ?? .gmt

    /// `nil` when this day is not after `today`.
    /// How far back a pet can have gone missing or been found: as long as the oldest age accepted.
    public static let oldestLastSeenYears = AnimalAge.range.upperBound

    /// The problem with this date as the day a pet was last seen (or found): in the future, or
    /// absurdly long ago (a year typed as 0026, say).
    public func lastSeenProblem(today: CalendarDate) -> FieldProblem? {
        if self > today { return FieldProblem(.invalidFormat, Copy.Validation.futureDate) }
        let years = Self.oldestLastSeenYears
        let earliest = CalendarDate(year: today.year - years, month: today.month, day: min(today.day, 28)) ?? today
        return self < earliest ? FieldProblem(.invalidFormat, Copy.Validation.tooOld(years: years)) : nil
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "Expected a real date as YYYY-MM-DD, got \(text)")
            )
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
