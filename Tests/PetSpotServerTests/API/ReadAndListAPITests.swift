import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer

@Suite("GET /api/v1/announcements and /{id}")
struct ReadAndListAPITests {
    @Test("Given a created report, when read by id, then 200 returns it without the password")
    func readsByID() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let (status, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(status == .ok)
            #expect(body["id"] as? String == created.id)
            #expect(body["managementPassword"] == nil)
            #expect(body.count == 26)
        }
    }

    @Test(
        "Given an unknown or malformed id, when read, then 404 NOT_FOUND",
        arguments: [UUID().uuidString, "not-a-uuid", "1"])
    func unknownID(_ id: String) async throws {
        try await withTestApp { app in
            let (status, body) = try await app.client.getJSON("/api/v1/announcements/\(id)")
            #expect(status == .notFound)
            #expect((body["error"] as? [String: Any])?["code"] as? String == "NOT_FOUND")
        }
    }

    @Test("Given reports with and without photos, when listed, then only those with a photo appear, newest first")
    func listsOnlyWithPhotoNewestFirst() async throws {
        try await withTestApp { app in
            let older = try await app.client.createListed(validMissingReport())
            app.clock.advance(by: 60)
            try await app.client.create(validMissingReport(["petName": "No photo yet"]))
            app.clock.advance(by: 60)
            let newer = try await app.client.createListed(validFoundReport())
            let (status, body) = try await app.client.getJSON("/api/v1/announcements")
            #expect(status == .ok)
            let ids = (body["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            #expect(ids == [newer.id, older.id])
            #expect(body["nextCursor"] is NSNull)
            #expect((body["data"] as? [[String: Any]])?.first?["distanceKm"] == nil, "no distance without a location")
        }
    }

    @Test(
        "Given reports at known distances, when listed near a point, then only those strictly within range come, nearest first, with distanceKm"
    )
    func nearbyNearestFirst() async throws {
        try await withTestApp { app in
            // Along a meridian 1° of latitude is 111.195 km on the 6371 km sphere.
            let centre = (latitude: 50.0, longitude: 20.0)
            let at1km = try await app.client.createListed(
                validFoundReport(latitude: 50.0 + 1 / 111.195, longitude: 20.0))
            let at3km = try await app.client.createListed(
                validFoundReport(latitude: 50.0 - 3 / 111.195, longitude: 20.0))
            try await app.client.createListed(validFoundReport(latitude: 50.0 + 6 / 111.195, longitude: 20.0))
            try await app.client.createListed(validMissingReport(["locationLatitude": nil, "locationLongitude": nil]))
            let (status, body) = try await app.client.getJSON(
                "/api/v1/announcements?lat=\(centre.latitude)&lng=\(centre.longitude)&range=5")
            #expect(status == .ok)
            let data = try #require(body["data"] as? [[String: Any]])
            #expect(data.compactMap { $0["id"] as? String } == [at1km.id, at3km.id])
            #expect(data.compactMap { $0["distanceKm"] as? Double } == [1.0, 3.0])
        }
    }

    @Test("Given no range, when listed near a point, then the default is 5 km")
    func defaultRange() async throws {
        try await withTestApp { app in
            let near = try await app.client.createListed(
                validFoundReport(latitude: 50.0 + 4.9 / 111.195, longitude: 20.0))
            try await app.client.createListed(validFoundReport(latitude: 50.0 + 5.1 / 111.195, longitude: 20.0))
            let (_, body) = try await app.client.getJSON("/api/v1/announcements?lat=50&lng=20")
            #expect((body["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [near.id])
        }
    }

    @Test("Given reports on both sides of the antimeridian, when listed near it, then both are found")
    func acrossTheAntimeridian() async throws {
        try await withTestApp { app in
            let east = try await app.client.createListed(validFoundReport(latitude: -17.0, longitude: 179.99))
            let west = try await app.client.createListed(validFoundReport(latitude: -17.0, longitude: -179.99))
            let (_, body) = try await app.client.getJSON("/api/v1/announcements?lat=-17&lng=180&range=5")
            #expect(
                Set((body["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []) == [east.id, west.id])
        }
    }

    @Test("Given status and species filters, when listed, then only matching reports come, with and without a location")
    func filters() async throws {
        try await withTestApp { app in
            let missingDog = try await app.client.createListed(validMissingReport())
            let foundCat = try await app.client.createListed(validFoundReport(species: "CAT"))
            let foundDog = try await app.client.createListed(validFoundReport(species: "DOG"))
            func ids(_ query: String) async throws -> Set<String> {
                let (_, body) = try await app.client.getJSON("/api/v1/announcements?\(query)")
                return Set((body["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? [])
            }
            #expect(try await ids("status=FOUND") == [foundCat.id, foundDog.id])
            #expect(try await ids("species=DOG") == [missingDog.id, foundDog.id])
            #expect(try await ids("status=FOUND&species=DOG") == [foundDog.id])
            #expect(try await ids("status=MISSING&lat=50.0617&lng=19.9373&range=1") == [missingDog.id])
        }
    }

    @Test(
        "Given more reports than the limit, when paged with nextCursor, then every report comes exactly once",
        arguments: [false, true])
    func pagination(nearby: Bool) async throws {
        try await withTestApp { app in
            var created: [String] = []
            for index in 0..<7 {
                created.append(
                    try await app.client.createListed(
                        validFoundReport(latitude: 50.0 + Double(index) * 0.001, longitude: 20.0)
                    ).id)
                // Two reports in the same millisecond: the id breaks the tie.
                if index % 2 == 0 { app.clock.advance(by: 1) }
            }
            let base = nearby ? "/api/v1/announcements?lat=50&lng=20&range=10&limit=3" : "/api/v1/announcements?limit=3"
            var seen: [String] = []
            var createdAt: [String: String] = [:]
            var cursor: String?
            var pages = 0
            repeat {
                let uri = base + (cursor.map { "&cursor=\($0)" } ?? "")
                let (status, body) = try await app.client.getJSON(uri)
                #expect(status == .ok)
                for item in body["data"] as? [[String: Any]] ?? [] {
                    if let id = item["id"] as? String {
                        seen.append(id)
                        createdAt[id] = item["createdAt"] as? String
                    }
                }
                cursor = body["nextCursor"] as? String
                pages += 1
            } while cursor != nil && pages < 10
            #expect(pages == 3)
            #expect(seen.count == 7)
            #expect(Set(seen) == Set(created))
            // Nearest first; or newest first, the id (descending) breaking ties within one millisecond.
            let expected = nearby ? created : created.sorted { (createdAt[$0] ?? "", $0) > (createdAt[$1] ?? "", $1) }
            #expect(seen == expected, "the order holds across pages")
        }
    }

    struct BadQuery: Sendable, CustomTestStringConvertible {
        let query: String
        let parameter: String
        var testDescription: String { query }
    }

    static let badQueries: [BadQuery] = [
        BadQuery(query: "lat=50", parameter: "lng"),
        BadQuery(query: "lng=20", parameter: "lat"),
        BadQuery(query: "lat=abc&lng=20", parameter: "lat"),
        BadQuery(query: "lat=91&lng=20", parameter: "lat"),
        BadQuery(query: "lat=50&lng=-181", parameter: "lng"),
        BadQuery(query: "lat=nan&lng=20", parameter: "lat"),
        BadQuery(query: "lat=50&lng=20&range=0", parameter: "range"),
        BadQuery(query: "lat=50&lng=20&range=1001", parameter: "range"),
        BadQuery(query: "lat=50&lng=20&range=2.5", parameter: "range"),
        BadQuery(query: "range=0", parameter: "range"),
        BadQuery(query: "status=LOST", parameter: "status"),
        BadQuery(query: "species=DRAGON", parameter: "species"),
        BadQuery(query: "limit=0", parameter: "limit"),
        BadQuery(query: "limit=201", parameter: "limit"),
        BadQuery(query: "limit=ten", parameter: "limit"),
        BadQuery(query: "cursor=garbage", parameter: "cursor"),
        BadQuery(query: "cursor=", parameter: "cursor"),
        BadQuery(query: "status=", parameter: "status"),
        BadQuery(query: "lat=&lng=20", parameter: "lat"),
    ]

    @Test("Given a bad query parameter, when listed, then 400 INVALID_PARAMETER names it", arguments: badQueries)
    func badQuery(_ bad: BadQuery) async throws {
        try await withTestApp { app in
            let (status, body) = try await app.client.getJSON("/api/v1/announcements?\(bad.query)")
            #expect(status == .badRequest)
            let error = try #require(body["error"] as? [String: Any])
            #expect(error["code"] as? String == "INVALID_PARAMETER")
            #expect(error["field"] as? String == bad.parameter)
            #expect((error["message"] as? String)?.contains("'\(bad.parameter)'") == true)
        }
    }

    static let referenceMessages: [(query: String, message: String)] = [
        ("lat=50", "Parameter 'lng' is required when 'lat' is provided"),
        ("lng=20", "Parameter 'lat' is required when 'lng' is provided"),
        ("lat=abc&lng=20", "Parameter 'lat' must be a valid number"),
        ("lat=50&lng=east", "Parameter 'lng' must be a valid number"),
        ("lat=50&lng=20&range=far", "Parameter 'range' must be a valid number"),
        ("lat=91&lng=20", "Parameter 'lat' must be between -90 and 90"),
        ("lat=50&lng=-181", "Parameter 'lng' must be between -180 and 180"),
        ("lat=50&lng=20&range=2.5", "Parameter 'range' must be an integer"),
        ("lat=50&lng=20&range=0", "Parameter 'range' must be greater than zero"),
        ("lat=50&lng=20&range=-3", "Parameter 'range' must be a positive number"),
        ("lat=50&lng=20&range=1001", "Parameter 'range' must be at most 1000"),
        ("range=-3", "Parameter 'range' must be a positive number"),
    ]

    @Test(
        "Given a bad location parameter, when listed, then the message is the reference's, word for word",
        arguments: referenceMessages)
    func referenceMessage(_ query: String, _ message: String) async throws {
        try await withTestApp { app in
            let (_, body) = try await app.client.getJSON("/api/v1/announcements?\(query)")
            #expect((body["error"] as? [String: Any])?["message"] as? String == message)
        }
    }

    @Test(
        "Given a valid range without a location, when listed, then it is accepted and ignored: the newest first, as without it"
    )
    func rangeWithoutLocationIgnored() async throws {
        try await withTestApp { app in
            let created = try await app.client.createListed(validFoundReport())
            let (status, body) = try await app.client.getJSON("/api/v1/announcements?range=10")
            #expect(status == .ok)
            #expect((body["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [created.id])
            #expect((body["data"] as? [[String: Any]])?.first?["distanceKm"] == nil)
        }
    }

    @Test("Given a cursor from one listing, when used with other filters, then 400 INVALID_PARAMETER for cursor")
    func cursorBelongsToItsQuery() async throws {
        try await withTestApp { app in
            for _ in 0..<3 { try await app.client.createListed(validFoundReport()) }
            let (_, first) = try await app.client.getJSON("/api/v1/announcements?limit=1")
            let cursor = try #require(first["nextCursor"] as? String)
            let (status, body) = try await app.client.getJSON(
                "/api/v1/announcements?limit=1&status=MISSING&cursor=\(cursor)")
            #expect(status == .badRequest)
            #expect((body["error"] as? [String: Any])?["field"] as? String == "cursor")
        }
    }
}
