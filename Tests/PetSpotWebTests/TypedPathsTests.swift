import Foundation
import Logging
import PetSpotCore
import PetSpotDomain
@testable import PetSpotServer
import PetSpotSite
import PetSpotStorage
import PetSpotStorageTesting
import Testing

/// Routes as data (issue 49): every route the whole site registers, the API's and the pages', is
/// one of `SitePath`'s or `APIPath`'s patterns, and every link those write reaches its own route.
@Suite("Routes as data: one description of every address, registered and linked")
struct TypedPathsTests {
    /// Every route pattern the site serves (as `petspot serve` builds it), without its leading slash.
    static func servedPatterns() async throws -> Set<String> {
        try await withTemporaryDirectory { directory in
            let configuration = ServerConfiguration(
                photosDirectory: directory.appendingPathComponent("photos"),
                webSessionsDirectory: directory.appendingPathComponent("web-sessions"))
            let storage = try Storage.unreachable()
            defer { Task { try? await storage.shutdown() } }
            let (services, notifications) = try PetSpotServices.composed(
                configuration, storage: storage, clock: .system, logger: Logger(label: "test"),
                idempotencySecret: "test",
                mailSecret: "test")
            let pages = try await webPages(configuration).prepare(
                SiteExtension.Resources(
                    sessionSecret: Array(repeating: 7, count: 32), metrics: ServerMetrics(), services: services))
            let router = try buildRouter(
                configuration, storage: storage, services: services, notifications: notifications, clock: .system,
                site: pages)
            // Hummingbird writes a `:name` as `{name}`.
            return Set(router.routes.map { Self.trimmed($0.path.description).replacing(/\{(\w+)\}/) { ":\($0.1)" } })
        }
    }

    static func trimmed(_ pattern: String) -> String {
        String(pattern.drop { $0 == "/" })
    }

    /// Every typed address, as the patterns it is registered from.
    static var typed: [any TypedPath] { SitePath.patterns + APIPath.patterns }

    @Test(
        "Given the whole site, then every route it registers is a typed path's pattern, and every typed pattern is registered"
    )
    func everyRouteIsTyped() async throws {
        let served = try await Self.servedPatterns()
        let typed = Set(Self.typed.map { Self.trimmed($0.pattern) })
        #expect(
            served.subtracting(typed).isEmpty,
            "routes spelled outside SitePath and APIPath: \(served.subtracting(typed).sorted())")
        #expect(
            typed.subtracting(served).isEmpty, "typed paths no route answers: \(typed.subtracting(served).sorted())")
        #expect(typed.count == Self.typed.count, "no address described twice")
    }

    @Test(
        "Given each typed path written as a link, then it reaches its own route: the most specific pattern it matches is the one it was written from"
    )
    func everyLinkReachesItsRoute() throws {
        // A value for each `:name`, and one that needs escaping, which must stay one segment.
        for value in ["0e5ad1a0-5b1c-4c6e-9c53-1f0d2b8a7e31", "a b/c?d"] {
            for pattern in Self.typed {
                let link = Self.link(pattern, value: value)
                let matching = Self.typed.filter { $0.matches(link) }
                // The router prefers a literal segment to a `:name`, and a `:name` to `**`.
                let chosen = matching.min { Self.looseness($0) < Self.looseness($1) }
                #expect(
                    chosen.map { Self.trimmed($0.pattern) } == Self.trimmed(pattern.pattern),
                    "\(link) reaches \(String(describing: chosen?.pattern))")
            }
        }
        #expect(SitePath.manage(.value("a b/c")).path == "/reports/a%20b%2Fc/manage")
        #expect(SitePath.report(.value("..")).path == "/reports/%2E%2E")
        #expect(APIPath.sighting(.value("r"), .value("s")).path == "/api/v1/announcements/r/sightings/s")
    }

    /// `pattern` with `value` for each `:name`, and two segments for `**`.
    static func link(_ pattern: any TypedPath, value: String) -> String {
        let escaped = SitePath.report(.value(value)).segments[1]
        return "/"
            + pattern.segments.map { $0.hasPrefix(":") ? escaped : $0 == "**" ? "leaflet.js/x" : $0 }.joined(
                separator: "/")
    }

    static func looseness(_ path: any TypedPath) -> Int {
        path.segments.reduce(0) { $0 + ($1 == "**" ? 100 : $1.hasPrefix(":") ? 1 : 0) }
    }
}
