import ServiceLifecycle
import PetSpotStorage

/// Keeps the database open for the application's lifetime and closes it on graceful shutdown,
/// after the HTTP server has stopped taking requests.
package struct DatabaseService: Service {
    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    package func run() async throws {
        try? await gracefulShutdown()
        try await storage.shutdown()
    }
}
