import Hummingbird
import Logging
import NIOCore
import PetSpotStorage

/// Turns every failure into the error envelope, so no route ever answers a bare status, a framework
/// message or a stack trace. Unknown errors become 500 and are logged (they never carry request bodies).
/// A browser asking for a page outside the API gets the hosted pages' HTML page instead, with a way home.
struct ErrorEnvelopeMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext
    let routes: RouteTable
    var browserPage: SiteExtension.ErrorPage?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let apiError = translate(error, request: request, context: context)
            if let browserPage, Self.wantsPage(request), let page = await browserPage(apiError.status, request) {
                return page
            }
            return try Self.response(for: apiError, requestID: context.requestID)
        }
    }

    /// A browser's navigation (it asks for HTML first) to an address outside `/api/`.
    static func wantsPage(_ request: Request) -> Bool {
        guard !request.uri.path.hasPrefix("/api/"), let accept = request.headers[.accept] else { return false }
        return accept.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).hasPrefix("text/html") == true
    }

    static func response(for error: APIError, requestID: String) throws -> Response {
        try JSONResponse.make(ErrorEnvelope(error, requestID: requestID), status: error.status, headers: error.headers)
    }

    private func translate(_ error: any Error, request: Request, context: Context) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as ServiceError:
            return APIError(error)
        case let error as HTTPError:
            return translate(error, request: request)
        case is NIOTooManyBytesError:
            return .payloadTooLarge("The request body is too large")
        case let error where StorageFull.matches(error):
            context.logger.error(
                "Storage is full: a request could not be stored", metadata: ["error": "\(String(reflecting: error))"])
            return Self.storageFull
        default:
            context.logger.error(
                "Unhandled error", metadata: ["error": "\(String(reflecting: type(of: error))): \(error)"])
            return .internalServerError
        }
    }

    /// A full disk or database: nothing was stored, and the request may be sent again.
    static let storageFull = APIError.unavailable(
        "The server cannot store anything right now; nothing was changed. Try again in a minute",
        retryAfter: 60)

    /// Hummingbird's own errors: no route (404, or 405 when the path exists for other methods) and oversized bodies.
    private func translate(_ error: HTTPError, request: Request) -> APIError {
        switch error.status {
        case .notFound:
            let allowed = routes.methods(forPath: request.uri.path)
            guard !allowed.isEmpty else { return .notFound }
            let list = allowed.map(\.rawValue).joined(separator: ", ")
            return APIError(
                .methodNotAllowed, .methodNotAllowed,
                "\(request.method.rawValue) is not served at \(request.uri.path); use \(list)",
                headers: [.allow: list]
            )
        case .contentTooLarge:
            return .payloadTooLarge("The request body is too large")
        case .badRequest:
            return .invalidFormat(error.body ?? "The request is malformed")
        default:
            return APIError(
                error.status, error.status.code >= 500 ? .internalServerError : .invalidFormat,
                error.body ?? error.status.reasonPhrase)
        }
    }
}
