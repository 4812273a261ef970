import PetSpotDomain

/// When it was found against when it went missing. Found on or after that day is expected, and
/// the sooner the likelier; a day before is allowed for (people write the date loosely, and time
/// zones differ); found well before it went missing speaks against the pair.
enum TimingEvidence {
    /// How many days before it went missing a found report is still looked at.
    static let daysBeforeLooked = 3
    /// How many days after it went missing a found report is looked at (beyond the reports' lifetime).
    static let daysAfterLooked = 120
    /// Within this many days after, the pair is always shown when it is also close.
    static let closeDays = 14

    static func evidence(daysBetween days: Int) -> Evidence {
        switch days {
        case 0...: Evidence(weight: max(-0.5, 0.8 - 0.03 * Double(days)), .timely, Copy.Matching.timely(days: days))
        case -1: Evidence(weight: -0.3)
        default: Evidence(weight: -2.5 - 0.2 * Double(-days - 2))
        }
    }

    static func isClose(daysBetween days: Int) -> Bool {
        (-1...closeDays).contains(days)
    }
}
