import Foundation
import PetSpotDomain
import PetSpotFlows

/// What the web pages are told at start-up.
public struct WebConfiguration: Sendable {
    /// Where each browser session's wizard drafts and chosen photos are kept.
    public var sessionsDirectory: URL
    /// Signs the session cookies (random per database, shared by every process using it).
    public var sessionSecret: [UInt8]
    /// Where reports are shown when the visitor's position is unknown.
    public var defaultArea: Coordinates
    /// Which day is "today" for the wizards' dates.
    public var wallClock: any WallClock
    /// The site is served over https: the session cookie is `__Host-` prefixed and `Secure`.
    public var secureCookies: Bool
    /// The most the sessions folder may hold, in bytes.
    public var sessionsCapacity: Int
    /// New sessions one client may start in an hour.
    public var newSessionsPerClientPerHour: Int
    /// Where the maps take their tiles from, and their credit.
    public var mapTiles: MapTiles
    /// The site's address as people reach it (`--public-url`), without a trailing slash: what a
    /// shared link's preview (Open Graph) and a flyer's code point to, absolute.
    public var site: String

    public init(
        sessionsDirectory: URL, sessionSecret: [UInt8], defaultArea: Coordinates = .defaultArea,
        wallClock: any WallClock = SystemWallClock(), secureCookies: Bool = false, sessionsCapacity: Int = 1 << 30,
        newSessionsPerClientPerHour: Int = 30, mapTiles: MapTiles = .openStreetMap, site: String
    ) {
        self.mapTiles = mapTiles
        self.site = site
        self.sessionsDirectory = sessionsDirectory
        self.sessionSecret = sessionSecret
        self.secureCookies = secureCookies
        self.sessionsCapacity = sessionsCapacity
        self.newSessionsPerClientPerHour = newSessionsPerClientPerHour
        self.defaultArea = defaultArea
        self.wallClock = wallClock
    }
}
