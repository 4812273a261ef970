import Foundation
import NIOConcurrencyHelpers

/// Where this process's own server listens, known once it has bound its port.
final class LocalServerAddress: Sendable {
    private let box = NIOLockedValueBox<URL?>(nil)

    var url: URL? { box.withLockedValue { $0 } }

    func set(_ url: URL) {
        box.withLockedValue { $0 = url }
    }
}
