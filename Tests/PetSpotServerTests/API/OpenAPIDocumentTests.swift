import Foundation
import Logging
import Hummingbird
import Testing
import Yams
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage

@Suite("The OpenAPI document describes the server")
struct OpenAPIDocumentTests {
    /// `METHOD /path/{param}` for every operation of the document.
    static func documentedOperations() throws -> Set<String> {
        let text = String(decoding: try OpenAPIRoutes.document(), as: UTF8.self)
        let document = try #require(try Yams.load(yaml: text) as? [String: Any])
        #expect((document["openapi"] as? String)?.hasPrefix("3.1") == true)
        let paths = try #require(document["paths"] as? [String: Any])
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]
        return Set(
            paths.flatMap { path, item in
                ((item as? [String: Any]) ?? [:]).keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
            })
    }

    /// `METHOD /path/{param}` for every route the router serves.
    static func servedOperations() throws -> Set<String> {
        let configuration = ServerConfiguration(
            photosDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("petspot-openapi-\(UUID())"))
        defer { try? FileManager.default.removeItem(at: configuration.photosDirectory) }
        let storage = try Storage.unreachable()
        defer { Task { try? await storage.shutdown() } }
        let (services, notifications) = try PetSpotServices.composed(
            configuration, storage: storage, clock: .system, logger: Logger(label: "test"), idempotencySecret: "test",
            mailSecret: "test")
        let router = try buildRouter(
            configuration, storage: storage, services: services, notifications: notifications, clock: .system)
        return Set(
            router.routes.map { route in
                let path = route.path.description.split(separator: "/").map { segment in
                    segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
                }.joined(separator: "/")
                return "\(route.method.rawValue) /\(path)"
            })
    }

    @Test("Given the router, then every route it serves is in the document, and every documented operation is served")
    func routesMatchDocument() throws {
        let served = try Self.servedOperations()
        let documented = try Self.documentedOperations()
        #expect(served.count >= 9)
        #expect(
            served.subtracting(documented).isEmpty,
            "served but not documented: \(served.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(served).isEmpty,
            "documented but not served: \(documented.subtracting(served).sorted())")
    }

    @Test("Given the document, then its error codes are exactly the server's")
    func errorCodes() throws {
        let text = String(decoding: try OpenAPIRoutes.document(), as: UTF8.self)
        for code in APIErrorCode.allCases {
            #expect(text.contains(code.rawValue), "\(code.rawValue) is not documented")
        }
    }
}
