import Foundation
import PetSpotStorage
import Synchronization

/// At most `maximum` calls per client per `window`, counted in this process's memory: a place
/// search is typed a letter at a time, so its limit must cost nothing (`ClientQuota` writes a row
/// for each call). Each machine counts its own (docs/scaling.md, "Places"). Counts older than the
/// window go as the table grows.
package final class ClientRateLimit: Sendable {
    private struct Count {
        var windowStart: Date
        var calls: Int
    }

    package let limit: AdditionLimit
    private let counts = Mutex<[String: Count]>([:])

    package init(_ limit: AdditionLimit) {
        self.limit = limit
    }

    /// Counts a call of `client` at `now`; the seconds to wait when it is one too many.
    package func take(for client: ClientAddress, now: Date) -> Int? {
        counts.withLock { counts in
            if counts.count > 10_000 {
                counts = counts.filter { now.timeIntervalSince($0.value.windowStart) < limit.window }
            }
            var count = counts[client.key] ?? Count(windowStart: now, calls: 0)
            if now.timeIntervalSince(count.windowStart) >= limit.window { count = Count(windowStart: now, calls: 0) }
            guard count.calls < limit.maximum else {
                return max(1, Int((limit.window - now.timeIntervalSince(count.windowStart)).rounded(.up)))
            }
            count.calls += 1
            counts[client.key] = count
            return nil
        }
    }
}
