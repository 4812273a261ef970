import Logging
import PetSpotDomain
import ServiceLifecycle

/// Work the server repeats while it runs (a sweep), first at start.
public struct PeriodicWork: Sendable {
    public let name: String
    public let interval: Duration
    public let work: @Sendable () async throws -> Void
    /// What runs the work before its interval is over (something it waits for happened here).
    package var doorbell: MailDoorbell?

    public init(name: String, every interval: Duration, work: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.interval = interval
        self.work = work
    }

    package init(
        name: String, every interval: Duration, wokenBy doorbell: MailDoorbell,
        work: @escaping @Sendable () async throws -> Void
    ) {
        self.init(name: name, every: interval, work: work)
        self.doorbell = doorbell
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
        let (name, interval, work, doorbell) = (periodic.name, periodic.interval, periodic.work, periodic.doorbell)
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                // The interval rings the doorbell too; one waiting ring is enough (`MailDoorbell`).
                let bell = doorbell ?? MailDoorbell()
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: interval)
                        bell.ring()
                    }
                }
                group.addTask {
                    await runOnce(name, work)
                    for await _ in bell.rings {
                        if Task.isCancelled { break }
                        await runOnce(name, work)
                    }
                }
            }
        }
    }

    /// One round of background work as the server runs it: it writes to many readers, so each
    /// writer must say its reader's language (a mail's recipient's), and one that forgets traps in
    /// debug builds (`Language.mustBeSaid`). The tests that run a round by hand run it through here.
    @discardableResult
    package static func round<Result>(_ work: () async throws -> Result) async rethrows -> Result {
        try await Language.$mustBeSaid.withValue(true) { try await work() }
    }

    private func runOnce(_ name: String, _ work: @Sendable () async throws -> Void) async {
        do {
            try await Self.round(work)
        } catch {
            logger.warning(
                "A periodic task failed; it runs again later", metadata: ["task": "\(name)", "error": "\(error)"])
        }
    }
}
