import Foundation
import PetSpotDomain
import PetSpotFlows

/// The server's clock as a web visitor's: a new report is dated the server's today (the page's
/// script moves it to the browser's), and any day already begun somewhere on Earth may be chosen,
/// as the API allows, since a page without its script cannot know the visitor's time zone.
struct VisitorWallClock: WallClock {
    let server: any WallClock
    /// The visitor's own zone, when the page's script said it (`tzOffset`); else the server's.
    var visitorTimeZone: TimeZone? = nil
    var now: Date { server.now }
    var timeZone: TimeZone { visitorTimeZone ?? server.timeZone }
    var latestTimeZone: TimeZone { CalendarDate.earliestTimeZone }
}
