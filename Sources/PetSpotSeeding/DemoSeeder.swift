import Foundation
import PetSpotDomain
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage

/// Adds `petspot seed --demo`'s reports: fixed ids, so a second run adds nothing and deletes nothing.
public struct DemoSeeder: Sendable {
    /// A report the seeder added, with the management password that removes it.
    public struct Added: Sendable {
        public let id: String
        public let summary: String
        public let password: String
    }

    let store: any AnnouncementStore
    let photos: any PhotoStoring
    let hasher: PasswordHasher
    let clock: ServerClock

    public init(
        storage: Storage, photosDirectory: URL, photoStorage: PhotoStorage = .directory, hashRounds: Int,
        clock: ServerClock = .system
    ) throws {
        store = storage.announcements
        photos = try photoStorage.open(directory: photosDirectory, pool: storage.pool)
        hasher = PasswordHasher(rounds: hashRounds)
        self.clock = clock
    }

    public func seed(around latitude: Double, _ longitude: Double) async throws -> [Added] {
        var added: [Added] = []
        let now = clock.now()
        let today = CalendarDate(now, in: TimeZone(identifier: "UTC") ?? .gmt)
        for (index, demo) in DemoReport.all.enumerated() {
            guard let id = UUID(uuidString: demo.id), try await store.find(id: id) == nil else { continue }
            let request = CreateAnnouncementRequest(
                status: demo.status, species: demo.species, sex: demo.sex,
                lastSeenDate: today.adding(days: -demo.daysAgo),
                location: Self.offset(latitude, longitude, north: demo.northKilometres, east: demo.eastKilometres),
                petName: demo.petName, breed: demo.breed, age: demo.age, description: demo.description,
                microchipNumber: demo.microchipNumber, email: demo.email, phone: demo.phone, reward: demo.reward
            )
            // Stored as the API would store it: through the same validation (which also normalises).
            let content: CreateAnnouncementRequest
            switch request.validated(now: now) {
            case .success(let valid): content = valid
            case .failure(let failure): throw DemoSeedError(id: demo.id, problems: failure.errors)
            }
            let photo = PlaceholderImage.png(
                width: 480, height: 360, background: demo.colours.background, foreground: demo.colours.foreground)
            let file = try await photos.save(photo, as: .png).photo
            let password = ManagementPassword.generate()
            // Each demo report is created the day its pet was lost or found (later in the list, a
            // little earlier that day), so "newest first" lists the most recent stories first.
            let created = now.addingTimeInterval(-Double(demo.daysAgo) * 86400 - Double(index) * 60)
            do {
                try await store.insert(
                    AnnouncementRecord(
                        id: id, content: content, photoFile: file, passwordHash: try await hasher.hash(password),
                        createdAt: created, updatedAt: created, expiresAt: ReportLifetime().expiry(after: created)
                    ))
            } catch {
                try? await photos.remove(file)  // else the orphan sweep takes it
                throw error
            }
            let name = demo.petName.map { " \"\($0)\"" } ?? ""
            added.append(
                Added(
                    id: demo.id, summary: "\(demo.status.rawValue) \(demo.breed ?? demo.species.rawValue)\(name)",
                    password: password.description))
        }
        return added
    }

    /// A point `north` and `east` kilometres from the centre (flat-earth offsets: fine at city scale).
    static func offset(_ latitude: Double, _ longitude: Double, north: Double, east: Double) -> Coordinates? {
        let newLatitude = min(90, max(-90, latitude + north / GreatCircle.kilometresPerDegreeOfLatitude))
        let scale = max(0.01, cos(latitude * .pi / 180))
        var newLongitude = longitude + east / (GreatCircle.kilometresPerDegreeOfLatitude * scale)
        if newLongitude > 180 { newLongitude -= 360 }
        if newLongitude < -180 { newLongitude += 360 }
        return Coordinates(
            latitude: (newLatitude * 100_000).rounded() / 100_000,
            longitude: (newLongitude * 100_000).rounded() / 100_000)
    }
}

/// A demo report that the API would refuse: a bug in the demo data, reported with its problems.
struct DemoSeedError: Error, CustomStringConvertible {
    let id: String
    let problems: [ValidationError]

    var description: String {
        "Demo report \(id) is invalid: " + problems.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
    }
}
