import Foundation
import PetSpotServer
import PetSpotCore
import Synchronization

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// Starts at 2026-11-22T12:00:00Z.
    init(_ start: Date = Date(timeIntervalSince1970: 1_795_348_800)) {
        current = Mutex(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    var serverClock: ServerClock { ServerClock { self.now } }
}
