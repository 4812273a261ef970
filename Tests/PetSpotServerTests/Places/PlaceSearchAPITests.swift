import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import NIOCore
import PetSpotCore
import PetSpotStorage
import Testing

@testable import PetSpotServer

@Suite("GET /api/v1/places: a place found by its name")
struct PlaceSearchAPITests {
    private func items(_ object: [String: Any]) -> [[String: Any]] { object["data"] as? [[String: Any]] ?? [] }

    @Test(
        "Given the start of a name in any case or accent, then the named places come nearest first, with division, country and point"
    )
    func findsByName() async throws {
        try await withTestApp { app in
            let (status, answer) = try await app.client.getJSON("/api/v1/places?q=krakow&near=50.06,19.94&limit=3")
            #expect(status == .ok)
            let first = try #require(items(answer).first)
            #expect(first["name"] as? String == "Kraków")
            #expect(first["division"] as? String == "Lesser Poland Voivodeship")
            #expect(first["countryCode"] as? String == "PL" && first["country"] as? String == "Poland")
            #expect(first["id"] as? String == "geonames:3094802")
            #expect(first["source"] as? String == "GAZETTEER")
            #expect((first["latitude"] as? Double).map { abs($0 - 50.06143) < 0.0001 } == true)
            #expect((first["distanceKm"] as? Double).map { $0 < 1 } == true)
            // Another spelling, and the local name of an exonym.
            let cracow = try await app.client.getJSON("/api/v1/places?q=Cracow&limit=1").object
            #expect(items(cracow).first?["name"] as? String == "Kraków")
            let warsaw = try await app.client.getJSON("/api/v1/places?q=Warszawa&limit=1").object
            #expect(items(warsaw).first?["localName"] as? String == "Warszawa")
            // A district, with its city.
            let district = try await app.client.getJSON("/api/v1/places?q=Bie%C5%84czyce&limit=1").object
            #expect(items(district).first?["city"] as? String == "Kraków")
            // Nothing by that name: an empty list, not an error.
            #expect(items(try await app.client.getJSON("/api/v1/places?q=zzqqxx").object).isEmpty)
        }
    }

    @Test(
        "Given a query without q, with a bad near or limit, then 400 INVALID_PARAMETER names the parameter and what to send",
        arguments: [
            ("/api/v1/places", "q"), ("/api/v1/places?q=%20%20", "q"),
            ("/api/v1/places?q=\(String(repeating: "a", count: 101))", "q"),
            ("/api/v1/places?q=kra&near=50.06", "near"), ("/api/v1/places?q=kra&near=91,19", "near"),
            ("/api/v1/places?q=kra&limit=0", "limit"), ("/api/v1/places?q=kra&limit=21", "limit"),
            ("/api/v1/places?q=kra&limit=many", "limit"),
        ])
    func refusesBadParameters(_ uri: String, _ field: String) async throws {
        try await withTestApp { app in
            try await app.client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                let error = try response.errorBody()
                #expect(error["code"] as? String == "INVALID_PARAMETER")
                #expect(error["field"] as? String == field)
                #expect((error["message"] as? String)?.contains(field) == true)
            }
        }
    }

    @Test(
        "Given a client over its place searches for the minute, then 429 with Retry-After, and the next minute it may search again"
    )
    func limitsPerClient() async throws {
        try await withTestApp({ $0.placeSearchesPerClient = AdditionLimit(maximum: 3, window: 60) }) { app in
            for _ in 0..<3 { #expect(try await app.client.getJSON("/api/v1/places?q=kra").status == .ok) }
            try await app.client.execute(uri: "/api/v1/places?q=kra", method: .get) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter].flatMap(Int.init).map { (1...60).contains($0) } == true)
            }
            app.clock.advance(by: 61)
            #expect(try await app.client.getJSON("/api/v1/places?q=kra").status == .ok)
        }
    }

    @Test(
        "Given an operator's Photon geocoder, then a street address is asked of it first, a place name never; when it fails, the gazetteer answers"
    )
    func streetAddressesFromTheGeocoder() async throws {
        try await withPhoton { photon in
            try await withTestApp({ $0.geocoderURL = photon.url }) { app in
                let answer = try await app.client.getJSON("/api/v1/places?q=Floria%C5%84ska%2012&near=50.06,19.94")
                    .object
                let first = try #require(items(answer).first)
                #expect(first["source"] as? String == "GEOCODER")
                #expect(first["name"] as? String == "Floriańska 12")
                #expect(first["city"] as? String == "Kraków" && first["countryCode"] as? String == "PL")
                #expect((first["latitude"] as? Double) == 50.0634)
                #expect(photon.queries() == ["Floriańska 12"])
                #expect(photon.nearPoints() == ["50.06000,19.94000"])
                // A town's name stays on this server.
                _ = try await app.client.getJSON("/api/v1/places?q=Wieliczka")
                #expect(photon.queries() == ["Floriańska 12"])
                // The geocoder failing: the gazetteer's places, no error.
                photon.fail()
                let fallback = try await app.client.getJSON("/api/v1/places?q=ul.%20Krak")
                #expect(fallback.status == .ok)
                #expect(items(fallback.object).allSatisfy { $0["source"] as? String == "GAZETTEER" })
            }
        }
    }

    @Test("Given no geocoder set, then a street address is looked up in the gazetteer only")
    func noGeocoderNoCall() async throws {
        try await withTestApp { app in
            let answer = try await app.client.getJSON("/api/v1/places?q=Floria%C5%84ska%2012")
            #expect(answer.status == .ok)
            #expect(items(answer.object).isEmpty)
        }
    }

    @Test("Given an operator's Nominatim instead (its /search address), then its jsonv2 answer is read the same way")
    func nominatim() async throws {
        try await withPhoton { server in
            try await withTestApp({ $0.geocoderURL = server.nominatimURL }) { app in
                let answer = try await app.client.getJSON("/api/v1/places?q=221b%20Baker%20Street").object
                let first = try #require(items(answer).first)
                #expect(first["source"] as? String == "GEOCODER" && first["name"] as? String == "Baker Street 221B")
                #expect(first["countryCode"] as? String == "GB" && first["city"] as? String == "London")
                #expect(first["id"] as? String == "nominatim:987")
            }
        }
    }
}

/// A local server answering as Photon's documented search API does (`GET /api?q=&limit=&lat=&lon=`,
/// a GeoJSON FeatureCollection), recording what it was asked.
struct FakePhoton: Sendable {
    let url: URL
    /// The same server answering as Nominatim's `/search` (`format=jsonv2`, `addressdetails=1`).
    var nominatimURL: URL { url.deletingLastPathComponent().appendingPathComponent("search") }
    private let asked: NIOLockedValueBox<[(q: String, near: String?)]>
    private let failing: NIOLockedValueBox<Bool>

    init(url: URL, asked: NIOLockedValueBox<[(q: String, near: String?)]>, failing: NIOLockedValueBox<Bool>) {
        self.url = url
        self.asked = asked
        self.failing = failing
    }

    func queries() -> [String] { asked.withLockedValue { $0.map(\.q) } }
    func nearPoints() -> [String] { asked.withLockedValue { $0.compactMap(\.near) } }
    func fail() { failing.withLockedValue { $0 = true } }
}

func withPhoton(_ body: @escaping @Sendable (FakePhoton) async throws -> Void) async throws {
    let asked = NIOLockedValueBox<[(q: String, near: String?)]>([])
    let failing = NIOLockedValueBox(false)
    let router = Router()
    router.get("api") { request, _ -> Response in
        guard !failing.withLockedValue({ $0 }) else { return Response(status: .internalServerError) }
        let parameters = request.uri.queryParameters
        let near = parameters["lat"].flatMap { lat in parameters["lon"].map { "\(lat),\($0)" } }
        asked.withLockedValue { $0.append((String(parameters["q"] ?? ""), near)) }
        let body = """
            {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[19.9395,50.0634]},\
            "properties":{"osm_type":"N","osm_id":123,"street":"Floriańska","housenumber":"12","postcode":"31-019",\
            "city":"Kraków","state":"Lesser Poland Voivodeship","country":"Poland","countrycode":"PL","type":"house"}}]}
            """
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }
    router.get("search") { request, _ -> Response in
        let parameters = request.uri.queryParameters
        asked.withLockedValue { $0.append((String(parameters["q"] ?? ""), nil)) }
        guard parameters["format"] == "jsonv2" else { return Response(status: .badRequest) }
        let body = """
            [{"place_id":987,"lat":"51.5237","lon":"-0.1585","name":"","display_name":"221B, Baker Street, London",\
            "address":{"house_number":"221B","road":"Baker Street","city":"London","state":"England",\
            "country":"United Kingdom","country_code":"gb"}}]
            """
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    let application = Application(
        router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) })
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await application.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(
            FakePhoton(url: URL(string: "http://127.0.0.1:\(port)/api")!, asked: asked, failing: failing))
        group.cancelAll()
    }
}
