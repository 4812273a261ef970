import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotAPI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Building requests (no server)")
struct RequestBuildingTests {
    let builder = RequestBuilder(baseURL: URL(string: "https://petspot.example")!)

    @Test("Given an idempotency key, when a create is built, then it is sent as the Idempotency-Key header")
    func idempotencyKeyHeader() throws {
        let request = try builder.createAnnouncement(Fixtures.report(), idempotencyKey: "create-7f3a")

        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == "create-7f3a")
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://petspot.example/api/v1/announcements")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test("Given no idempotency key, when a create is built, then no Idempotency-Key header is sent")
    func noIdempotencyKeyHeader() throws {
        let request = try builder.createAnnouncement(Fixtures.report(), idempotencyKey: nil)

        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == nil)
    }

    @Test(
        "Given a report with absent optionals, when a create is built, then the body omits them and reads back the same"
    )
    func createBodyOmitsAbsentOptionals() throws {
        let report = Fixtures.report()

        let body = try #require(try builder.createAnnouncement(report, idempotencyKey: nil).httpBody)

        let keys = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]).keys
        #expect(Set(keys) == ["status", "species", "sex", "lastSeenDate", "email", "contactVisibility"])
        #expect(try JSONDecoder().decode(CreateAnnouncementRequest.self, from: body) == report)
    }

    @Test("Given a non-finite coordinate, when a create is built, then it is rejected locally as INVALID_FORMAT")
    func unencodableBodyIsRejectedLocally() {
        var report = Fixtures.report()
        report.locationLatitude = .nan
        report.locationLongitude = 0

        #expect(throws: PetSpotAPIError.self) { try builder.createAnnouncement(report, idempotencyKey: nil) }
    }

    @Test("Given an empty query, when a list is built, then no query string is sent")
    func emptyQuery() {
        #expect(
            builder.announcements(AnnouncementQuery()).url?.absoluteString
                == "https://petspot.example/api/v1/announcements")
    }

    @Test("Given every filter, when a list is built, then each is a parameter with its wire name")
    func everyFilter() throws {
        let query = AnnouncementQuery(
            latitude: 52.2297, longitude: -21.5, rangeKilometres: 10, status: .found,
            species: .cat, limit: 20, cursor: "abc")

        let url = try #require(builder.announcements(query).url)

        #expect(url.query == "lat=52.2297&lng=-21.5&range=10&status=FOUND&species=CAT&limit=20&cursor=abc")
    }

    @Test("Given some filters, when a list is built, then the absent ones are left out, never sent blank")
    func absentFiltersAreOmitted() throws {
        let url = try #require(builder.announcements(AnnouncementQuery(species: .dog)).url)

        #expect(url.query == "species=DOG")
    }

    @Test(
        "Given a cursor with reserved characters, when a list is built, then they are percent-encoded (a + is not a space)"
    )
    func cursorIsPercentEncoded() throws {
        let url = try #require(builder.announcements(AnnouncementQuery(cursor: "a+b/c=d&e f")).url)

        #expect(url.query == "cursor=a%2Bb%2Fc%3Dd%26e%20f")
        let decoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value
        #expect(decoded == "a+b/c=d&e f")
    }

    @Test(
        "Given an id and password, when a photo upload is built, then it is a Basic-authenticated multipart POST with one photo part"
    )
    func photoUpload() throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])

        let request = builder.uploadPhoto(
            bytes, fileName: "luna.png", type: .png, to: "id-1",
            managementPassword: "K7QM2-XPD9R", boundary: "BOUNDARY")

        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://petspot.example/api/v1/announcements/id-1/photos")
        #expect(
            request.value(forHTTPHeaderField: "Authorization") == "Basic "
                + Data("id-1:K7QM2-XPD9R".utf8).base64EncodedString())
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=BOUNDARY")
        var expected = Data(
            "--BOUNDARY\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"luna.png\"\r\nContent-Type: image/png\r\n\r\n"
                .utf8)
        expected.append(bytes)
        expected.append(Data("\r\n--BOUNDARY--\r\n".utf8))
        #expect(request.httpBody == expected)
    }

    @Test(
        "Given a file name with a quote and a line break, when a photo upload is built, then they cannot break the part header"
    )
    func fileNameIsEscaped() throws {
        let request = builder.uploadPhoto(
            Data(), fileName: "a\"b\r\nc.png", type: .png, to: "id", managementPassword: "p",
            boundary: "B")

        let body = String(decoding: try #require(request.httpBody), as: UTF8.self)
        #expect(body.contains("filename=\"a%22b%0D%0Ac.png\""))
    }

    @Test(
        "Given owner and operator credentials, when deletes are built, then they carry Basic and Bearer authorization")
    func deleteAuthorization() {
        let owner = builder.deleteAnnouncement(id: "id-2", as: .owner(announcementID: "id-2", managementPassword: "pw"))
        let operatorDelete = builder.deleteAnnouncement(id: "id-2", as: .operatorToken("tok"))

        #expect(owner.httpMethod == "DELETE")
        #expect(owner.url?.absoluteString == "https://petspot.example/api/v1/announcements/id-2")
        #expect(owner.value(forHTTPHeaderField: "Authorization") == "Basic aWQtMjpwdw==")
        #expect(operatorDelete.value(forHTTPHeaderField: "Authorization") == "Bearer tok")
    }

    @Test("Given an id with a slash, when a read is built, then the id stays one path segment")
    func idIsOneSegment() {
        #expect(
            builder.announcement(id: "a/b").url?.absoluteString == "https://petspot.example/api/v1/announcements/a%2Fb")
    }

    @Test(
        "Given an ETag, when a taxonomy request is built, then it is sent as If-None-Match and bypasses the local cache"
    )
    func taxonomyConditional() {
        let request = builder.taxonomy(ifNoneMatch: "\"v1\"")

        #expect(request.url?.absoluteString == "https://petspot.example/api/v1/taxonomy")
        #expect(request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"")
        #expect(request.cachePolicy == .reloadIgnoringLocalCacheData)
        #expect(builder.taxonomy(ifNoneMatch: nil).value(forHTTPHeaderField: "If-None-Match") == nil)
    }

    @Test(
        "Given a base URL with a path prefix, when requests are built, then the prefix is kept for API paths and photo paths"
    )
    func basePathPrefixIsKept() throws {
        let prefixed = RequestBuilder(baseURL: try #require(URL(string: "https://host.example/petspot")))

        #expect(prefixed.health().url?.absoluteString == "https://host.example/petspot/api/health")
        #expect(
            prefixed.data(atPath: "/images/x.jpg").url?.absoluteString == "https://host.example/petspot/images/x.jpg")
        #expect(builder.data(atPath: "/images/x.jpg").url?.absoluteString == "https://petspot.example/images/x.jpg")
    }
}
