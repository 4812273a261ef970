import Foundation
import PetSpotDomain

extension FlyerVisits {
    /// "Your flyer's code was opened 12 times, last yesterday at 18:40", for its owner, the day
    /// counted in `timeZone` from `now`.
    public func line(now: Date, timeZone: TimeZone) -> String {
        let when = last.map { last in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: last), to: calendar.startOfDay(for: now)).day ?? 0
            return Copy.Flyer.when(day: CalendarDate(last, in: timeZone).displayed, time: DayAndTime.time(last, in: timeZone), daysAgo: days)
        }
        return Copy.Flyer.visits(count, last: when)
    }
}
