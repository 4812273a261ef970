import HTTPTypes
import Hummingbird

/// The headers every response carries, errors included (it is the outermost middleware): no
/// content-type sniffing, no framing, the referrer cut to the origin across sites, no powerful
/// browser feature but geolocation, and only for this site. A route that answers a page sets its
/// own `Content-Security-Policy` (the web pages load their map from a CDN); every other answer gets
/// one that allows nothing, since an API answer is never a document to run.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext

    static let contentSecurityPolicy = HTTPField.Name.known("Content-Security-Policy")
    static let permissionsPolicy = HTTPField.Name.known("Permissions-Policy")
    static let fixed: [(HTTPField.Name, String)] = [
        (.known("X-Content-Type-Options"), "nosniff"),
        (.known("X-Frame-Options"), "DENY"),
        (.known("Referrer-Policy"), "strict-origin-when-cross-origin"),
        (permissionsPolicy, "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()"),
    ]

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        for (name, value) in Self.fixed { response.headers[name] = value }
        if response.headers[Self.contentSecurityPolicy] == nil {
            response.headers[Self.contentSecurityPolicy] =
                "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
        }
        return response
    }
}
