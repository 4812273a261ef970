import PetSpotDomain
import Hummingbird

/// `GET /api/health`: 200 while the database answers, 503 when it does not.
/// `GET /api/health/live`: 200 while the process serves requests, touching nothing else (liveness;
/// also the benchmarks' ceiling, the cheapest route the server has).
struct HealthRoutes {
    let store: any AnnouncementStore
    let clock: ServerClock

    func register(on router: Router<PetSpotRequestContext>) {
        router.get("api/health") { _, context in
            do {
                try await store.checkHealth()
            } catch {
                context.logger.error("Health check: the database cannot be reached", metadata: ["error": "\(error)"])
                throw APIError(.serviceUnavailable, .serviceUnavailable, "The database cannot be reached")
            }
            return try JSONResponse.make(["status": "ok", "timestamp": Timestamp.string(clock.now())])
        }
        router.get("api/health/live") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#)))
        }
    }
}
