import Hummingbird
import PetSpotDomain

/// Binds the visitor's language (`Request.visitorLanguage`) for the pages the mails' links open,
/// and says which it is (`Content-Language`; `Vary`, so a cache keeps each language's apart), as
/// the web pages' `LanguageMiddleware` does: the mail was written in the report's or the alert's
/// language, but its page is read in the browser that followed the link. Never on the API, whose
/// messages stay the reference's English. (Its pages are written before it returns: no lazy body.)
struct VisitorLanguageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let language = request.visitorLanguage
        var response = try await Language.speaking(language) { try await next(request, context) }
        response.headers[.contentLanguage] = language.rawValue
        response.headers[values: .vary].append(contentsOf: ["Accept-Language", "Cookie"])
        return response
    }
}
