import Logging
import ServiceLifecycle

/// Work the server repeats while it runs (a sweep), first at start.
public struct PeriodicWork: Sendable {
    public let name: String
    public let interval: Duration
    public let work: @Sendable () async throws -> Void

    public init(name: String, every interval: Duration, work: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.interval = interval
        self.work = work
    }
}

/// Runs a `PeriodicWork` in the server's service group: it stops with a graceful shutdown, and a
/// failed round is logged and tried again at the next.
package struct PeriodicService: Service {
    package let periodic: PeriodicWork
    package let logger: Logger

    package init(periodic: PeriodicWork, logger: Logger) {
        self.periodic = periodic
        self.logger = logger
    }

    package func run() async throws {
        let (name, interval, work) = (periodic.name, periodic.interval, periodic.work)
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await work()
                } catch {
                    logger.warning("A periodic task failed; it runs again later", metadata: ["task": "\(name)", "error": "\(error)"])
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
