import HTTPTypes
import Hummingbird
import PetSpotDomain

/// What the web pages' answers may do, and who may post their forms.
///
/// The pages' Content-Security-Policy allows scripts, styles and fonts from this site only, never
/// inline script, and images from this site and the maps' tile server. A form post that a browser says came
/// from another site (`Sec-Fetch-Site`, or else an `Origin` that is not this host) is refused
/// before it reaches a wizard, beside the session cookie's `SameSite=Lax`: a same-site page of
/// another subdomain, or a browser that ignores SameSite, cannot post for the visitor.
struct PagePolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    let pages: WebPages
    let policy: String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        if request.method == .post, PagePolicy.isCrossSite(request) {
            response = await pages.message(Copy.Web.crossSiteTitle, Copy.Web.crossSiteBody, status: .forbidden)
        } else {
            response = try await next(request, context)
        }
        response.headers[PagePolicy.header] = policy
        return response
    }
}

/// The policy itself, built once when the site starts.
enum PagePolicy {
    static let header = HTTPField.Name("Content-Security-Policy")!
    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    static func contentSecurityPolicy(tiles: MapTiles) -> String {
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "font-src 'self'",
            // blob: the photo step's preview of the file just chosen, which never leaves the browser.
            "img-src 'self' data: blob: \(tiles.imageSource)",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// Whether the browser says the form came from another site. Without either header (an old
    /// browser, a script) the post is let through: SameSite and the session cookie still hold.
    static func isCrossSite(_ request: Request) -> Bool {
        if let site = request.headers[fetchSite] {
            return !(site == "same-origin" || site == "none")
        }
        if let origin = request.headers[.origin] {
            guard let host = request.head.authority else { return true }
            return origin != "http://\(host)" && origin != "https://\(host)"
        }
        return false
    }
}
