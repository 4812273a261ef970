import Foundation
import Logging
import PetSpotDomain
import PetSpotOutbox
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage

/// Everything `petspot serve` can be told, with defaults that work on a laptop with nothing else installed.
public struct ServerConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    public var database: DatabaseLocation
    /// A PostgreSQL read replica of `database` that the lists (nearby, newest) are read from; every
    /// other read, and every write, goes to `database`. `nil`: everything goes to `database`.
    public var listingReplica: DatabaseLocation?
    public var photosDirectory: URL
    /// Photos as files in `photosDirectory`, or in the database (for several processes on several machines).
    public var photoStorage: PhotoStorage
    /// Where the web pages keep each browser session's wizard drafts and chosen photos.
    public var webSessionsDirectory: URL
    /// The most, in bytes, that folder may hold (`--web-sessions-max-mb`).
    public var webSessionsCapacity: Int
    /// Web sessions one client may start in an hour (`--web-sessions-per-client`).
    public var webSessionsPerClientPerHour: Int
    /// The operator token for `Authorization: Bearer`; `nil` means operators cannot delete. At least
    /// `minimumAdminTokenLength` characters: the server refuses to start with a shorter one.
    public var adminToken: String?
    public var logLevel: Logger.Level
    /// PBKDF2 rounds for new management password hashes; tests lower it.
    public var passwordHashRounds: Int
    public var failedAttemptLimits: FailedAttemptLimiter.Policies
    /// The proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    public var trustedProxies: TrustedProxies
    /// Time-outs and connection counts.
    public var connections: ConnectionLimits
    /// Where people reach the site (`https://petspot.example`), when it is not this server's own
    /// address: behind https, the session cookie is `Secure` and `__Host-` prefixed.
    public var publicURL: URL?
    /// Where the pages' maps take their tiles from, and their credit.
    public var mapTiles: MapTiles = .openStreetMap
    /// SQL connections per pool (per event loop for PostgreSQL).
    public var maximumDatabaseConnections: Int
    /// The species list served at `/api/v1/taxonomy` (the clients bundle the same snapshot).
    public var taxonomy: SpeciesTaxonomy
    /// How long an open report stays listed after its creation, last edit or renewal.
    public var reportLifetime: ReportLifetime
    /// How many sightings and messages a client (and a report) may receive.
    public var reachingLimits: ReachingLimits
    /// Where mail to owners goes.
    public var mail: MailSettings
    /// The operator's street-level geocoder (`--geocoder-url`); `nil`: the gazetteer alone.
    public var geocoderURL: URL?
    /// Place searches one client may make (`--place-searches-per-minute`).
    package var placeSearchesPerClient = AdditionLimit(maximum: 120, window: 60)

    public init(
        hostname: String = "127.0.0.1",
        port: Int = 8080,
        database: DatabaseLocation = .sqlite(
            path: DataDirectory.standard.appendingPathComponent("petspot.sqlite").path),
        listingReplica: DatabaseLocation? = nil,
        photosDirectory: URL = DataDirectory.standard.appendingPathComponent("photos"),
        photoStorage: PhotoStorage = .directory,
        webSessionsDirectory: URL = DataDirectory.standard.appendingPathComponent("web-sessions"),
        webSessionsCapacity: Int = 1 << 30,
        webSessionsPerClientPerHour: Int = 30,
        adminToken: String? = nil,
        logLevel: Logger.Level = .info,
        passwordHashRounds: Int = PasswordHasher.standardRounds,
        failedAttemptLimits: FailedAttemptLimiter.Policies = .standard,
        trustedProxies: TrustedProxies = .none,
        connections: ConnectionLimits = ConnectionLimits(),
        publicURL: URL? = nil,
        maximumDatabaseConnections: Int = 8,
        taxonomy: SpeciesTaxonomy = .bundled,
        reportLifetime: ReportLifetime = ReportLifetime(),
        reachingLimits: ReachingLimits = .standard,
        mail: MailSettings = MailSettings()
    ) {
        self.hostname = hostname
        self.port = port
        self.database = database
        self.listingReplica = listingReplica
        self.photosDirectory = photosDirectory
        self.photoStorage = photoStorage
        self.webSessionsDirectory = webSessionsDirectory
        self.webSessionsCapacity = webSessionsCapacity
        self.webSessionsPerClientPerHour = webSessionsPerClientPerHour
        self.adminToken = adminToken.flatMap { $0.isEmpty ? nil : $0 }
        self.logLevel = logLevel
        self.passwordHashRounds = passwordHashRounds
        self.failedAttemptLimits = failedAttemptLimits
        self.trustedProxies = trustedProxies
        self.connections = connections
        self.publicURL = publicURL
        self.maximumDatabaseConnections = maximumDatabaseConnections
        self.taxonomy = taxonomy
        self.reportLifetime = reportLifetime
        self.reachingLimits = reachingLimits
        self.mail = mail
    }

    /// 32 characters: a token an online guesser cannot reach, even before the rate limit.
    public static let minimumAdminTokenLength = 32

    /// Refuses what the server must not start with.
    package func check() throws {
        if let adminToken, adminToken.count < Self.minimumAdminTokenLength {
            throw ConfigurationError(
                """
                --admin-token (PETSPOT_ADMIN_TOKEN) must have at least \(Self.minimumAdminTokenLength) characters, not \(adminToken.count): \
                a short token can be guessed; make one with `openssl rand -hex 32`
                """)
        }
    }

    /// Where the mail's links point: `--public-url`, else this server's own address.
    package var linksURL: URL {
        if let publicURL { return publicURL }
        let host = ["0.0.0.0", "::"].contains(hostname) ? "localhost" : hostname
        return URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// The same without a trailing slash, for paths to follow.
    package var site: String {
        let address = linksURL.absoluteString
        return address.hasSuffix("/") ? String(address.dropLast()) : address
    }
}
