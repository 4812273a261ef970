import Foundation

/// Counts wrong management passwords per announcement and refuses further tries for a while once
/// there were too many, so a 50-bit password cannot be guessed online. Kept in memory: one process
/// forgets on restart, which only ever helps the owner.
public actor FailedAttemptLimiter {
    /// How many failures within which window lock an announcement's password checks.
    public struct Policy: Sendable, Equatable {
        public var maximumFailures: Int
        public var window: TimeInterval

        public init(maximumFailures: Int, window: TimeInterval) {
            self.maximumFailures = maximumFailures
            self.window = window
        }

        /// 5 wrong passwords within 15 minutes.
        public static let standard = Policy(maximumFailures: 5, window: 15 * 60)
    }

    private let policy: Policy
    private var failures: [UUID: [Date]] = [:]

    public init(policy: Policy) {
        self.policy = policy
    }

    /// Seconds until `id` may be tried again, or `nil` when it may be tried now.
    func retryAfter(_ id: UUID, now: Date) -> TimeInterval? {
        let recent = prune(id, now: now)
        guard recent.count >= policy.maximumFailures, let oldest = recent.first else { return nil }
        return max(1, (oldest + policy.window).timeIntervalSince(now).rounded(.up))
    }

    func recordFailure(_ id: UUID, now: Date) {
        failures[id, default: []].append(now)
        // Bounded memory under attack on many ids: forget announcements whose failures are all stale.
        if failures.count > 10_000 {
            failures = failures.filter { $0.value.contains { now.timeIntervalSince($0) < policy.window } }
        }
    }

    func reset(_ id: UUID) {
        failures[id] = nil
    }

    private func prune(_ id: UUID, now: Date) -> [Date] {
        let recent = (failures[id] ?? []).filter { now.timeIntervalSince($0) < policy.window }
        failures[id] = recent.isEmpty ? nil : recent
        return recent
    }
}
