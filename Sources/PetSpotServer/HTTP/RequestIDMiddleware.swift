import Foundation
import HTTPTypes
import Hummingbird

/// Gives every request an id: the caller's `request-id` (or `X-Request-Id`) when it is 1–64 characters of
/// `[A-Za-z0-9._-]`, else a new one. It is echoed on every response and put in every log line.
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext

    static let requestID = HTTPField.Name.known("request-id")
    static let xRequestID = HTTPField.Name.known("X-Request-Id")

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        let id =
            Self.acceptable(request.headers[Self.requestID]) ?? Self.acceptable(request.headers[Self.xRequestID])
            ?? UUID().canonicalText
        context.requestID = id
        context.logger[metadataKey: "request-id"] = .string(id)
        var response = try await next(request, context)
        response.headers[Self.requestID] = id
        return response
    }

    static func acceptable(_ candidate: String?) -> String? {
        guard let candidate, (1...64).contains(candidate.utf8.count),
            candidate.utf8.allSatisfy({ isAllowed($0) })
        else { return nil }
        return candidate
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
