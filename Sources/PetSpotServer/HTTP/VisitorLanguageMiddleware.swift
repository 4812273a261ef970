import Hummingbird
import PetSpotDomain

/// Binds the visitor's language (`Request.visitorLanguage`) for the pages the mails' links open:
/// the mail was written in the report's or the alert's language, but its page is read in the
/// browser that followed the link, as every other page of the site is. Never on the API, whose
/// messages stay the reference's English.
struct VisitorLanguageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await Language.$current.withValue(request.visitorLanguage) { try await next(request, context) }
    }
}
