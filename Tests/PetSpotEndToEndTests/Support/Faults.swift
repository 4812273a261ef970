import Hummingbird
import Synchronization
@testable import PetSpotServer

/// Makes the server fail a matching request once, either before handling it (nothing happens)
/// or after (the work is done and committed, but the answer is lost as a 500).
final class FailOnce: RouterMiddleware, Sendable {
    typealias Context = PetSpotRequestContext

    enum Moment: Sendable { case beforeHandling, afterHandling }

    private let method: HTTPRequest.Method
    private let pathSuffix: String
    private let moment: Moment
    private let remaining = Mutex(1)
    private let seen = Mutex(0)

    init(_ method: HTTPRequest.Method, pathSuffix: String, _ moment: Moment) {
        self.method = method
        self.pathSuffix = pathSuffix
        self.moment = moment
    }

    /// How many matching requests arrived.
    var matchingRequests: Int { seen.withLock { $0 } }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == method, request.uri.path.hasSuffix(pathSuffix) else {
            return try await next(request, context)
        }
        seen.withLock { $0 += 1 }
        let fail = remaining.withLock { count -> Bool in
            defer { count = max(0, count - 1) }
            return count > 0
        }
        guard fail else { return try await next(request, context) }
        if moment == .afterHandling { _ = try await next(request, context) }
        throw APIError.internalServerError
    }
}

/// Counts the requests that match, letting them through.
final class CountRequests: RouterMiddleware, Sendable {
    typealias Context = PetSpotRequestContext

    private let method: HTTPRequest.Method
    private let pathSuffix: String
    private let seen = Mutex(0)

    init(_ method: HTTPRequest.Method, pathSuffix: String) {
        self.method = method
        self.pathSuffix = pathSuffix
    }

    var count: Int { seen.withLock { $0 } }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if request.method == method, request.uri.path.hasSuffix(pathSuffix) { seen.withLock { $0 += 1 } }
        return try await next(request, context)
    }
}
