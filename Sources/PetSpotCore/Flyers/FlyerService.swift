import Foundation
import PetSpotDomain

/// Reports' short addresses: the code a flyer prints and its QR code holds, and its openings.
package struct FlyerService: Sendable {
    package let store: ShortCodeStore
    package let clock: ServerClock

    package init(store: ShortCodeStore, clock: ServerClock) {
        self.store = store
        self.clock = clock
    }

    /// The report's code, given at its first flyer and kept.
    package func code(of reportID: String) async throws -> String {
        guard UUID(uuidString: reportID) != nil, let code = try await store.code(for: reportID.lowercased(), at: clock.now()) else {
            throw ServiceError.notFound
        }
        return code
    }

    /// The report `code` names, this opening counted.
    package func open(_ code: String) async throws -> String? {
        try await store.open(code, at: clock.now())
    }
}
