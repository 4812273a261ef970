import Foundation
import Synchronization
import PetSpotStorage

/// A clock the test moves by hand.
package final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// Starts at 2026-11-22T12:00:00Z.
    package init(_ start: Date = Date(timeIntervalSince1970: 1_795_348_800)) {
        current = Mutex(start)
    }

    package var now: Date { current.withLock { $0 } }

    package func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    package var serverClock: ServerClock { ServerClock { self.now } }
}
