import Foundation
import HummingbirdTesting
import Logging
import PetSpotDomain
import PetSpotImaging
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotPhotos
import PetSpotStorage

@Suite("GET /images/{file}?size=thumbnail|display: photos' renditions, drawn on upload and when first asked for")
struct PhotoRenditionTests {
    static let storages = OrphanPhotoSweepTests.storages

    /// A 2880×2160 JPEG, larger than both renditions, of a size the decoder halves for the display
    /// one (the photos' own content is the imaging tests' concern; this one is flat and quick).
    static let largePhoto = try! ImageCodec.jpeg(
        RGBImage(width: 2880, height: 2160, pixels: [UInt8](repeating: 180, count: 2880 * 2160 * 3)), quality: 80)

    private func size(of response: TestResponse) throws -> (Int, Int) {
        let image = try ImageCodec.decode(Array(response.body.readableBytesView), as: .jpeg, longSideAtLeast: .max)
            .image
        return (image.width, image.height)
    }

    /// A listed report with `photo`: its `photoUrl` and the stored name it points at.
    private func listedPhoto(
        _ app: TestContext, _ photo: [UInt8] = largePhoto
    ) async throws -> (url: String, name: StoredPhotoName) {
        let created = try await app.client.createListed(validFoundReport(), photo: photo)
        let (_, report) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
        let url = try #require(report["photoUrl"] as? String)
        return (url, try #require(StoredPhotoName(String(url.dropFirst(SitePath.photo("").path.count)))))
    }

    @Test(
        "Given a large photo, when uploaded, then its thumbnail and display renditions are JPEGs of their sizes, kept beside it, and the photo itself is unchanged",
        arguments: storages)
    func renditionsOnUpload(_ engine: DatabaseEngine, _ storage: PhotoStorage) async throws {
        try await withTestApp(engine: engine, { $0.photoStorage = storage }) { app in
            let (photoURL, photo) = try await listedPhoto(app)
            try await app.database.withPool { pool in
                let photos = try storage.open(directory: app.photosDirectory, pool: pool)
                for rendition in PhotoRendition.sizes.map(photo.rendition) {
                    #expect(try await photos.bytes(of: rendition) != nil, "\(rendition) drawn on upload")
                }
            }
            let thumbnail = try await app.client.execute(
                uri: PhotoRendition.thumbnail.path(ofPhoto: photoURL), method: .get)
            #expect(thumbnail.status == .ok)
            #expect(thumbnail.headers[.contentType] == "image/jpeg")
            #expect(thumbnail.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(try size(of: thumbnail) == (320, 240))
            #expect(
                thumbnail.body.readableBytes < 30_000, "a thumbnail is small: \(thumbnail.body.readableBytes) bytes")
            let display = try await app.client.execute(
                uri: PhotoRendition.display.path(ofPhoto: photoURL), method: .get)
            #expect(try size(of: display) == (1440, 1080))
            let original = try await app.client.execute(uri: photoURL, method: .get)
            #expect(original.headers[.contentType] == "image/jpeg")
            #expect(Array(original.body.readableBytesView) == Self.largePhoto)
        }
    }

    @Test(
        "Given a photo whose renditions are missing (stored before they existed), when one is asked for, then it is drawn, served and kept",
        arguments: storages)
    func drawnWhenMissing(_ engine: DatabaseEngine, _ storage: PhotoStorage) async throws {
        try await withTestApp(engine: engine, { $0.photoStorage = storage }) { app in
            let (photoURL, photo) = try await listedPhoto(app)
            let thumbnail = photo.rendition(.thumbnail)
            try await app.database.withPool { pool in
                switch storage {
                case .directory:
                    try FileManager.default.removeItem(
                        at: app.photosDirectory.appendingPathComponent(thumbnail.description))
                case .database:
                    try await pool.withConnection {
                        try await $0.raw("DELETE FROM photos WHERE name = \(bind: thumbnail.description)").run()
                    }
                }
                let photos = try storage.open(directory: app.photosDirectory, pool: pool)
                #expect(try await photos.bytes(of: thumbnail) == nil)
                let served = try await app.client.execute(
                    uri: PhotoRendition.thumbnail.path(ofPhoto: photoURL), method: .get)
                #expect(served.status == .ok)
                #expect(try size(of: served) == (320, 240))
                #expect(
                    try await photos.bytes(of: thumbnail) == Array(served.body.readableBytesView),
                    "kept for the next visitor")
            }
        }
    }

    @Test(
        "Given a report with renditions, when it is deleted, then no file or row of its photo is left",
        arguments: storages)
    func removedWithTheReport(_ engine: DatabaseEngine, _ storage: PhotoStorage) async throws {
        try await withTestApp(engine: engine, { $0.photoStorage = storage }) { app in
            let created = try await app.client.createListed(validFoundReport(), photo: Self.largePhoto)
            let delete = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, created.password))
            #expect(delete.status == .noContent)
            #expect((try? app.storedPhotoFiles()) ?? [] == [])
            let rows = try await app.database.withPool { pool in
                try await pool.withConnection {
                    try await $0.raw("SELECT COUNT(*) AS n FROM photos").first(decodingColumn: "n", as: Int.self)
                }
            }
            #expect(rows == 0)
        }
    }

    @Test(
        "Given an HEIC photo, which is not decoded here, when a rendition is asked for, then the photo itself is served in its place"
    )
    func undecodedTypesServeThePhoto() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validFoundReport())
            let upload = try await app.client.uploadPhoto(
                LocatedPhotos.heic, to: created, fileName: "p.heic", contentType: "image/heic")
            let photoURL = try #require(try upload.jsonObject()["photoUrl"] as? String)
            let served = try await app.client.execute(
                uri: PhotoRendition.thumbnail.path(ofPhoto: photoURL), method: .get)
            #expect(served.status == .ok)
            #expect(served.headers[.contentType] == "image/heic")
            #expect(try app.storedPhotoFiles().count == 1, "no rendition is stored for it")
        }
    }

    @Test("Given an unknown size or a rendition's own file name, then 400 naming the parameter, and 404")
    func unknownSizes() async throws {
        try await withTestApp { app in
            let (photoURL, photo) = try await listedPhoto(app, samplePNG)
            let response = try await app.client.execute(uri: "\(photoURL)?size=huge", method: .get)
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_PARAMETER")
            #expect(error["field"] as? String == "size")
            #expect((error["message"] as? String)?.contains("use thumbnail or display") == true)
            #expect(
                try await app.client.execute(
                    uri: SitePath.photo(.value(photo.rendition(.thumbnail).description)).path, method: .get
                ).status == .notFound)
        }
    }

    @Test("Given stored names, then a photo's and its renditions' are read back, and nothing else is a stored name")
    func storedNames() throws {
        let photo = StoredPhotoName(newPhotoOf: .png)
        #expect(StoredPhotoName(photo.description) == photo)
        let thumbnail = photo.rendition(.thumbnail)
        #expect(thumbnail.description == "\(photo.photo).thumbnail.jpg")
        #expect(StoredPhotoName(thumbnail.description) == thumbnail)
        #expect(thumbnail.source == photo && thumbnail.mimeType == "image/jpeg" && photo.mimeType == "image/png")
        for name in [
            "../\(photo)", "\(photo.photo).huge.jpg", "\(photo.photo).thumbnail.png", photo.photo.uppercased(), "x.png",
            "\(photo).", "",
        ] {
            #expect(StoredPhotoName(name) == nil, "\(name)")
        }
    }
}
