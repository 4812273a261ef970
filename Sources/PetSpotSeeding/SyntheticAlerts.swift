import Foundation
import PetSpotDomain
import PetSpotAlerts
import PetSpotStorage

/// Generated confirmed area alerts for the benchmarks (`bench/alerts`): deterministic from a seed,
/// spread evenly (by area) over a region, each 5 km, immediate, of every report, with an address
/// of its own (`alert-<index>@bench.example`). At a density of one per 0.39 km² a report reaches
/// about 200 of them (π·5² / 0.39).
public struct SyntheticAlerts: Sendable {
    public let area: SyntheticReports.Area
    public let seed: UInt64

    public init(area: SyntheticReports.Area, seed: UInt64) {
        self.area = area
        self.seed = seed
    }

    /// The alerts of `range`, confirmed at `now`; the same index always gives the same alert.
    package func alerts(_ range: Range<Int>, now: Date) -> [StoredAlert] {
        let sinSouth = sin(area.south * .pi / 180), sinNorth = sin(area.north * .pi / 180)
        return range.compactMap { index in
            var random = SplitMix64(seed: seed ^ 0xA1E7, item: index)
            let latitude = asin(sinSouth + random.unit() * (sinNorth - sinSouth)) * 180 / .pi
            let longitude = area.west + random.unit() * (area.east - area.west)
            guard let centre = Coordinates(latitude: latitude, longitude: longitude) else { return nil }
            let request = AlertRequest(email: "alert-\(index)@bench.example", centre: centre, radiusKm: 5)
            return StoredAlert(
                id: String(format: "a1e70000-0000-4000-8000-%012llx", UInt64(index)), request: request, createdAt: now,
                confirmedAt: now)
        }
    }
}

extension Storage {
    /// Stores `count` synthetic confirmed alerts, a thousand to a transaction; `progress` after each.
    public func fillAlerts(count: Int, alerts: SyntheticAlerts, progress: (Int) -> Void) async throws {
        let now = Date()
        for start in stride(from: 0, to: count, by: 1000) {
            let batch = alerts.alerts(start..<min(start + 1000, count), now: now)
            try await AlertStore(pool: pool).insertAll(batch)
            progress(min(start + 1000, count))
        }
        // Statistics for the planner (both engines speak it), as after any bulk load.
        try await pool.withWriteConnection { try await $0.raw("ANALYZE alerts").run() }
    }
}
