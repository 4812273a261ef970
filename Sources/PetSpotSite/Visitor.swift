import Hummingbird
import PetSpotServer

/// The visitor a web page's request came from, for the API calls made while answering it (the
/// wizards' effects run in that request's task, or in tasks it starts, which inherit the value).
enum Visitor {
    @TaskLocal static var client: ClientAddress?
}

/// Runs each web page's handler with `Visitor.client` set to its request's client.
struct VisitorMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await Visitor.$client.withValue(context.client) { try await next(request, context) }
    }
}
