import Logging
import NIOPosix
import PetSpotDomain
import PetSpotImaging

/// Draws a photo's renditions and keeps them beside it: all of them when the photo is attached,
/// and one when it is first asked for and missing (a photo stored before renditions existed, a
/// demo photo, a drawing that failed).
package struct PhotoRenditionKeeper: Sendable {
    package let photos: any PhotoStoring
    package let logger: Logger
    /// The drawings asked for by requests: shared, bounded, their failures remembered.
    package let draws: RenditionDraws

    package init(photos: any PhotoStoring, logger: Logger, draws: RenditionDraws = RenditionDraws()) {
        self.photos = photos
        self.logger = logger
        self.draws = draws
    }

    /// Draws and stores the renditions a photo's address serves (`PhotoRendition.sizes`) of a photo just stored. A failure is logged and left: the
    /// rendition is drawn again when asked for, or the photo is served in its place.
    package func keepAll(of photo: StoredPhotoName, from bytes: [UInt8]) async {
        guard PhotoRenditions.canDraw(photo.type) else { return }
        for rendition in PhotoRendition.sizes.map(photo.rendition) { _ = await keep(rendition, from: bytes) }
    }

    /// A missing rendition, drawn from its photo now (shared with the same request's twins, in
    /// turn, `RenditionDraws`) and stored; `.undrawable` when it cannot be (the photo is gone, of a
    /// type not decoded here, or damaged: the caller serves the photo), `.busy` when too many wait.
    package func drawMissing(_ rendition: StoredPhotoName) async -> RenditionDraws.Outcome {
        guard PhotoRenditions.canDraw(rendition.type) else { return .undrawable }
        let (photos, logger) = (self.photos, self.logger)
        return await draws.draw(rendition.description) {
            // The photo is read only in its turn: a waiting request holds no bytes.
            let bytes: [UInt8]?
            do {
                bytes = try await photos.bytes(of: rendition.source)
            } catch {
                logger.warning(
                    "A photo could not be read for its rendition",
                    metadata: ["photo": "\(rendition.photo)", "error": "\(error)"])
                throw error
            }
            guard let bytes else { return nil }
            return await self.keep(rendition, from: bytes)
        }
    }

    private func keep(_ name: StoredPhotoName, from bytes: [UInt8]) async -> [UInt8]? {
        guard let rendition = name.rendition else { return nil }
        let drawn: [UInt8]
        do {
            // Tens of milliseconds of CPU for a phone photo: on NIO's blocking pool, not a task's thread.
            drawn = try await NIOThreadPool.singleton.runIfActive {
                try PhotoRenditions.draw(rendition, of: bytes, as: name.type)
            }
        } catch {
            logger.warning(
                "A photo's rendition could not be drawn; the photo is served in its place",
                metadata: ["photo": "\(name.photo)", "rendition": "\(rendition.rawValue)", "error": "\(error)"])
            return nil
        }
        do {
            try await photos.store(drawn, named: name)
        } catch {
            logger.warning(
                "A photo's rendition could not be stored; it is drawn again when next asked for",
                metadata: ["photo": "\(name.photo)", "rendition": "\(rendition.rawValue)", "error": "\(error)"])
        }
        return drawn
    }
}
