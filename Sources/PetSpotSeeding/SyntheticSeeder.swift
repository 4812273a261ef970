import Foundation
import PetSpotDomain
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage

/// Stores `SyntheticReports` in bulk: into an empty database only, so benchmark data never mixes with real reports.
public struct SyntheticSeeder: Sendable {
    let store: any AnnouncementStore
    let photos: any PhotoStoring
    let hasher: PasswordHasher
    let storage: Storage

    public init(storage: Storage, photosDirectory: URL, photoStorage: PhotoStorage = .directory, hashRounds: Int) throws
    {
        store = storage.announcements
        photos = try photoStorage.open(directory: photosDirectory, pool: storage.pool)
        hasher = PasswordHasher(rounds: hashRounds)
        self.storage = storage
    }

    /// Stores reports 0..<count in transactions of 10,000, reporting progress after each, then the
    /// labelled pairs `0..<pairs` of `labelled` (the matching evaluation's).
    public func fill(
        count: Int, reports: SyntheticReports, pairs: Int = 0, labelled: SyntheticPairs? = nil,
        progress: (Int) -> Void = { _ in }
    ) async throws {
        guard try await store.newest(matching: ListingFilter(), after: nil, limit: 1, at: Date()).isEmpty,
            try await store.find(id: SyntheticReports.id(0)) == nil
        else {
            throw SyntheticSeedError.notEmpty
        }
        let photo = PlaceholderImage.png(
            width: 320, height: 240, background: (236, 224, 200), foreground: (120, 90, 60))
        try await photos.store(photo, named: StoredPhotoName(SyntheticReports.photoFile)!)
        guard let password = ManagementPassword(typed: SyntheticReports.password) else {
            throw SyntheticSeedError.notEmpty
        }
        let hash = try await hasher.hash(password)
        let now = Date()
        let today = CalendarDate(now, in: TimeZone(identifier: "UTC") ?? .gmt)
        for start in stride(from: 0, to: count, by: 10_000) {
            let end = min(start + 10_000, count)
            try await store.insertAll(reports.records(start..<end, passwordHash: hash, today: today, now: now))
            progress(end)
        }
        if let labelled {
            for start in stride(from: 0, to: pairs, by: 2000) {
                try await store.insertAll(
                    labelled.records(start..<min(start + 2000, pairs), passwordHash: hash, today: today, now: now))
            }
        }
        try await store.settleAfterBulkLoad()
        // Generated reports are no news: the possible-match mail starts after them.
        if let last = try await store.newest(matching: ListingFilter(), after: nil, limit: 1, at: now).first {
            try await storage.startMatchNotices(after: last)
        }
    }
}

public enum SyntheticSeedError: Error, CustomStringConvertible {
    case notEmpty

    public var description: String {
        "The database already holds reports: synthetic reports go into an empty database (use a new --database)."
    }
}
