import Foundation
import Logging
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage

@Suite("Configuration: flags, then environment, then defaults")
struct ConfigurationTests {
    private func read(_ arguments: [String] = [], _ environment: [String: String] = [:]) throws -> ServerConfiguration {
        try ServerSettings.read(arguments: arguments, environment: environment)
    }

    @Test("Given nothing, then the server listens on 127.0.0.1:8080 with everything under ./.petspot/")
    func defaults() throws {
        let configuration = try read()
        let data = FileManager.default.currentDirectoryPath + "/.petspot"
        #expect(configuration.hostname == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.database == .sqlite(path: data + "/petspot.sqlite"))
        #expect(configuration.photosDirectory.path == data + "/photos")
        #expect(configuration.adminToken == nil)
        #expect(configuration.logLevel == .info)
    }

    @Test(
        "Given a command's own options among the settings, then one reader reads both; a switch takes no value; the environment never gives an option; another command's option is unknown"
    )
    func commandOptions() throws {
        let demo = CommandOption(flag: "demo", value: nil, meaning: "a switch")
        let count = CommandOption(flag: "synthetic", value: "N", meaning: "a value")
        let environment = ["SYNTHETIC": "99", "DEMO": "true"]
        let given = try ServerSettings.read(
            arguments: ["--synthetic", "25", "--port=9000", "--demo"], environment: environment, options: [demo, count])
        #expect(given.configuration.port == 9000)
        #expect(given.value(count) == "25" && given.isSet(demo))
        let none = try ServerSettings.read(arguments: [], environment: environment, options: [demo, count])
        #expect(none.value(count) == nil && !none.isSet(demo), "options come from the command line alone")
        #expect(throws: ConfigurationError.self) {
            try ServerSettings.read(arguments: ["--demo", "yes"], environment: [:], options: [demo])
        }
        #expect(throws: ConfigurationError.self) { try ServerSettings.read(arguments: ["--demo"], environment: [:]) }
    }

    @Test("Given environment variables, then they are used; given flags too, then the flags win")
    func precedence() throws {
        let environment = [
            "PETSPOT_HOSTNAME": "0.0.0.0", "PETSPOT_PORT": "9000", "DATABASE_URL": "postgres://u:p@db:5432/petspot",
            "PETSPOT_PHOTOS_DIR": "/srv/photos", "PETSPOT_ADMIN_TOKEN": "env-token", "PETSPOT_LOG_LEVEL": "DEBUG",
        ]
        let fromEnvironment = try read([], environment)
        #expect(fromEnvironment.hostname == "0.0.0.0")
        #expect(fromEnvironment.port == 9000)
        #expect(fromEnvironment.database == .postgres(url: "postgres://u:p@db:5432/petspot"))
        #expect(fromEnvironment.photosDirectory.path == "/srv/photos")
        #expect(fromEnvironment.adminToken == "env-token")
        #expect(fromEnvironment.logLevel == .debug)

        let fromFlags = try read(
            [
                "--hostname", "::1", "--port=8081", "--database", "/tmp/x.sqlite", "--photos-dir", "/tmp/p",
                "--admin-token", "flag-token", "--log-level", "error",
            ], environment)
        #expect(fromFlags.hostname == "::1")
        #expect(fromFlags.port == 8081)
        #expect(fromFlags.database == .sqlite(path: "/tmp/x.sqlite"))
        #expect(fromFlags.photosDirectory.path == "/tmp/p")
        #expect(fromFlags.adminToken == "flag-token")
        #expect(fromFlags.logLevel == .error)
    }

    @Test("Given values with commas (a password, a token), then flags and variables keep them whole")
    func commasAreKept() throws {
        let url = "postgres://petspot:a,b,,c@db:5432/petspot"
        #expect(try read(["--database", url]).database == .postgres(url: url))
        #expect(try read([], ["DATABASE_URL": url]).database == .postgres(url: url))
        #expect(try read([], ["PETSPOT_ADMIN_TOKEN": "x,y"]).adminToken == "x,y")
    }

    @Test("Given an empty admin token, then operators cannot delete")
    func emptyToken() throws {
        #expect(try read(["--admin-token="], [:]).adminToken == nil)
        #expect(try read([], ["PETSPOT_ADMIN_TOKEN": ""]).adminToken == nil)
    }

    @Test("Given a bad port, log level or an unknown flag, then the error says which setting and what is allowed")
    func badValues() {
        #expect { try read([], ["PETSPOT_PORT": "eighty"]) } throws: {
            "\($0)".contains("PETSPOT_PORT") && "\($0)".contains("eighty")
        }
        #expect { try read(["--port", "70000"]) } throws: {
            "\($0)".contains("--port") && "\($0)".contains("0 to 65535")
        }
        #expect { try read(["--log-level", "loud"]) } throws: { "\($0)".contains("trace") }
        #expect { try read(["--prot", "8080"]) } throws: {
            "\($0)".contains("Unknown option --prot") && "\($0)".contains("--port")
        }
        #expect { try read(["8080"]) } throws: { "\($0)".contains("Unexpected argument 8080") }
    }

    @Test("Given a flag twice, then the last one counts")
    func repeatedFlag() throws {
        #expect(
            try read(["--database", "/tmp/a.sqlite", "--port", "1", "--database", "postgres://db/petspot"]).database
                == .postgres(url: "postgres://db/petspot"))
    }

    @Test(
        "Given photo storage, connections and the web sessions folder, then flags and variables set them; bad values say what is allowed"
    )
    func scalingSettings() throws {
        let defaults = try read()
        #expect(defaults.photoStorage == .directory)
        #expect(defaults.maximumDatabaseConnections == 8)
        #expect(defaults.webSessionsDirectory.lastPathComponent == "web-sessions")
        let fromEnvironment = try read(
            [],
            [
                "PETSPOT_PHOTO_STORAGE": "Database", "PETSPOT_DB_CONNECTIONS": "16",
                "PETSPOT_WEB_SESSIONS_DIR": "/srv/sessions",
            ])
        #expect(fromEnvironment.photoStorage == .database)
        #expect(fromEnvironment.maximumDatabaseConnections == 16)
        #expect(fromEnvironment.webSessionsDirectory.path == "/srv/sessions")
        #expect(
            try read(
                ["--db-connections", "4", "--photo-storage", "directory"],
                ["PETSPOT_DB_CONNECTIONS": "16", "PETSPOT_PHOTO_STORAGE": "database"]
            ).maximumDatabaseConnections == 4)
        #expect { try read(["--photo-storage", "s3"]) } throws: { "\($0)".contains("directory or database") }
        #expect { try read(["--db-connections", "0"]) } throws: { "\($0)".contains("--db-connections") }
        #expect { try read([], ["PETSPOT_DB_CONNECTIONS": "many"]) } throws: {
            "\($0)".contains("PETSPOT_DB_CONNECTIONS")
        }
    }

    @Test(
        "Given a read replica, then a flag or PETSPOT_READ_REPLICA_URL sets it beside a PostgreSQL database, and it is refused with SQLite or as a file"
    )
    func readReplica() throws {
        #expect(try read().listingReplica == nil)
        let primary = "postgres://petspot@db:5432/petspot", replica = "postgres://petspot@replica:5432/petspot"
        #expect(try read(["--database", primary, "--read-replica", replica]).listingReplica == .postgres(url: replica))
        #expect(
            try read([], ["DATABASE_URL": primary, "PETSPOT_READ_REPLICA_URL": replica]).listingReplica
                == .postgres(url: replica))
        #expect { try read(["--read-replica", replica]) } throws: { "\($0)".contains("needs a PostgreSQL --database") }
        #expect { try read(["--database", primary, "--read-replica", "/srv/replica.sqlite"]) } throws: {
            "\($0)".contains("--read-replica (PETSPOT_READ_REPLICA_URL) must be a postgres:// URL")
        }
    }

    @Test(
        "Given the README, then its configuration table lists every setting, each with its variable, default and meaning, and no other"
    )
    func readmeListsEverySetting() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../README.md").standardizedFileURL, encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `--") }.map(String.init)
        let expected = ServerSettings.all.map {
            "| `--\($0.flag)` | `\($0.variable)` | \($0.defaultValue == "none" ? "none" : "`\($0.defaultValue)`") | \($0.meaning) |"
        }
        #expect(rows == expected)
    }

    @Test(
        "Given database settings, then postgres URLs, sqlite URLs and paths are told apart, and a password never shows in the description"
    )
    func databaseLocation() {
        #expect(DatabaseLocation(parsing: "postgresql://a:b@h/d") == .postgres(url: "postgresql://a:b@h/d"))
        #expect(DatabaseLocation(parsing: "sqlite:///var/petspot.sqlite") == .sqlite(path: "/var/petspot.sqlite"))
        #expect(DatabaseLocation(parsing: "data/petspot.sqlite") == .sqlite(path: "data/petspot.sqlite"))
        let description = DatabaseLocation(parsing: "postgres://petspot:hunter2@db:5432/petspot").description
        #expect(!description.contains("hunter2"))
        #expect(description.contains("db:5432"))
    }
}
