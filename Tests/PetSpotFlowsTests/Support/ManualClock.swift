import Foundation

/// A clock that moves only when the test moves it, and lets the test *await* a sleeper.
///
/// Why not swift-clocks' `TestClock`: a test can only learn that a sleep started by polling its
/// `checkSuspension()`, which yields through background-priority tasks; on a loaded two-core CI
/// machine those did not run for over a minute, the GPS time-out test hit its time limit, and its
/// polling loop (deaf to cancellation) kept the whole `swift test` run from ever finishing.
final class ManualClock: Clock, @unchecked Sendable {
    // @unchecked: every stored property is behind `lock`.
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UUID
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var sleeperWaiters: [CheckedContinuation<Void, Never>] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
                    guard !Task.isCancelled else {
                        wake.resume(throwing: CancellationError())
                        return []
                    }
                    guard deadline > current else {
                        wake.resume()
                        return []
                    }
                    sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))
                    defer { sleeperWaiters = [] }
                    return sleeperWaiters
                }
                for waiter in waiters { waiter.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.wake.resume(throwing: CancellationError())
        }
    }

    /// Returns once something sleeps on this clock (at once if something already does).
    func sleeperArrived() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock {
                if !sleepers.isEmpty { return true }
                sleeperWaiters.append(waiter)
                return false
            }
            if ready { waiter.resume() }
        }
    }

    /// Moves time on by `duration` and wakes every sleeper whose deadline has come.
    func advance(by duration: Duration) {
        let due = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.wake.resume() }
    }
}
