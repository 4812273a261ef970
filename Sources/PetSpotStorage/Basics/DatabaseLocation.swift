import Foundation

/// Which database PetSpot keeps its reports in: an SQLite file (the default) or a PostgreSQL server.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(url: String)

    /// Reads `--database` / `DATABASE_URL`: a `postgres://` (or `postgresql://`) URL, an
    /// `sqlite://` URL or a plain file path.
    public init(parsing text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else if lowered.hasPrefix("sqlite://") {
            self = .sqlite(path: String(text.dropFirst("sqlite://".count)))
        } else {
            self = .sqlite(path: text)
        }
    }

    /// Where the data is, without a password (safe to log).
    public var description: String {
        switch self {
        case .sqlite(let path): return "SQLite at \(path)"
        case .postgres(let url):
            guard var components = URLComponents(string: url) else { return "PostgreSQL" }
            if components.password != nil { components.password = "***" }
            return "PostgreSQL at \(components.string ?? "?")"
        }
    }
}

/// `./.petspot/`, where a default run keeps its database, photos and mail: the one place every
/// default location starts from.
public enum DataDirectory {
    public static var standard: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".petspot")
    }
}
