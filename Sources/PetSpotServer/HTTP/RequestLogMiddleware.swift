import Hummingbird
import Logging
import NIOCore
import PetSpotCore

/// Logs one line per request: method, path (never the query, body or headers, which can hold
/// contact details, passwords or a location), status and duration.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = NIODeadline.now()
        let response = try await next(request, context)
        let milliseconds = Double((NIODeadline.now() - started).nanoseconds) / 1_000_000
        context.logger.info("Request", metadata: [
            "method": .string(request.method.rawValue),
            "path": .string(request.uri.path),
            "status": .stringConvertible(response.status.code),
            "duration_ms": .string(String(format: "%.1f", milliseconds)),
        ])
        return response
    }
}
