import Foundation
import PetSpotDomain
import PetSpotReaching
import PetSpotStorage

/// Reports' short addresses: the code a flyer prints and its QR code holds, and its openings.
package struct FlyerService: Sendable {
    package let store: ShortCodeStore
    package let clock: ServerClock
    /// Unknown codes tried per client: 60 an hour, so nobody walks the codes to find reports.
    package let misses: ClientQuota

    package init(store: ShortCodeStore, clock: ServerClock) {
        self.store = store
        self.clock = clock
        misses = ClientQuota(
            pool: store.pool, table: "short_code_misses", limits: [AdditionLimit(maximum: 60, window: 60 * 60)]
        ) {
            "Too many unknown short addresses from here for now; try again in \($0) seconds"
        }
    }

    /// The report's code, given at its first flyer and kept.
    package func code(of reportID: String) async throws -> String {
        guard UUID(uuidString: reportID) != nil,
            let code = try await store.code(for: reportID.lowercased(), at: clock.now())
        else {
            throw ServiceError.notFound
        }
        return code
    }

    /// The report `code` names, this opening counted (once per client a day); after 60 unknown
    /// codes in an hour, the client is refused (`tooMany`) until the oldest leaves the hour.
    package func open(_ code: String, from client: ClientAddress) async throws -> String? {
        let now = clock.now()
        try await misses.check(for: client, now: now)
        if let report = try await store.open(code, by: client.key, at: now) { return report }
        _ = try await misses.take(for: client, now: now)
        return nil
    }
}
