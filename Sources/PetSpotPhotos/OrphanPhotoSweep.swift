import Foundation
import Logging
import PetSpotStorage

/// Removes the photos that no report holds: a crash between storing an upload and recording it,
/// or a removal that failed (logged when it did). Run at start and every hour; a photo younger
/// than an hour is left alone, since its report may be about to record it.
package struct OrphanPhotoSweep: Sendable {
    package static let grace: TimeInterval = 3600
    package static let interval: Duration = .seconds(3600)

    package let photos: any PhotoStoring
    package let pool: any SQLConnectionPool
    package let clock: ServerClock
    package let logger: Logger

    package init(photos: any PhotoStoring, pool: any SQLConnectionPool, clock: ServerClock, logger: Logger) {
        self.photos = photos
        self.pool = pool
        self.clock = clock
        self.logger = logger
    }

    @discardableResult
    package func run() async throws -> Int {
        let pool = self.pool
        let removed = try await photos.removeOrphans(olderThan: clock.now() - Self.grace) { names in
            try await pool.withConnection { try await AnnouncementQueries.photosInUse(among: names, on: $0) }
        }
        if removed > 0 { logger.info("Removed photos no report holds", metadata: ["photos": "\(removed)"]) }
        return removed
    }
}
