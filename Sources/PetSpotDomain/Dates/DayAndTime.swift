import Foundation

/// A moment as PetSpot shows it to people: the day as the wizards show dates, and the time on a
/// 24-hour clock, in a given time zone.
public enum DayAndTime {
    /// `18:30`.
    public static func time(_ date: Date, in timeZone: TimeZone) -> String {
        // Only the two components, and no `String(format:)`: every report's page writes today's
        // time into its sighting form, and all of `dateComponents(in:from:)` with the format was
        // 2% of the page (release, `perf`).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.hour, .minute], from: date)
        return "\(CalendarDate.padded(components.hour ?? 0, 2)):\(CalendarDate.padded(components.minute ?? 0, 2))"
    }

    /// `24/11/2026 18:30`.
    public static func shown(_ date: Date, in timeZone: TimeZone) -> String {
        "\(CalendarDate(date, in: timeZone).displayed) \(time(date, in: timeZone))"
    }
}
