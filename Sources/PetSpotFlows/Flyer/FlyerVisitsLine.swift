import Foundation
import PetSpotDomain

extension FlyerVisits {
    /// "Your flyer's code was opened 12 times, last yesterday at 18:40", for its owner, the day
    /// counted in `timeZone` from `now`.
    public func line(now: Date, timeZone: TimeZone) -> String {
        let when = last.map { last in
            let day = CalendarDate(last, in: timeZone)
            return Copy.Flyer.when(
                day: day.displayed, time: DayAndTime.time(last, in: timeZone),
                daysAgo: day.days(to: CalendarDate(now, in: timeZone)))
        }
        return Copy.Flyer.visits(count, last: when)
    }
}
