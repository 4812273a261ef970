import Hummingbird
import PetSpotCore

/// Counts and times every answer by the route that matched (Hummingbird names no match `NotFound`).
struct MetricsMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext
    let metrics: ServerMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(request, context, status: response.status.code, since: started)
            return response
        } catch {
            record(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: started)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, status: Int, since started: ContinuousClock.Instant) {
        metrics.requestAnswered(
            route: context.endpointPath ?? "unmatched", method: request.method.rawValue, status: status,
            after: ContinuousClock.now - started)
    }
}
