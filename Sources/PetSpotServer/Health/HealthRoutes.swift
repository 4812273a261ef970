import Hummingbird

/// `GET /api/health`: 200 while the database answers, 503 when it does not.
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
    }
}
