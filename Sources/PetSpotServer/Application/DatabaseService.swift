import ServiceLifecycle

/// Keeps the connection pool for the application's lifetime and closes it on graceful shutdown,
/// after the HTTP server has stopped taking requests.
struct DatabaseService: Service {
    let pool: any SQLConnectionPool

    func run() async throws {
        try? await gracefulShutdown()
        try await pool.shutdown()
    }
}
