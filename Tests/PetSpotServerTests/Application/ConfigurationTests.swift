import Foundation
import Logging
import Testing
@testable import PetSpotServer

@Suite("Configuration: flags, then environment, then defaults")
struct ConfigurationTests {
    @Test("Given nothing, then the server listens on 127.0.0.1:8080 with everything under ./.petspot/")
    func defaults() throws {
        let configuration = try ConfigurationInputs().resolved(environment: [:])
        let data = FileManager.default.currentDirectoryPath + "/.petspot"
        #expect(configuration.hostname == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.database == .sqlite(path: data + "/petspot.sqlite"))
        #expect(configuration.photosDirectory.path == data + "/photos")
        #expect(configuration.adminToken == nil)
        #expect(configuration.logLevel == .info)
    }

    @Test("Given environment variables, then they are used; given flags too, then the flags win")
    func precedence() throws {
        let environment = [
            "PETSPOT_HOSTNAME": "0.0.0.0", "PETSPOT_PORT": "9000", "DATABASE_URL": "postgres://u:p@db:5432/petspot",
            "PETSPOT_PHOTOS_DIR": "/srv/photos", "PETSPOT_ADMIN_TOKEN": "env-token", "PETSPOT_LOG_LEVEL": "DEBUG",
        ]
        let fromEnvironment = try ConfigurationInputs().resolved(environment: environment)
        #expect(fromEnvironment.hostname == "0.0.0.0")
        #expect(fromEnvironment.port == 9000)
        #expect(fromEnvironment.database == .postgres(url: "postgres://u:p@db:5432/petspot"))
        #expect(fromEnvironment.photosDirectory.path == "/srv/photos")
        #expect(fromEnvironment.adminToken == "env-token")
        #expect(fromEnvironment.logLevel == .debug)

        let fromFlags = try ConfigurationInputs(hostname: "::1", port: 8081, database: "/tmp/x.sqlite", photosDirectory: "/tmp/p",
                                                adminToken: "flag-token", logLevel: "error").resolved(environment: environment)
        #expect(fromFlags.hostname == "::1")
        #expect(fromFlags.port == 8081)
        #expect(fromFlags.database == .sqlite(path: "/tmp/x.sqlite"))
        #expect(fromFlags.photosDirectory.path == "/tmp/p")
        #expect(fromFlags.adminToken == "flag-token")
        #expect(fromFlags.logLevel == .error)
    }

    @Test("Given an empty admin token, then operators cannot delete")
    func emptyToken() throws {
        #expect(try ConfigurationInputs(adminToken: "").resolved(environment: ["PETSPOT_ADMIN_TOKEN": "x"]).adminToken == nil)
        #expect(try ConfigurationInputs().resolved(environment: ["PETSPOT_ADMIN_TOKEN": ""]).adminToken == nil)
    }

    @Test("Given a bad port or log level, then the error says which setting and what is allowed")
    func badValues() {
        #expect { try ConfigurationInputs().resolved(environment: ["PETSPOT_PORT": "eighty"]) } throws: { "\($0)".contains("PETSPOT_PORT") }
        #expect { try ConfigurationInputs(port: 70_000).resolved(environment: [:]) } throws: { "\($0)".contains("--port") }
        #expect { try ConfigurationInputs(logLevel: "loud").resolved(environment: [:]) } throws: { "\($0)".contains("trace") }
    }

    @Test("Given photo storage, connections and the web sessions folder, then flags and variables set them; bad values say what is allowed")
    func scalingSettings() throws {
        let defaults = try ConfigurationInputs().resolved(environment: [:])
        #expect(defaults.photoStorage == .directory)
        #expect(defaults.maximumDatabaseConnections == 8)
        #expect(defaults.webSessionsDirectory.lastPathComponent == "web-sessions")
        let fromEnvironment = try ConfigurationInputs().resolved(environment: [
            "PETSPOT_PHOTO_STORAGE": "Database", "PETSPOT_DB_CONNECTIONS": "16", "PETSPOT_WEB_SESSIONS_DIR": "/srv/sessions",
        ])
        #expect(fromEnvironment.photoStorage == .database)
        #expect(fromEnvironment.maximumDatabaseConnections == 16)
        #expect(fromEnvironment.webSessionsDirectory.path == "/srv/sessions")
        #expect(try ConfigurationInputs(databaseConnections: 4, photoStorage: "directory")
            .resolved(environment: ["PETSPOT_DB_CONNECTIONS": "16", "PETSPOT_PHOTO_STORAGE": "database"]).maximumDatabaseConnections == 4)
        #expect { try ConfigurationInputs(photoStorage: "s3").resolved(environment: [:]) } throws: { "\($0)".contains("directory or database") }
        #expect { try ConfigurationInputs(databaseConnections: 0).resolved(environment: [:]) } throws: { "\($0)".contains("--db-connections") }
        #expect { try ConfigurationInputs().resolved(environment: ["PETSPOT_DB_CONNECTIONS": "many"]) } throws: { "\($0)".contains("PETSPOT_DB_CONNECTIONS") }
    }

    @Test("Given a read replica, then a flag or PETSPOT_READ_REPLICA_URL sets it beside a PostgreSQL database, and it is refused with SQLite or as a file")
    func readReplica() throws {
        #expect(try ConfigurationInputs().resolved(environment: [:]).listingReplica == nil)
        let primary = "postgres://petspot@db:5432/petspot", replica = "postgres://petspot@replica:5432/petspot"
        #expect(try ConfigurationInputs(database: primary, readReplica: replica).resolved(environment: [:]).listingReplica == .postgres(url: replica))
        #expect(try ConfigurationInputs().resolved(environment: ["DATABASE_URL": primary, "PETSPOT_READ_REPLICA_URL": replica])
            .listingReplica == .postgres(url: replica))
        #expect { try ConfigurationInputs(readReplica: replica).resolved(environment: [:]) } throws: { "\($0)".contains("PostgreSQL --database") }
        #expect { try ConfigurationInputs(database: primary, readReplica: "/srv/replica.sqlite").resolved(environment: [:]) } throws: {
            "\($0)".contains("--read-replica must be a postgres:// URL")
        }
    }

    @Test("Given database settings, then postgres URLs, sqlite URLs and paths are told apart, and a password never shows in the description")
    func databaseLocation() {
        #expect(DatabaseLocation(parsing: "postgresql://a:b@h/d") == .postgres(url: "postgresql://a:b@h/d"))
        #expect(DatabaseLocation(parsing: "sqlite:///var/petspot.sqlite") == .sqlite(path: "/var/petspot.sqlite"))
        #expect(DatabaseLocation(parsing: "data/petspot.sqlite") == .sqlite(path: "data/petspot.sqlite"))
        let description = DatabaseLocation(parsing: "postgres://petspot:hunter2@db:5432/petspot").description
        #expect(!description.contains("hunter2"))
        #expect(description.contains("db:5432"))
    }
}
