import Hummingbird
import PetSpotDomain

/// Every request's words must have their language said (`Language.mustBeSaid`): a page or a mail
/// link's page says its visitor's (`VisitorLanguageMiddleware`, the pages' `LanguageMiddleware`),
/// a feed the language it was asked in, and the API, here, the reference's English, which its
/// messages stay in. A path that says none traps in debug builds and tests rather than write
/// English to a Polish reader unnoticed. Outermost, so the error envelope is inside it.
struct SaidLanguageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await Language.$mustBeSaid.withValue(true) {
            guard request.uri.path.hasPrefix("/api/") else { return try await next(request, context) }
            return try await Language.speaking(.source) { try await next(request, context) }
        }
    }
}
