import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotPhotos

@Suite("POST /api/v1/announcements/{id}/photos and GET /images/{file}")
struct PhotoUploadAPITests {
    @Test(
        "Given the owner's credentials and a PNG, when uploaded, then 201 gives a photoUrl served back byte for byte with cache headers"
    )
    func uploadsAndServes() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(
                samplePNG, to: created, fileName: "rex.png", contentType: "image/png")
            #expect(response.status == .created)
            let url = try #require(try response.jsonObject()["photoUrl"] as? String)
            #expect(url.wholeMatch(of: /\/images\/[0-9a-f-]{36}\.png/) != nil)
            try await app.client.execute(uri: url, method: .get) { image in
                #expect(image.status == .ok)
                #expect(Array(image.body.readableBytesView) == samplePNG)
                #expect(image.headers[.contentType] == "image/png")
                #expect(image.headers[.cacheControl] == "public, max-age=31536000, immutable")
            }
            let (_, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(body["photoUrl"] as? String == url)
            #expect(body["updatedAt"] as? String == "2026-11-22T12:00:00.000Z")
        }
    }

    @Test(
        "Given a JPEG with EXIF GPS and XMP, when uploaded, then the stored photo has the location removed and the image kept"
    )
    func removesGPS() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(sampleJPEGWithGPS, to: created)
            let url = try #require(try response.jsonObject()["photoUrl"] as? String)
            #expect(url.hasSuffix(".jpg"))
            let served = try await app.client.execute(uri: url, method: .get)
            #expect(Array(served.body.readableBytesView) == sampleJPEGScrubbed)
            #expect(served.headers[.contentType] == "image/jpeg")
        }
    }

    @Test(
        "Given a PNG, WebP, HEIC or GIF carrying GPS, XMP and a place name, when uploaded, then the photo served publicly carries none of them",
        arguments: PhotoMetadataScrubberTests.located)
    func removesLocationInEveryFormat(_ type: PhotoType, _ bytes: [UInt8]) async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(
                bytes, to: created, fileName: "pet.\(type.fileExtension)", contentType: type.mimeType)
            #expect(response.status == .created)
            let url = try #require(try response.jsonObject()["photoUrl"] as? String)
            let served = Array(try await app.client.execute(uri: url, method: .get).body.readableBytesView)
            #expect(served == PhotoMetadataScrubber.scrubbed(bytes, as: type))
            for secret in LocatedPhotos.secrets { #expect(!LocatedPhotos.contains(served, secret)) }
        }
    }

    @Test(
        "Given a PNG, WebP, HEIC or GIF whose structure cannot be walked, when uploaded, then 400 INVALID_FILE_FORMAT says so and nothing is stored",
        arguments: PhotoMetadataScrubberTests.located)
    func unwalkableRefused(_ type: PhotoType, _ bytes: [UInt8]) async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let cut = Array(bytes.prefix(bytes.count * 2 / 3))
            let response = try await app.client.uploadPhoto(
                cut, to: created, fileName: "pet.\(type.fileExtension)", contentType: type.mimeType)
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_FILE_FORMAT")
            #expect(
                (try response.errorBody()["message"] as? String)?.contains("location data cannot be checked") == true)
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given a file whose bytes and name disagree, when uploaded, then its type is judged from the bytes")
    func typeFromBytes() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(
                samplePNG, to: created, fileName: "holiday.jpg", contentType: "image/jpeg")
            #expect(try (response.jsonObject()["photoUrl"] as? String)?.hasSuffix(".png") == true)
        }
    }

    @Test("Given a second photo, when uploaded, then it replaces the first and the old file is removed")
    func replacesPhoto() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let first = try await app.client.uploadPhoto(
                samplePNG, to: created, fileName: "a.png", contentType: "image/png")
            let firstURL = try #require(try first.jsonObject()["photoUrl"] as? String)
            let second = try await app.client.uploadPhoto(sampleJPEGWithGPS, to: created)
            let secondURL = try #require(try second.jsonObject()["photoUrl"] as? String)
            #expect(firstURL != secondURL)
            let stored = try #require(StoredPhotoName(String(secondURL.dropFirst("/images/".count))))
            #expect(
                try app.storedPhotoFiles()
                    == ([stored] + PhotoRendition.sizes.map(stored.rendition)).map(\.description).sorted(),
                "the first photo's renditions went with it")
            #expect(try await app.client.execute(uri: firstURL, method: .get).status == .notFound)
        }
    }

    @Test("Given a text file named .jpg, when uploaded, then 400 INVALID_FILE_FORMAT and nothing is stored")
    func notAnImage() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(Array("just some text, not a photo".utf8), to: created)
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_FILE_FORMAT")
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test(
        "Given a JPEG cut off before its image data, when uploaded, then 400 INVALID_FILE_FORMAT rather than storing metadata that could not be checked"
    )
    func damagedJPEG() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(Array(sampleJPEGWithGPS.prefix(60)), to: created)
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_FILE_FORMAT")
            #expect(error["field"] as? String == "photo")
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given no part named photo, when uploaded, then 400 MISSING_FILE")
    func missingPart() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let multipart = Multipart(parts: [
                .init(name: "picture", fileName: "a.png", contentType: "image/png", bytes: samplePNG)
            ])
            var headers = basicAuthorization(created.id, created.password)
            headers[.contentType] = multipart.contentType
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/photos", method: .post, headers: headers, body: multipart.body
            )
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "MISSING_FILE")
        }
    }

    @Test("Given an empty photo part, when uploaded, then 400 MISSING_FILE")
    func emptyPart() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto([], to: created)
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "MISSING_FILE")
        }
    }

    @Test("Given a body that is not multipart, when uploaded, then 400 INVALID_FORMAT")
    func notMultipart() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            var headers = basicAuthorization(created.id, created.password)
            headers[.contentType] = "image/png"
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/photos", method: .post, headers: headers,
                body: ByteBuffer(bytes: samplePNG))
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_FORMAT")
        }
    }

    @Test(
        "Issue 49: Given a multipart body cut short (no closing boundary), when uploaded, then 400 INVALID_FORMAT saying so, and the report keeps no photo"
    )
    func cutShort() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let multipart = Multipart(parts: [
                .init(name: "photo", fileName: "a.png", contentType: "image/png", bytes: samplePNG)
            ])
            var headers = basicAuthorization(created.id, created.password)
            headers[.contentType] = multipart.contentType
            let cut = multipart.body.getSlice(at: 0, length: multipart.body.readableBytes - 20)!
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/photos", method: .post, headers: headers, body: cut)
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(
                error["code"] as? String == "INVALID_FORMAT"
                    && (error["message"] as? String)?.contains("could not be read to its end") == true)
            let (_, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(body["photoUrl"] is NSNull)
        }
    }

    @Test("Given a photo over 10 MiB, when uploaded, then 413 PAYLOAD_TOO_LARGE and the report keeps no photo")
    func tooLarge() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let huge = samplePNG + [UInt8](repeating: 0, count: 10 * 1024 * 1024)
            let response = try await app.client.uploadPhoto(
                huge, to: created, fileName: "big.png", contentType: "image/png")
            #expect(response.status == .contentTooLarge)
            #expect(try response.errorBody()["code"] as? String == "PAYLOAD_TOO_LARGE")
            let (_, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(body["photoUrl"] is NSNull)
        }
    }

    @Test("Given a photo of exactly 10 MiB, when uploaded, then it is accepted")
    func exactlyTheLimit() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let photo = samplePNG + [UInt8](repeating: 0, count: 10 * 1024 * 1024 - samplePNG.count)
            let response = try await app.client.uploadPhoto(
                photo, to: created, fileName: "big.png", contentType: "image/png")
            #expect(response.status == .created)
        }
    }

    @Test("Given no Authorization, when uploaded, then 401 UNAUTHENTICATED")
    func noAuthorization() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let multipart = Multipart(parts: [
                .init(name: "photo", fileName: "a.png", contentType: "image/png", bytes: samplePNG)
            ])
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/photos", method: .post,
                headers: [.contentType: multipart.contentType], body: multipart.body)
            #expect(response.status == .unauthorized)
            #expect(try response.errorBody()["code"] as? String == "UNAUTHENTICATED")
        }
    }

    @Test(
        "Given an Authorization that is not Basic credentials (a Bearer token, even the operator's), when uploaded, then 401 UNAUTHENTICATED"
    )
    func notBasicAuthorization() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let multipart = Multipart(parts: [
                .init(name: "photo", fileName: "a.png", contentType: "image/png", bytes: samplePNG)
            ])
            for authorization in [
                "Bearer \(app.configuration.adminToken ?? "")", "Bearer some-token", "Digest username=\"x\"",
            ] {
                let response = try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)/photos", method: .post,
                    headers: [.contentType: multipart.contentType, .authorization: authorization], body: multipart.body)
                #expect(response.status == .unauthorized, "\(authorization)")
                #expect(try response.errorBody()["code"] as? String == "UNAUTHENTICATED")
                #expect(response.headers[.wwwAuthenticate] == #"Basic realm="petspot""#)
            }
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given a wrong password, when uploaded, then 403 UNAUTHORIZED and nothing is stored")
    func wrongPassword() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.uploadPhoto(
                samplePNG, to: Created(id: created.id, password: "AAAAA-AAAAA", json: [:]))
            #expect(response.status == .forbidden)
            #expect(try response.errorBody()["code"] as? String == "UNAUTHORIZED")
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given the password typed in lower case without the hyphen, when uploaded, then it is accepted")
    func forgivingPassword() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let typed = created.password.lowercased().replacingOccurrences(of: "-", with: "")
            let response = try await app.client.uploadPhoto(
                samplePNG, to: Created(id: created.id, password: typed, json: [:]), fileName: "a.png",
                contentType: "image/png")
            #expect(response.status == .created)
        }
    }

    @Test("Given an unknown announcement, when uploaded with credentials, then 404")
    func unknownAnnouncement() async throws {
        try await withTestApp { app in
            let id = UUID().uuidString.lowercased()
            let response = try await app.client.uploadPhoto(
                samplePNG, to: Created(id: id, password: "AAAAA-AAAAA", json: [:]))
            #expect(response.status == .notFound)
        }
    }

    @Test("Given another report's credentials, when uploaded, then 403")
    func otherReportsCredentials() async throws {
        try await withTestApp { app in
            let mine = try await app.client.create(validMissingReport())
            let theirs = try await app.client.create(validFoundReport())
            let multipart = Multipart(parts: [
                .init(name: "photo", fileName: "a.png", contentType: "image/png", bytes: samplePNG)
            ])
            var headers = basicAuthorization(theirs.id, theirs.password)
            headers[.contentType] = multipart.contentType
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(mine.id)/photos", method: .post, headers: headers, body: multipart.body)
            #expect(response.status == .forbidden)
        }
    }

    @Test(
        "Given a name that is not a stored photo, when an image is requested, then 404 and no file outside the directory is read",
        arguments: [
            "nope.png", "..%2F..%2Fetc%2Fpasswd", "\(UUID().uuidString.lowercased()).png",
            "\(UUID().uuidString.lowercased()).exe",
        ])
    func unknownImage(_ name: String) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: "/images/\(name)", method: .get)
            #expect(response.status == .notFound)
            #expect(try response.errorBody()["code"] as? String == "NOT_FOUND")
        }
    }
}
