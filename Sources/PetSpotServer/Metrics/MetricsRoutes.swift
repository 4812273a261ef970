import Hummingbird
import PetSpotDomain
import PetSpotCore
import PetSpotReaching

/// `GET /metrics`: the Prometheus text format, for the operator only (`Authorization: Bearer` with
/// the admin token, whose wrong guesses are limited like any operator token's): 401 without
/// credentials, 403 for any other (every token, when the server has no admin token configured).
struct MetricsRoutes {
    let metrics: ServerMetrics
    let owners: OwnerAuthorizer

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(APIPath.metrics.pattern)) { request, context in
            guard case .operatorToken(let token) = try Credentials(of: request) else {
                throw APIError(
                    .forbidden, .unauthorized,
                    "The metrics are the operator's: send Authorization: Bearer with the admin token")
            }
            try await owners.authorizeOperator(token, from: context.client)
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.text())))
        }
    }
}
