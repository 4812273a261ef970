import Foundation
import PetSpotDomain
import PetSpotStorage

/// Generated reports for the benchmarks: deterministic from a seed, spread evenly (by area) over a
/// region, each with a photo so it is listed, each a `SyntheticPet` as its owner or a finder tells it. Their ids are `5e0e0000-0000-4000-8000-<index in hex>`,
/// so a load generator can read any of them by index.
public struct SyntheticReports: Sendable {
    /// A latitude band and longitude span.
    public struct Area: Sendable, Equatable {
        public let south: Double, north: Double, west: Double, east: Double

        public init(south: Double, north: Double, west: Double, east: Double) {
            self.south = south
            self.north = north
            self.west = west
            self.east = east
        }

        /// About 3.93 million km² around Kraków: at 1M reports, a 5 km circle holds about 20 (π·5²·10⁶/20).
        public static let benchmark = Area(south: 41.15, north: 58.85, west: 5.92, east: 33.96)

        /// Its surface on a sphere of the Earth's mean radius.
        public var squareKilometres: Double {
            let radius = 6371.0088
            return radius * radius * (east - west) * .pi / 180 * (sin(north * .pi / 180) - sin(south * .pi / 180))
        }
    }

    /// The password of every synthetic report (they share one bcrypt hash, computed once).
    public static let password = "BENCH-00000"
    /// The photo every synthetic report shows.
    public static let photoFile = "5e0e0fff-0000-4000-8000-000000000000.png"

    public let area: Area
    public let seed: UInt64

    public init(area: Area = .benchmark, seed: UInt64) {
        self.area = area
        self.seed = seed
    }

    public static func id(_ index: Int) -> UUID {
        UUID(uuidString: String(format: "5e0e0000-0000-4000-8000-%012llx", UInt64(index))) ?? UUID()
    }

    /// Records `range` of the series; the same index always gives the same report.
    public func records(
        _ range: Range<Int>, passwordHash: String, today: CalendarDate, now: Date
    ) -> [AnnouncementRecord] {
        // Uniform by area: latitude drawn by its sine.
        let sinSouth = sin(area.south * .pi / 180), sinNorth = sin(area.north * .pi / 180)
        return range.map { index in
            var random = SplitMix64(seed: seed, item: index)
            let latitude = asin(sinSouth + random.unit() * (sinNorth - sinSouth)) * 180 / .pi
            let longitude = area.west + random.unit() * (area.east - area.west)
            let status: AnnouncementStatus = random.below(2) == 0 ? .missing : .found
            let pet = SyntheticPet.random(&random)
            let owner = pet.ownersReport(&random), finder = pet.findersReport(&random)
            let isMissing = status == .missing
            var content = CreateAnnouncementRequest(
                status: status, species: pet.species, sex: isMissing ? pet.sex : finder.sex,
                lastSeenDate: today.adding(days: -random.below(60)),
                petName: !isMissing || random.below(3) == 0 ? nil : Self.names[random.below(Self.names.count)],
                breed: isMissing ? owner.breed : finder.breed, age: isMissing ? owner.age : finder.age,
                description: isMissing ? owner.description : finder.description,
                microchipNumber: isMissing ? owner.microchip : finder.microchip,
                email: "reporter\(index)@example.com", phone: "+48600\(String(format: "%06d", index % 1_000_000))"
            )
            content.locationLatitude = (latitude * 100_000).rounded() / 100_000
            content.locationLongitude = (longitude * 100_000).rounded() / 100_000
            return Self.record(
                Self.id(index), content, created: now.addingTimeInterval(-Double(range.upperBound - index)),
                passwordHash: passwordHash)
        }
    }

    /// A synthetic report as stored: listed (with the shared photo), open, with the usual lifetime.
    static func record(
        _ id: UUID, _ content: CreateAnnouncementRequest, created: Date, passwordHash: String
    ) -> AnnouncementRecord {
        let created = Timestamp.truncated(created)
        return AnnouncementRecord(
            id: id, content: content, photoFile: photoFile, passwordHash: passwordHash, createdAt: created,
            updatedAt: created, expiresAt: ReportLifetime().expiry(after: created))
    }

    private static let names = [
        "Burek", "Luna", "Max", "Mruczek", "Kiwi", "Reksio", "Bella", "Filemon", "Tosia", "Azor",
    ]
}
