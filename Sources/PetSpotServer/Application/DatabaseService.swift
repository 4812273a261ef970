import ServiceLifecycle

/// Keeps the database open for the application's lifetime and closes it on graceful shutdown,
/// after the HTTP server has stopped taking requests.
struct DatabaseService: Service {
    let storage: Storage

    func run() async throws {
        try? await gracefulShutdown()
        try await storage.shutdown()
    }
}
