import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import SQLKit
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotPhotos
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Photos no report holds are swept; a failed removal is logged")
struct OrphanPhotoSweepTests {
    static let storages: [(DatabaseEngine, PhotoStorage)] = TestDatabase.engines.flatMap { engine in
        PhotoStorage.allCases.map { (engine, $0) }
    }

    @Test(
        "Given a report's photo, an orphan an hour old, a recent orphan and a crashed upload's temporary file, when swept, then only the old orphan and the temporary file go",
        arguments: storages)
    func sweepsOldOrphans(_ engine: DatabaseEngine, _ storage: PhotoStorage) async throws {
        try await withTestApp(engine: engine, { $0.photoStorage = storage }) { app in
            let created = try await app.client.createListed(validFoundReport())
            let (_, report) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            let held = try #require((report["photoUrl"] as? String)?.split(separator: "/").last.map(String.init))
            try await app.database.withPool { pool in
                let photos = try storage.open(directory: app.photosDirectory, pool: pool)
                let old = try #require(StoredPhotoName("\(UUID().uuidString.lowercased()).png"))
                let recent = try #require(StoredPhotoName("\(UUID().uuidString.lowercased()).png"))
                let heldThumbnail = try #require(StoredPhotoName(held)).rendition(.thumbnail)
                for name in [old, old.rendition(.thumbnail), recent] { try await photos.store(samplePNG, named: name) }
                let temporary = app.photosDirectory.appendingPathComponent(".upload-\(UUID().uuidString.lowercased())")
                if storage == .directory { try Data(samplePNG).write(to: temporary) }
                // Made an hour and a half ago: the report's photo and its rendition, the old orphan and
                // its rendition, and the temporary file.
                let then = app.clock.now - 5_400
                let aged = [held, heldThumbnail.description, old.description, old.rendition(.thumbnail).description]
                switch storage {
                case .directory:
                    for name in aged + [temporary.lastPathComponent] {
                        try FileManager.default.setAttributes(
                            [.modificationDate: then],
                            ofItemAtPath: app.photosDirectory.appendingPathComponent(name).path)
                    }
                case .database:
                    try await pool.withConnection { database in
                        for name in aged {
                            try await database.raw(
                                "UPDATE photos SET created_at = \(bind: Timestamp.milliseconds(then)) WHERE name = \(bind: name)"
                            ).run()
                        }
                    }
                }
                let sweep = OrphanPhotoSweep(
                    photos: photos, pool: pool, clock: app.clock.serverClock, logger: Logger(label: "test"))
                #expect(
                    try await sweep.run() == (storage == .directory ? 3 : 2),
                    "the orphan, its rendition (and the temporary file)")
                func served(_ name: StoredPhotoName) async throws -> Bool { try await photos.bytes(of: name) != nil }
                #expect(try await served(try #require(StoredPhotoName(held))), "the report's photo stays")
                #expect(try await served(heldThumbnail), "and its rendition")
                #expect(try await served(recent), "a recent upload may be about to be recorded")
                #expect(try await !served(old))
                #expect(try await !served(old.rendition(.thumbnail)))
                #expect(!FileManager.default.fileExists(atPath: temporary.path) || storage == .database)
                #expect(try await sweep.run() == 0)
            }
        }
    }

    @Test(
        "Given a photo file that cannot be removed when its report is deleted, then the delete still succeeds and the failure is logged, not silent"
    )
    func failedRemovalLogged() async throws {
        let capture = LogCapture()
        try await withTestApp(logger: Logger(label: "petspot.test") { _ in capture }) { app in
            let created = try await app.client.createListed(validFoundReport())
            let file = try #require(try app.storedPhotoFiles().first)
            // A directory where the file was: unlink fails even for root.
            let path = app.photosDirectory.appendingPathComponent(file).path
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let delete = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, created.password))
            #expect(delete.status == .noContent)
        }
        #expect(capture.text.contains("A photo could not be removed; the orphan sweep will retry"))
    }
}
