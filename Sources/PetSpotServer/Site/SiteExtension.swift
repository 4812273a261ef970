import Foundation
import Hummingbird
import PetSpotCore
import PetSpotOutbox

/// Routes another module serves beside the API from the same server (the web pages), and what
/// they learn from it: the secret their cookies are signed with, and the services they call in process.
public struct SiteExtension: Sendable {
    /// What the server shares with the routes it hosts.
    public struct Resources: Sendable {
        /// Random per database (so every process sharing one database signs alike); never logged.
        public let sessionSecret: [UInt8]
        /// Where the hosted pages count what they measure (the wizards' product events).
        public let metrics: ServerMetrics
        /// The same services the API's routes call.
        public let services: PetSpotServices
    }

    public typealias Registration = @Sendable (Router<PetSpotRequestContext>) throws -> Void
    /// A browser's page for a failure outside the API (not found, a server error), or `nil` for the envelope.
    public typealias ErrorPage = @Sendable (HTTPResponse.Status, Request) async -> Response?

    /// What the hosted pages bring: their routes, and the work they repeat while the server runs.
    public struct Prepared: Sendable {
        public let register: Registration
        public let periodic: [PeriodicWork]
        public let errorPage: ErrorPage?

        public init(register: @escaping Registration, periodic: [PeriodicWork] = [], errorPage: ErrorPage? = nil) {
            self.register = register
            self.periodic = periodic
            self.errorPage = errorPage
        }
    }

    /// Prepares the routes (templates, assets…) once, then registers them on each router asked.
    public var prepare: @Sendable (Resources) async throws -> Prepared

    public init(prepare: @escaping @Sendable (Resources) async throws -> Prepared) {
        self.prepare = prepare
    }
}
