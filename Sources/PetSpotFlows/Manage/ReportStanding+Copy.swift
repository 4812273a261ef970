import Foundation
import PetSpotDomain

extension ReportStanding {
    /// The owner's line for where the report stands, days in `timeZone`.
    public func ownerLine(in timeZone: TimeZone) -> String {
        switch self {
        case .open(let expiry): Copy.Manage.openUntil(Self.day(expiry, timeZone))
        case .resolved(.reunited, let time): Copy.Manage.reunitedOn(Self.day(time, timeZone))
        case .resolved(.closed, let time): Copy.Manage.closedOn(Self.day(time, timeZone))
        case .expired(let time): Copy.Manage.expiredOn(Self.day(time, timeZone))
        }
    }

    /// The details page's line for anyone, or `nil` while the report is open.
    public func publicLine(in timeZone: TimeZone) -> String? {
        switch self {
        case .open: nil
        case .resolved(.reunited, let time): Copy.Browse.reunitedBanner(Self.day(time, timeZone))
        case .resolved(.closed, let time): Copy.Browse.closedBanner(Self.day(time, timeZone))
        case .expired(let time): Copy.Browse.expiredBanner(Self.day(time, timeZone))
        }
    }

    static func day(_ time: Date, _ timeZone: TimeZone) -> String {
        CalendarDate(time, in: timeZone).displayed
    }
}
