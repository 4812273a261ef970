import PetSpotDomain
import Hummingbird
import PetSpotPhotos
import PetSpotStorage

/// `GET /api/health`: 200 while the database answers a real query on the file it opened and photos
/// can be stored; 503, saying which, when not.
/// `GET /api/health/live`: 200 while the process serves requests, touching nothing else (liveness;
/// also the benchmarks' ceiling, the cheapest route the server has).
struct HealthRoutes {
    let store: any AnnouncementStore
    let photos: any PhotoStoring
    let clock: ServerClock

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(APIPath.health.pattern)) { _, context in
            do {
                try await store.checkHealth()
            } catch {
                context.logger.error("Health check: the database cannot be used", metadata: ["error": "\(error)"])
                throw APIError(
                    .serviceUnavailable, .serviceUnavailable,
                    (error as? HealthProblem)?.description ?? "The database cannot be reached")
            }
            do {
                try await photos.checkWritable()
            } catch {
                context.logger.error("Health check: photos cannot be stored", metadata: ["error": "\(error)"])
                throw APIError(
                    .serviceUnavailable, .serviceUnavailable,
                    "Photos cannot be stored: the photo folder cannot be written")
            }
            return try JSONResponse.make(["status": "ok", "timestamp": Timestamp.string(clock.now())])
        }
        router.get(RouterPath(APIPath.liveness.pattern)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#)))
        }
    }
}
