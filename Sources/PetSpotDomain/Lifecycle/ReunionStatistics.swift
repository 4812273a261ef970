import Foundation

/// "How pets got home through PetSpot" (`GET /api/v1/stats/reunions`): reunited reports counted by
/// species and way home, with the median days and distance. No group of fewer than
/// `smallestGroup` reports is shown on its own, so no single report can be recognised: such a group
/// joins its species' OTHER way, and what is still too small there joins OTHER of OTHER; what is
/// too small even there is only in the total. A median over fewer than `smallestGroup` is `nil`.
public struct ReunionStatistics: Hashable, Sendable, Codable {
    public struct Group: Hashable, Sendable, Codable {
        public var species: Species
        public var reunitedHow: ReunitedHow
        public var count: Int

        public init(species: Species, reunitedHow: ReunitedHow, count: Int) {
            self.species = species
            self.reunitedHow = reunitedHow
            self.count = count
        }
    }

    /// Every reunited report in scope, whether or not its owner said how.
    public var total: Int
    /// Largest first (ties by species, then way, in their declared order).
    public var groups: [Group]
    public var medianDays: Double?
    public var medianDistanceKm: Double?

    public static let smallestGroup = 5

    private enum Keys: String, CodingKey {
        case total, groups, medianDays, medianDistanceKm
    }

    /// Every key, `null` where a median is not given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(total, forKey: .total)
        try container.encode(groups, forKey: .groups)
        try container.encode(medianDays, forKey: .medianDays)
        try container.encode(medianDistanceKm, forKey: .medianDistanceKm)
    }

    public init(total: Int, groups: [Group], medianDays: Double?, medianDistanceKm: Double?) {
        self.total = total
        self.groups = groups
        self.medianDays = medianDays
        self.medianDistanceKm = medianDistanceKm
    }

    public init(_ reunions: [Reunion]) {
        var counts: [Key: Int] = [:]
        for reunion in reunions {
            if let how = reunion.how { counts[Key(species: reunion.species, how: how), default: 0] += 1 }
        }
        counts = Self.merged(counts) { Key(species: $0.species, how: .other) }
        counts = Self.merged(counts) { _ in Key(species: .other, how: .other) }
        let speciesOrder = Species.allCases, howOrder = ReunitedHow.allCases
        self.init(
            total: reunions.count,
            groups: counts.filter { $0.value >= Self.smallestGroup }
                .map { Group(species: $0.key.species, reunitedHow: $0.key.how, count: $0.value) }
                .sorted {
                    ($1.count, speciesOrder.firstIndex(of: $0.species)!, howOrder.firstIndex(of: $0.reunitedHow)!)
                        < ($0.count, speciesOrder.firstIndex(of: $1.species)!, howOrder.firstIndex(of: $1.reunitedHow)!)
                },
            medianDays: Self.median(reunions.map { Double($0.days) }),
            medianDistanceKm: Self.median(reunions.compactMap(\.distanceKm)).map { ($0 * 10).rounded() / 10 })
    }

    private struct Key: Hashable {
        var species: Species
        var how: ReunitedHow
    }

    /// `counts` with every group under `smallestGroup` added to the one `into` names.
    private static func merged(_ counts: [Key: Int], into: (Key) -> Key) -> [Key: Int] {
        var result: [Key: Int] = [:]
        for (key, count) in counts {
            result[count < smallestGroup ? into(key) : key, default: 0] += count
        }
        return result
    }

    /// The middle value (the mean of the two middle ones for an even count); `nil` under `smallestGroup`.
    static func median(_ values: [Double]) -> Double? {
        guard values.count >= smallestGroup else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
