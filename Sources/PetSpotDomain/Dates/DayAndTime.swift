import Foundation

/// A moment as PetSpot shows it to people: the day as the wizards show dates, and the time on a
/// 24-hour clock, in a given time zone.
public enum DayAndTime {
    /// `18:30`.
    public static func time(_ date: Date, in timeZone: TimeZone) -> String {
        let components = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: date)
        return String(format: "%02d:%02d", components.hour ?? 0, components.minute ?? 0)
    }

    /// `24/11/2026 18:30`.
    public static func shown(_ date: Date, in timeZone: TimeZone) -> String {
        "\(CalendarDate(date, in: timeZone).displayed) \(time(date, in: timeZone))"
    }
}
