import Hummingbird
import Logging
import NIOCore

/// Logs one line per request: method, path (never the query, body or headers, which can hold
/// contact details, passwords or a location), status and duration.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = NIODeadline.now()
        let response = try await next(request, context)
        // In tenths of a millisecond, written as digits: `String(format:)` was a few percent of a page.
        let tenths = (NIODeadline.now() - started).nanoseconds / 100_000
        context.logger.info(
            "Request",
            metadata: [
                "method": .string(request.method.rawValue),
                "path": .string(request.uri.path),
                "status": .stringConvertible(response.status.code),
                "duration_ms": .string("\(tenths / 10).\(tenths % 10)"),
            ])
        return response
    }
}
