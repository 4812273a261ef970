import Foundation
import HTTPTypes
import Logging
import PetSpotServer
import PetSpotCore
import SQLKit
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotWeb
import PetSpotStorage
import PetSpotMarkup

@Suite("The pages' security policy and cross-site form posts")
struct PagePolicyTests {
    static let csp = HTTPField.Name("Content-Security-Policy")!

    @Test(
        "Given any page, then its Content-Security-Policy allows scripts from this site and the map's CDN only, never inline, and no framing"
    )
    func pagePolicy() async throws {
        try await WebTestSite.run { browser, _ in
            for path in ["/", "/reports", "/report/missing", "/reports/\(UUID().uuidString)"] {
                let page = try await browser.get(path)
                let policy = try #require(page.headers[Self.csp], "\(path)")
                // Scripts, styles and fonts from this site only: a visitor's address goes to no third party.
                #expect(
                    policy.contains("script-src 'self';") && policy.contains("style-src 'self';")
                        && policy.contains("font-src 'self';"), "\(path)")
                #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"), "\(path)")
                #expect(policy.contains("frame-ancestors 'none'") && policy.contains("form-action 'self'"), "\(path)")
                #expect(page.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff", "\(path)")
                #expect(
                    page.headers[HTTPField.Name("Permissions-Policy")!]?.contains("geolocation=(self)") == true,
                    "\(path)")
            }
        }
    }

    @Test(
        "Given the maps' markup and script, then they name no outside address: Leaflet is served from here, the tiles from the configured server"
    )
    func mapOriginsAllowed() async throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/PetSpotWeb"
        ).standardizedFileURL
        let markup = try ["Rendering/MapView+HTML.swift", "Rendering/PlaceMap+HTML.swift", "Assets/petspot.js"].map {
            try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        #expect(markup.matches(of: /https?:\/\/[^"'\s]+/).isEmpty, "the tiles' address comes from the settings")
        try await WebTestSite.run { browser, _ in
            for asset in [MapResources.script, MapResources.stylesheet] + MapResources.images {
                let served = try await browser.get(SitePath.leaflet(.value(asset)).path)
                #expect(served.status == .ok && !served.bytes.isEmpty, "\(asset)")
            }
            #expect(
                try await browser.get("/assets/leaflet/LICENSE").status == .notFound,
                "only the files Leaflet needs are served")
            let settings = try await browser.get("/assets/map-tiles.json")
            let tiles = try JSONDecoder().decode(MapTiles.self, from: Data(settings.bytes))
            #expect(tiles == .openStreetMap)
            let policy = try #require(try await browser.get("/").headers[Self.csp])
            #expect(policy.contains("img-src 'self' data: blob: https://*.tile.openstreetmap.org;"), "\(policy)")
        }
    }

    @Test(
        "Given --map-tiles-url and --map-attribution, then the maps' settings name that server and credit, and the pages allow its images only"
    )
    func configuredTiles() async throws {
        let configured = try #require(
            MapTiles(template: "http://127.0.0.1:8999/tiles/{z}/{x}/{y}.png", attribution: "Tiles © Example <b>"))
        try await WebTestSite.run({ $0.mapTiles = configured }) { browser, _ in
            let settings = try await browser.get("/assets/map-tiles.json")
            #expect(try JSONDecoder().decode(MapTiles.self, from: Data(settings.bytes)) == configured)
            let policy = try #require(try await browser.get("/report/missing").headers[Self.csp])
            #expect(policy.contains("img-src 'self' data: blob: http://127.0.0.1:8999;"), "\(policy)")
            #expect(!policy.contains("openstreetmap"))
        }
    }

    @Test(
        "Given a tiles address that is not http(s) or lacks {z}, {x} or {y}, or an empty credit, then the setting is refused, naming itself"
    )
    func badTilesRefused() throws {
        #expect(MapTiles(template: "https://{s}.tile.example/{z}/{x}.png", attribution: "x") == nil)
        #expect(MapTiles(template: "ftp://tile.example/{z}/{x}/{y}.png", attribution: "x") == nil)
        #expect(MapTiles(template: "https://tile.example/{z}/{x}/{y}.png", attribution: "  ") == nil)
        #expect(
            MapTiles(template: "https://{s}.tile.example/{z}/{x}/{y}.png", attribution: "x")?.imageSource
                == "https://*.tile.example")
        #expect(throws: ConfigurationError.self) {
            try ServerSettings.read(arguments: ["--map-tiles-url", "https://tile.example/tiles.png"], environment: [:])
        }
        let read = try ServerSettings.read(
            arguments: [
                "--map-tiles-url", "https://t.example/{z}/{x}/{y}.png",
                "--map-attribution", "© Example",
            ], environment: [:])
        #expect(read.mapTiles == MapTiles(template: "https://t.example/{z}/{x}/{y}.png", attribution: "© Example"))
    }

    @Test(
        "Given a form posted from another site (Sec-Fetch-Site, or else Origin), then 403 says so and the wizard keeps nothing of it; from this site it goes through"
    )
    func crossSitePostsRefused() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            let form = WizardSteps.with("continue", [("microchip", "12345")])
            for headers: HTTPFields in [
                [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"], [HTTPField.Name("Sec-Fetch-Site")!: "same-site"],
                [.origin: "https://evil.example"], [.origin: "null"],
            ] {
                let refused = try await browser.post("/report/missing/microchip", form, headers: headers)
                #expect(refused.status == .forbidden, "\(headers)")
                #expect(refused.html.contains(Copy.Web.crossSiteTitle))
            }
            let step = try await browser.get("/report/missing/microchip")
            #expect(step.value(of: TestIdentifiers.MissingMicrochip.input) ?? "" == "")

            // The test client names the host `localhost`, without the port.
            for headers: HTTPFields in [
                [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"], [.origin: "http://localhost"], [:],
            ] {
                let accepted = try await browser.post("/report/missing/microchip", form, headers: headers)
                #expect(accepted.status == .seeOther, "\(headers)")
            }
        }
    }
}

@Suite("Pages tell the truth when the database fails")
struct PageFailureStatusTests {
    @Test(
        "Given a database that fails its queries, then Home, the list and a report's page answer 503 with the problem banner, never 200"
    )
    func databaseFailureIs503() async throws {
        try await WebTestSite.run { browser, directory in
            let summary = try await WizardSteps.completeMissing(browser)
            #expect(summary.status == .ok)
            let href = try #require(
                try await browser.get("/reports").attribute("href", of: TestIdentifiers.Browse.listItem))
            try await Storage.with(
                .sqlite(path: directory.appendingPathComponent("petspot.sqlite").path), logger: Logger(label: "test"),
                migrating: false
            ) { storage in
                try await storage.pool.withWriteConnection {
                    try await $0.raw("ALTER TABLE announcements RENAME TO announcements_elsewhere").run()
                }
            }
            for path in ["/?lat=50.06&lng=19.93", "/reports", href] {
                let page = try await browser.get(path)
                #expect(page.status == .serviceUnavailable, "\(path)")
            }
        }
    }
}

@Suite("The wizards' analytics events reach the metrics")
struct WizardEventMetricsTests {
    @Test("Given the Missing wizard's step 3 completed on the web, then /metrics counts missing_pet.step3_completed")
    func step3Counted() async throws {
        let token = String(repeating: "t", count: 40)
        try await WebTestSite.run({ $0.adminToken = token }) { browser, _ in
            try await WizardSteps.pastMissingDescription(browser)
            let metrics = try await browser.get("/metrics", headers: [.authorization: "Bearer \(token)"])
            #expect(metrics.status == .ok)
            #expect(metrics.html.contains(#"petspot_wizard_events_total{event="missing_pet.step3_completed"} 1"#))
        }
    }
}
