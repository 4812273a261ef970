import Configuration
import Foundation
import Logging
import PetSpotCore
import PetSpotDomain
import PetSpotMail
import PetSpotPhotos
import PetSpotStorage

/// One setting of `petspot serve` (and `migrate`, `seed`), declared once: its flag, its environment
/// variable, its default and what it means. `ServerSettings.read` reads them all through
/// swift-configuration (the flag, else the variable, else the default); `--help` and the README's
/// table list the same declarations (a test holds the README to them).
public struct ServerSetting: Sendable {
    /// The flag without its dashes (`photos-dir`); also the setting's key.
    public let flag: String
    public let variable: String
    /// The default as a person reads it, for `--help` and the README.
    public let defaultValue: String
    public let meaning: String
    /// Applies a value (never empty: an empty one counts as unset) to the configuration.
    let apply: @Sendable (_ value: String, _ name: String, inout ServerConfiguration) throws -> Void

    /// The key the flag spells: `photos-dir` is `photos.dir`, as swift-configuration's command line reads it.
    var key: ConfigKey { ConfigKey(flag.split(separator: "-").map(String.init)) }
    /// How an error names the setting: both ways to give it.
    var name: String { "--\(flag) (\(variable))" }
}

public enum ServerSettings {
    /// Every setting, in the order `--help` and the README list them.
    public static let all: [ServerSetting] = [
        ServerSetting(
            flag: "hostname", variable: "PETSPOT_HOSTNAME", defaultValue: "127.0.0.1", meaning: "address to listen on"
        ) { value, _, configuration in
            configuration.hostname = value
        },
        ServerSetting(
            flag: "port", variable: "PETSPOT_PORT", defaultValue: "8080", meaning: "port (`0` picks a free one)"
        ) { value, name, configuration in
            configuration.port = try wholeNumber(value, in: 0...65_535, for: name, being: "a port number")
        },
        ServerSetting(
            flag: "database", variable: "DATABASE_URL", defaultValue: "./.petspot/petspot.sqlite",
            meaning:
                "an SQLite file path (or `sqlite://path`) or a `postgres://user:password@host:5432/db` URL (`?tlsmode=disable` to skip TLS); PostgreSQL needs its `cube` extension (part of PostgreSQL)"
        ) { value, _, configuration in
            configuration.database = DatabaseLocation(parsing: value)
        },
        ServerSetting(
            flag: "read-replica", variable: "PETSPOT_READ_REPLICA_URL", defaultValue: "none",
            meaning:
                "a `postgres://` URL of a read replica of a PostgreSQL `--database`: the lists (nearby and newest) are read from it, everything else from the primary (see `docs/scaling.md`)"
        ) { value, name, configuration in
            guard case .postgres = DatabaseLocation(parsing: value) else {
                throw ConfigurationError(
                    "\(name) must be a postgres:// URL, beside a PostgreSQL --database (a replica of it), not \(value)")
            }
            configuration.listingReplica = DatabaseLocation(parsing: value)
        },
        ServerSetting(
            flag: "photos-dir", variable: "PETSPOT_PHOTOS_DIR", defaultValue: "./.petspot/photos",
            meaning: "where uploaded photos are stored (with `--photo-storage directory`)"
        ) { value, _, configuration in
            configuration.photosDirectory = URL(fileURLWithPath: value)
        },
        ServerSetting(
            flag: "photo-storage", variable: "PETSPOT_PHOTO_STORAGE", defaultValue: "directory",
            meaning:
                "`directory` (files in `--photos-dir`) or `database` (the `photos` table: every server sharing the database serves every photo; see `docs/scaling.md`)"
        ) { value, name, configuration in
            guard let storage = PhotoStorage(rawValue: value.lowercased()) else {
                throw ConfigurationError("\(name) must be directory or database, not \(value)")
            }
            configuration.photoStorage = storage
        },
        ServerSetting(
            flag: "db-connections", variable: "PETSPOT_DB_CONNECTIONS", defaultValue: "8",
            meaning:
                "database connections per process, spread over the event loops (SQLite adds one writer connection, and a reader thread and connection per core for the read by id and the nearby list)"
        ) { value, name, configuration in
            configuration.maximumDatabaseConnections = try wholeNumber(
                value, in: 1...512, for: name, being: "a whole number")
        },
        ServerSetting(
            flag: "admin-token", variable: "PETSPOT_ADMIN_TOKEN", defaultValue: "none",
            meaning:
                "operator token for `DELETE` with `Authorization: Bearer …`, at least 32 characters (the server refuses a shorter one); without one, operators cannot delete"
        ) { value, _, configuration in
            configuration.adminToken = value
        },
        ServerSetting(
            flag: "public-url", variable: "PETSPOT_PUBLIC_URL", defaultValue: "none",
            meaning:
                "the address people reach the site at (`https://petspot.example`): the mails' links, the feeds', the flyers' short addresses and QR codes and the share cards' tags are under it (without it, `http://<host>:<port>`); when it is https, the session cookie is `Secure` and `__Host-` prefixed"
        ) { value, name, configuration in
            configuration.publicURL = try webAddress(value, for: name, such: "https://petspot.example")
        },
        ServerSetting(
            flag: "geocoder-url", variable: "PETSPOT_GEOCODER_URL", defaultValue: "none",
            meaning:
                "a street-level geocoder you run yourself, its search address: Photon's (`http://photon:2322/api`) or Nominatim's (`http://nominatim:8080/search`); the place search asks it for what reads as a street address, and the built-in gazetteer answers the rest, and when it does not; without it, nothing typed leaves the server (docs/places.md)"
        ) { value, name, configuration in
            configuration.geocoderURL = try webAddress(value, for: name, such: "http://photon:2322/api")
        },
        ServerSetting(
            flag: "place-searches-per-minute", variable: "PETSPOT_PLACE_SEARCHES_PER_MINUTE", defaultValue: "120",
            meaning:
                "place searches (`GET /api/v1/places`, the forms' place search) one client may make in a minute, counted by each process"
        ) { value, name, configuration in
            configuration.placeSearchesPerClient = AdditionLimit(
                maximum: try wholeNumber(value, in: 1...1_000_000_000, for: name, being: "a whole number"), window: 60)
        },
        ServerSetting(
            flag: "map-tiles-url", variable: "PETSPOT_MAP_TILES_URL", defaultValue: MapTiles.openStreetMap.template,
            meaning:
                "where the pages' maps take their tiles from: an http(s) address with `{z}`, `{x}` and `{y}` (and `{s}` for a server's letter); the pages' Content-Security-Policy allows images from its host"
        ) { value, name, configuration in
            guard let tiles = MapTiles(template: value, attribution: configuration.mapTiles.attribution) else {
                throw ConfigurationError(
                    "\(name) must be an http:// or https:// address naming {z}, {x} and {y}, such as https://tile.example/{z}/{x}/{y}.png, not \(value)"
                )
            }
            configuration.mapTiles = tiles
        },
        ServerSetting(
            flag: "map-attribution", variable: "PETSPOT_MAP_ATTRIBUTION",
            defaultValue: MapTiles.openStreetMap.attribution,
            meaning: "the credit shown in the corner of every map, as the tiles' licence asks"
        ) { value, name, configuration in
            guard let tiles = MapTiles(template: configuration.mapTiles.template, attribution: value) else {
                throw ConfigurationError("\(name) must name who made the map's tiles, not \(value)")
            }
            configuration.mapTiles = tiles
        },
        ServerSetting(
            flag: "trusted-proxy", variable: "PETSPOT_TRUSTED_PROXY", defaultValue: "none",
            meaning:
                "the reverse proxies in front of PetSpot, as addresses or CIDR ranges (`10.0.0.0/8, ::1`): only from these is `X-Forwarded-For` believed to name the client that the per-client limits count"
        ) { value, name, configuration in
            do {
                configuration.trustedProxies = try TrustedProxies(parsing: value)
            } catch let error as TrustedProxiesError {
                throw ConfigurationError(
                    "\(name) must list IP addresses or CIDR ranges (10.0.0.0/8), comma-separated; \(error.entry) is neither"
                )
            }
        },
        ServerSetting(
            flag: "header-timeout", variable: "PETSPOT_HEADER_TIMEOUT", defaultValue: "30",
            meaning:
                "seconds a connection has to send a request's headers (from its start, or the last answer); a slower one is closed"
        ) { value, name, configuration in
            configuration.connections.headerTimeout = .seconds(
                Int64(try wholeNumber(value, in: 1...3_600, for: name, being: "a number of seconds")))
        },
        ServerSetting(
            flag: "body-timeout", variable: "PETSPOT_BODY_TIMEOUT", defaultValue: "30",
            meaning:
                "seconds a request's body may go silent before the connection is closed (a slow upload that keeps sending goes on)"
        ) { value, name, configuration in
            configuration.connections.bodyTimeout = .seconds(
                Int64(try wholeNumber(value, in: 1...3_600, for: name, being: "a number of seconds")))
        },
        ServerSetting(
            flag: "idle-timeout", variable: "PETSPOT_IDLE_TIMEOUT", defaultValue: "30",
            meaning: "seconds a kept-alive connection may wait for its next request"
        ) { value, name, configuration in
            configuration.connections.idleTimeout = .seconds(
                Int64(try wholeNumber(value, in: 1...3_600, for: name, being: "a number of seconds")))
        },
        ServerSetting(
            flag: "max-connections", variable: "PETSPOT_MAX_CONNECTIONS", defaultValue: "10000",
            meaning:
                "connections open at once; at the limit the server stops accepting until one closes (kept below the open-file limit, which is raised to its maximum at start)"
        ) { value, name, configuration in
            configuration.connections.maximumConnections = try wholeNumber(
                value, in: 1...1_000_000, for: name, being: "a whole number")
        },
        ServerSetting(
            flag: "max-connections-per-client", variable: "PETSPOT_MAX_CONNECTIONS_PER_CLIENT", defaultValue: "256",
            meaning:
                "connections open at once from one address (a `--trusted-proxy` is not limited); a further one is closed at once"
        ) { value, name, configuration in
            configuration.connections.maximumPerClient = try wholeNumber(
                value, in: 1...1_000_000, for: name, being: "a whole number")
        },
        ServerSetting(
            flag: "creation-limits", variable: "PETSPOT_CREATION_LIMITS", defaultValue: "10,30,30",
            meaning:
                "what one client may create: reports an hour, reports a day, photo uploads an hour (429 beyond); raise them only for a test suite that runs from one address"
        ) { value, name, configuration in
            let numbers = value.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 3, let hour = numbers[0], let day = numbers[1], let photos = numbers[2],
                [hour, day, photos].allSatisfy({ (1...1_000_000).contains($0) })
            else {
                throw ConfigurationError(
                    "\(name) must be three whole numbers from 1, reports an hour, reports a day and photos an hour, such as 10,30,30, not \(value)"
                )
            }
            configuration.reachingLimits.setCreation(reportsAnHour: hour, reportsADay: day, photosAnHour: photos)
        },
        ServerSetting(
            flag: "report-lifetime-days", variable: "PETSPOT_REPORT_LIFETIME_DAYS",
            defaultValue: "\(ReportLifetime.defaultDays)",
            meaning:
                "days an open report stays listed after it is created, edited or renewed; then it leaves the lists (still readable by id) until its owner renews it"
        ) { value, name, configuration in
            configuration.reportLifetime = ReportLifetime(
                days: try wholeNumber(value, in: 1...3_650, for: name, being: "a number of days"))
        },
        ServerSetting(
            flag: "smtp-url", variable: "PETSPOT_SMTP_URL", defaultValue: "none",
            meaning:
                "the SMTP relay for mail to owners: `smtp://[user:password@]host:port` (STARTTLS whenever the relay offers it) or `smtps://…`; without one, mail is written as `.eml` files to `--outbox-dir`"
        ) { value, _, configuration in
            do throws(SMTPRelayURLError) {
                configuration.mail.relay = try SMTPRelay(url: value)
            } catch {
                throw ConfigurationError(error.description)
            }
        },
        ServerSetting(
            flag: "mail-from", variable: "PETSPOT_MAIL_FROM", defaultValue: "petspot@localhost",
            meaning: "the sender of mail to owners (an address the relay accepts mail from)"
        ) { value, name, configuration in
            guard EmailAddress.problem(with: value) == nil else {
                throw ConfigurationError("\(name) must be an email address such as petspot@example.com, not \(value)")
            }
            configuration.mail.from = value
        },
        ServerSetting(
            flag: "outbox-dir", variable: "PETSPOT_OUTBOX_DIR", defaultValue: "./.petspot/outbox",
            meaning: "with no `--smtp-url`: where each mail to an owner is written as an `.eml` file"
        ) { value, _, configuration in
            configuration.mail.outboxDirectory = URL(fileURLWithPath: value)
        },
        ServerSetting(
            flag: "web-sessions-dir", variable: "PETSPOT_WEB_SESSIONS_DIR", defaultValue: "./.petspot/web-sessions",
            meaning:
                "where the web pages keep each browser session's sealed wizard draft and chosen photo (sessions unused for 7 days are removed, at start and every hour)"
        ) { value, _, configuration in
            configuration.webSessionsDirectory = URL(fileURLWithPath: value)
        },
        ServerSetting(
            flag: "web-sessions-max-mb", variable: "PETSPOT_WEB_SESSIONS_MAX_MB", defaultValue: "1024",
            meaning:
                "the most that folder may hold, in MB; at the limit the least recently used drafts make room for new photos"
        ) { value, name, configuration in
            configuration.webSessionsCapacity =
                try wholeNumber(value, in: 1...1_048_576, for: name, being: "a number of megabytes") << 20
        },
        ServerSetting(
            flag: "web-sessions-per-client", variable: "PETSPOT_WEB_SESSIONS_PER_CLIENT", defaultValue: "30",
            meaning:
                "web sessions (wizard drafts kept on the server) one client may start in an hour; a further one is refused (429)"
        ) { value, name, configuration in
            configuration.webSessionsPerClientPerHour = try wholeNumber(
                value, in: 1...1_000_000, for: name, being: "a whole number")
        },
        ServerSetting(
            flag: "log-level", variable: "PETSPOT_LOG_LEVEL", defaultValue: "info",
            meaning: "`trace` … `critical`; logs never contain email, phone, passwords or `Authorization`"
        ) { value, name, configuration in
            guard let level = Logger.Level(rawValue: value.lowercased()) else {
                let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigurationError("\(name) must be one of \(levels), not \(value)")
            }
            configuration.logLevel = level
        },
    ]

    /// The configuration that `arguments` (the settings' flags, as `--flag value` or `--flag=value`)
    /// and `environment` give, over the defaults. An unknown flag is an error, not ignored.
    public static func read(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ServerConfiguration {
        try read(arguments: arguments, environment: environment, options: []).configuration
    }

    /// The settings and a command's own `options`, read from `arguments` by one reader
    /// (swift-configuration's): the flag, else the setting's variable, else its default.
    public static func read(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        options: [CommandOption]
    ) throws -> CommandLineSettings {
        // Each flag with the arguments that follow it, checked, and the last of a repeated flag kept
        // (as the command line's convention is): swift-configuration would join their values. It
        // reads any flag it is asked for, so a misspelt one would be silently ignored without this.
        let flags = Set(all.map { "--\($0.flag)" } + options.map { "--\($0.flag)" })
        let switches = Set(options.filter { $0.value == nil }.map { "--\($0.flag)" })
        var given: [(flag: String, arguments: [String])] = []
        for argument in arguments {
            if argument.hasPrefix("--") {
                let flag = String(argument.prefix { $0 != "=" })
                guard flags.contains(flag) else {
                    throw ConfigurationError(
                        "Unknown option \(flag); the settings are \(all.map { "--\($0.flag)" }.joined(separator: ", "))"
                            + (options.isEmpty
                                ? ""
                                : "; this command's own: \(options.map { "--\($0.flag)" }.joined(separator: ", "))"))
                }
                given.removeAll { $0.flag == flag }
                given.append((flag, [argument]))
            } else if let last = given.last, !switches.contains(last.flag) {
                given[given.count - 1].arguments.append(argument)
            } else if let last = given.last {
                throw ConfigurationError("\(last.flag) takes no value; \(argument) is not one")
            } else {
                throw ConfigurationError("Unexpected argument \(argument): give each setting as --flag value")
            }
        }
        // Each setting's key is its flag's; the environment is asked for the variable it names.
        let variables = Dictionary(uniqueKeysWithValues: all.map { ($0.key.components, $0.variable) })
        let commandLine = CommandLineArgumentsProvider(arguments: ["petspot"] + given.flatMap(\.arguments))
        let reader = ConfigReader(providers: [
            commandLine,
            KeyMappingProvider(upstream: EnvironmentVariablesProvider(environmentVariables: environment)) { key in
                variables[key.components].map {
                    AbsoluteConfigKey($0.lowercased().split(separator: "_").map(String.init))
                } ?? key
            },
        ])
        var configuration = ServerConfiguration()
        for setting in all {
            guard let value = Self.value(of: setting.key, in: reader) else { continue }
            try setting.apply(value, setting.name, &configuration)
        }
        if configuration.listingReplica != nil, case .sqlite = configuration.database {
            throw ConfigurationError(
                "--read-replica (PETSPOT_READ_REPLICA_URL) needs a PostgreSQL --database (DATABASE_URL): it is a replica of it"
            )
        }
        // A command's own options come from its command line only, never from the environment.
        return CommandLineSettings(configuration: configuration, reader: ConfigReader(provider: commandLine))
    }

    /// A key's value, or `nil` when it is unset or empty. Read as a list and joined again: both
    /// providers split a value at its commas (a password or a token may hold one), and joining
    /// gives it back whole.
    static func value(of key: ConfigKey, in reader: ConfigReader) -> String? {
        guard let value = reader.stringArray(forKey: key)?.joined(separator: ","), !value.isEmpty else { return nil }
        return value
    }

    /// An http:// or https:// address with a host; else the setting's error, with `example`.
    private static func webAddress(_ value: String, for name: String, such example: String) throws -> URL {
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.host != nil
        else {
            throw ConfigurationError("\(name) must be an http:// or https:// address such as \(example), not \(value)")
        }
        return url
    }

    private static func wholeNumber(
        _ value: String, in range: ClosedRange<Int>, for name: String, being kind: String
    ) throws -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw ConfigurationError(
                "\(name) must be \(kind) from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
        return number
    }

    /// The settings as `--help` lists them.
    public static var help: String {
        "Settings (each a flag, else its environment variable, else the default):\n"
            + all.map { setting in
                "  --\(setting.flag) <value>  (\(setting.variable); default \(setting.defaultValue))\n      \(setting.meaning.replacingOccurrences(of: "`", with: ""))"
            }.joined(separator: "\n")
    }
}

/// A command's own option (`seed --synthetic 1000`), declared once, read from the command line by
/// the same reader as the settings, and listed by that command's `--help`.
public struct CommandOption: Sendable {
    public let flag: String
    /// What it takes, as `--help` shows it (`N`); `nil` for a switch, given alone (`--demo`).
    public let value: String?
    public let meaning: String

    public init(flag: String, value: String?, meaning: String) {
        self.flag = flag
        self.value = value
        self.meaning = meaning
    }

    var key: ConfigKey { ConfigKey(flag.split(separator: "-").map(String.init)) }
}

/// What one command line gave: the server's configuration and the command's own options (read
/// from the command line alone).
public struct CommandLineSettings: Sendable {
    public let configuration: ServerConfiguration
    let reader: ConfigReader

    /// An option's value as given, or `nil` when it was not.
    public func value(_ option: CommandOption) -> String? {
        ServerSettings.value(of: option.key, in: reader)
    }

    /// Whether a switch was given.
    public func isSet(_ option: CommandOption) -> Bool {
        reader.bool(forKey: option.key, default: false)
    }
}
