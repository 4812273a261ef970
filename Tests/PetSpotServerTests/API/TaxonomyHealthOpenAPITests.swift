import Foundation
import SQLKit
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotPhotos
import PetSpotStorage
import PetSpotStorageTesting

@Suite("GET /api/v1/taxonomy, /api/health and /openapi.yaml")
struct TaxonomyHealthOpenAPITests {
    @Test("Given the bundled taxonomy, when requested, then 200 with every species, its breeds and an ETag")
    func taxonomy() async throws {
        try await withTestApp { app in
            try await app.client.execute(uri: "/api/v1/taxonomy", method: .get) { response in
                #expect(response.status == .ok)
                let etag = try #require(response.headers[.eTag])
                #expect(etag == "\"taxonomy-\(SpeciesTaxonomy.bundled.version)\"")
                let decoded = try SpeciesTaxonomy(json: Data(buffer: response.body))
                #expect(decoded == SpeciesTaxonomy.bundled)
                #expect(decoded.species.map(\.id) == [.dog, .cat, .bird, .rabbit, .rodent, .reptile, .other])
                #expect(
                    try response.jsonObject()["species"].flatMap {
                        ($0 as? [[String: Any]])?.first?["displayName"] as? String
                    } == "Dog")
            }
        }
    }

    @Test(
        "Given a current ETag, when the taxonomy is requested with If-None-Match, then 304 with no body",
        arguments: [
            "\"taxonomy-\(SpeciesTaxonomy.bundled.version)\"", "W/\"taxonomy-\(SpeciesTaxonomy.bundled.version)\"",
            "\"old\", \"taxonomy-\(SpeciesTaxonomy.bundled.version)\"", "*",
        ])
    func notModified(_ tag: String) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/api/v1/taxonomy", method: .get, headers: [.ifNoneMatch: tag])
            #expect(response.status == .notModified)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("Given an old ETag, when the taxonomy is requested, then 200 with the body")
    func staleTag() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/api/v1/taxonomy", method: .get, headers: [.ifNoneMatch: "\"taxonomy-2020.1.1\""])
            #expect(response.status == .ok)
            #expect(response.body.readableBytes > 100)
        }
    }

    @Test("Given a reachable database, when health is requested, then 200 ok with the time")
    func health() async throws {
        try await withTestApp { app in
            let (status, body) = try await app.client.getJSON("/api/health")
            #expect(status == .ok)
            #expect(body["status"] as? String == "ok")
            #expect(body["timestamp"] as? String == "2026-11-22T12:00:00.000Z")
        }
    }

    @Test("Given an unreachable database, when health is requested, then 503 SERVICE_UNAVAILABLE")
    func healthWithoutDatabase() async throws {
        try await withTemporaryDirectory { directory in
            let storage = try Storage.unreachable()
            defer { Task { try? await storage.shutdown() } }
            let store = storage.announcements
            let router = Router(context: PetSpotRequestContext.self)
            router.middlewares.add(RequestIDMiddleware())
            router.middlewares.add(ErrorEnvelopeMiddleware(routes: RouteTable([])))
            HealthRoutes(store: store, photos: try PhotoStore(directory: directory), clock: .system).register(
                on: router)
            try await Application(router: router).test(.router) { client in
                let response = try await client.execute(uri: "/api/health", method: .get)
                #expect(response.status == .serviceUnavailable)
                #expect(try response.errorBody()["code"] as? String == "SERVICE_UNAVAILABLE")
            }
        }
    }

    @Test(
        "Given a running server, when its SQLite file is deleted, or replaced by another, then health answers 503 and says what happened"
    )
    func healthNoticesDeletedOrReplacedFile() async throws {
        for replaced in [false, true] {
            try await withTestApp { app in
                guard case .sqlite(let path) = app.database.location else { return }
                #expect(try await app.client.execute(uri: "/api/health", method: .get).status == .ok)
                try FileManager.default.removeItem(atPath: path)
                if replaced { try Data("not the database".utf8).write(to: URL(fileURLWithPath: path)) }
                let response = try await app.client.execute(uri: "/api/health", method: .get)
                #expect(response.status == .serviceUnavailable)
                #expect(
                    (try response.errorBody()["message"] as? String)?.contains(
                        replaced ? "was replaced by another file" : "was deleted") == true)
            }
        }
    }

    @Test(
        "Given a running server, when its SQLite file is overwritten in place with garbage (same inode), then health answers 503 and says so"
    )
    func healthNoticesOverwrittenFile() async throws {
        try await withTestApp { app in
            guard case .sqlite(let path) = app.database.location else { return }
            _ = try await app.client.create(validMissingReport())
            #expect(try await app.client.execute(uri: "/api/health", method: .get).status == .ok)
            let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try file.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }))
            try file.close()
            let response = try await app.client.execute(uri: "/api/health", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(
                (try response.errorBody()["message"] as? String)?.contains(
                    "was overwritten while the server had it open") == true)
        }
    }

    @Test("Given the first bytes of a file, then only an SQLite header passes, and what is wrong is said")
    func sqliteHeaderCheck() {
        var header =
            Array("SQLite format 3\u{0}".utf8) + [0x10, 0x00, 1, 1, 0, 64, 32, 32] + [UInt8](repeating: 0, count: 76)
        #expect(SQLiteFileHeader.problem(in: header) == nil)
        #expect(SQLiteFileHeader.problem(in: Array(header.prefix(40)))?.contains("shorter") == true)
        header[16] = 0x03
        #expect(SQLiteFileHeader.problem(in: header)?.contains("page size") == true)
        header[16] = 0x00
        header[17] = 0x01
        #expect(SQLiteFileHeader.problem(in: header) == nil, "1 stands for 65536")
        header[21] = 0
        #expect(SQLiteFileHeader.problem(in: header)?.contains("fixed fields") == true)
        header[0] = UInt8(ascii: "X")
        #expect(SQLiteFileHeader.problem(in: header)?.contains("header") == true)
    }

    @Test(
        "Given a database whose reports' table is gone, then health answers 503: it runs a real query, not SELECT 1",
        arguments: TestDatabase.engines)
    func healthRunsRealQuery(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            try await app.database.withPool(migrated: false) { pool in
                try await pool.withWriteConnection {
                    try await $0.raw("ALTER TABLE announcements RENAME TO announcements_elsewhere").run()
                }
            }
            #expect(try await app.client.execute(uri: "/api/health", method: .get).status == .serviceUnavailable)
            try await app.database.withPool(migrated: false) { pool in
                try await pool.withWriteConnection {
                    try await $0.raw("ALTER TABLE announcements_elsewhere RENAME TO announcements").run()
                }
            }
            #expect(try await app.client.execute(uri: "/api/health", method: .get).status == .ok)
        }
    }

    @Test(
        "Given a photo folder that cannot be written (deleted and replaced by a file), then health answers 503 and names the photos"
    )
    func healthNoticesUnwritablePhotos() async throws {
        try await withTestApp { app in
            try FileManager.default.removeItem(at: app.photosDirectory)
            try Data().write(to: app.photosDirectory)
            let response = try await app.client.execute(uri: "/api/health", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(
                try response.errorBody()["message"] as? String
                    == "Photos cannot be stored: the photo folder cannot be written")
        }
    }

    @Test("Given the server, when /openapi.yaml is requested, then the document in the repository is served")
    func servesDocument() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: "/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/yaml") == true)
            #expect(Array(response.body.readableBytesView) == Array(try OpenAPIRoutes.document()))
        }
    }
}
