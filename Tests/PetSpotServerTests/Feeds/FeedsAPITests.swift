import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

/// Atom's elements as an XML parser reads them: each entry's children by name.
private final class AtomEntries: NSObject, XMLParserDelegate {
    var entries: [[String: String]] = []
    private var current: [String: String]?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "entry" { current = [:] }
        if name == "link", current != nil { current?["link"] = attributes["href"] }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "entry", let current { entries.append(current) }
        if name == "entry" { current = nil } else if name != "link" { current?[qualifiedName ?? name] = text }
    }

    static func read(_ data: Data) -> [[String: String]]? {
        let reader = AtomEntries()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        return parser.parse() ? reader.entries : nil
    }
}

@Suite("GET /feeds/reports.atom and .geojson: the list's reports for feed readers and maps")
struct FeedsAPITests {
    @Test(
        "Given reports near a point, then both feeds list them nearest first with the list's filters, the Atom well formed with georss:point, the GeoJSON points at [lng, lat] with the public keys and the page",
        arguments: TestDatabase.engines)
    func feedsListNearestFirst(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let near = try await app.client.createListed(
                validMissingReport([
                    "petName": "Near & <Dear>", "contactVisibility": "PRIVATE",
                    "locationLatitude": 50.0617, "locationLongitude": 19.9373,
                ]))
            let far = try await app.client.createListed(
                validMissingReport(["petName": "Far", "locationLatitude": 50.09, "locationLongitude": 19.99]))
            let found = try await app.client.createListed(validFoundReport(latitude: 50.062, longitude: 19.938))
            let query = "?lat=50.0617&lng=19.9373&range=10&status=MISSING"

            let atom = try await app.client.execute(uri: "/feeds/reports.atom\(query)", method: .get)
            #expect(atom.status == .ok && atom.headers[.contentType] == "application/atom+xml; charset=utf-8")
            let entries = try #require(AtomEntries.read(Data(buffer: atom.body)), "well-formed XML")
            #expect(
                entries.map { $0["id"] } == ["urn:uuid:\(near.id.lowercased())", "urn:uuid:\(far.id.lowercased())"],
                "nearest first, missing only")
            #expect(entries.first?["title"] == "Missing: Near & <Dear>")
            #expect(entries.first?["georss:point"] == "50.0617 19.9373")
            #expect(entries.first?["link"]?.hasSuffix("/reports/\(near.id)") == true)
            #expect(!atom.bodyString.contains("owner@example.com"), "a private report's contact is in no feed")

            let geo = try await app.client.execute(uri: "/feeds/reports.geojson\(query)", method: .get)
            #expect(geo.status == .ok && geo.headers[.contentType] == "application/geo+json")
            let collection = try geo.jsonObject()
            #expect(collection["type"] as? String == "FeatureCollection")
            let features = try #require(collection["features"] as? [[String: Any]])
            #expect(features.map { $0["id"] as? String } == [near.id, far.id])
            let first = try #require(features.first)
            #expect((first["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [19.9373, 50.0617])
            let properties = try #require(first["properties"] as? [String: Any])
            #expect(
                properties["petName"] as? String == "Near & <Dear>" && properties["email"] is NSNull
                    && properties["currentAddress"] is NSNull)
            #expect((properties["url"] as? String)?.hasSuffix("/reports/\(near.id)") == true)
            // Issue 50: where, in words: the GeoJSON's place and the Atom summary.
            let place = try #require(properties["place"] as? [String: Any])
            #expect(place["name"] as? String == "Kraków" && place["words"] as? String == "near Kraków")
            #expect(entries.first?["summary"]?.contains("Last seen 20/11/2026 near Kraków.") == true)
            _ = found
        }
    }

    @Test("Given a feed asked again with its ETag, then 304 with no body; a new report changes the tag")
    func etagAndNotModified() async throws {
        try await withTestApp { app in
            _ = try await app.client.createListed(validMissingReport())
            for path in ["/feeds/reports.atom", "/feeds/reports.geojson"] {
                let first = try await app.client.execute(uri: path, method: .get)
                let etag = try #require(first.headers[.eTag])
                #expect(first.headers[.cacheControl] == "no-cache")
                let again = try await app.client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag])
                #expect(again.status == .notModified && again.body.readableBytes == 0)
                #expect(
                    try await app.client.execute(uri: path, method: .get, headers: [.ifNoneMatch: "W/\(etag)"]).status
                        == .notModified)
            }
            let before = try #require(
                try await app.client.execute(uri: "/feeds/reports.geojson", method: .get).headers[.eTag])
            _ = try await app.client.createListed(validMissingReport(["petName": "Newcomer"]))
            let after = try await app.client.execute(
                uri: "/feeds/reports.geojson", method: .get, headers: [.ifNoneMatch: before])
            #expect(after.status == .ok && after.headers[.eTag] != before)
        }
    }

    @Test("Given a feed's query that does not read, then 400 INVALID_PARAMETER with the list's words")
    func invalidQuery() async throws {
        try await withTestApp { app in
            for (query, field) in [
                ("?lat=50", "lng"), ("?status=LOST", "status"), ("?lat=50&lng=20&range=0", "range"),
                ("?lang=de", "lang"),
            ] {
                let response = try await app.client.execute(uri: "/feeds/reports.atom\(query)", method: .get)
                #expect(response.status == .badRequest, "\(query)")
                let error = try response.errorBody()
                #expect(
                    error["code"] as? String == "INVALID_PARAMETER" && error["field"] as? String == field, "\(query)")
            }
        }
    }

    @Test(
        "Issue 49: Given a Polish list's feed (?lang=pl), or a reader asking for Polish, then the feed is written in Polish and says so (xml:lang, Content-Language); ?lang= wins over Accept-Language",
        arguments: TestDatabase.engines)
    func feedsInTheReadersLanguage(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            _ = try await app.client.createListed(
                validMissingReport(["petName": "Łatka", "locationLatitude": 50.0617, "locationLongitude": 19.9373]))
            let polish = try await app.client.execute(uri: "/feeds/reports.atom?status=MISSING&lang=pl", method: .get)
            #expect(polish.status == .ok && polish.headers[.contentLanguage] == "pl" && polish.headers[.vary] == nil)
            #expect(polish.bodyString.contains(#"xml:lang="pl""#))
            #expect(polish.bodyString.contains("<title>Zaginione zwierzęta w PetSpot</title>"))
            #expect(
                try #require(AtomEntries.read(Data(buffer: polish.body))).first?["title"]?.hasPrefix("Zaginiony")
                    == true, "each entry's words too")
            #expect(
                polish.bodyString.contains("/feeds/reports.atom?lang=pl&amp;status=MISSING"),
                "its own address keeps its language")

            let asked = try await app.client.execute(
                uri: "/feeds/reports.atom", method: .get, headers: [.acceptLanguage: "pl-PL, en;q=0.5"])
            #expect(asked.headers[.contentLanguage] == "pl" && asked.headers[.vary] == "Accept-Language")
            #expect(asked.bodyString.contains("<title>Zaginione i znalezione zwierzęta w PetSpot</title>"))

            let english = try await app.client.execute(
                uri: "/feeds/reports.atom?lang=en", method: .get, headers: [.acceptLanguage: "pl"])
            #expect(
                english.bodyString.contains(#"xml:lang="en""#)
                    && english.bodyString.contains("<title>Lost and found pets on PetSpot</title>"))
            let geo = try await app.client.execute(uri: "/feeds/reports.geojson?lang=pl", method: .get)
            #expect(geo.status == .ok && geo.headers[.contentLanguage] == "pl")
            // Issue 50: the place in Polish words, in both feeds.
            let feature = try #require((try geo.jsonObject()["features"] as? [[String: Any]])?.first)
            let place = try #require((feature["properties"] as? [String: Any])?["place"] as? [String: Any])
            #expect(place["words"] as? String == "w pobliżu: Kraków")
            #expect(
                try #require(AtomEntries.read(Data(buffer: polish.body))).first?["summary"]?.contains(
                    "w pobliżu: Kraków")
                    == true)
        }
    }
}
