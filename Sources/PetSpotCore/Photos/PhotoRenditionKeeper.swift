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

    /// Draws and stores the renditions a photo's address serves (`PhotoRendition.sizes`) of a photo just stored. A failure is logged and left: the
    /// rendition is drawn again when asked for, or the photo is served in its place.
    package func keepAll(of photo: StoredPhotoName, from bytes: [UInt8]) async {
        guard PhotoRenditions.canDraw(photo.type) else { return }
        for rendition in PhotoRendition.sizes.map(photo.rendition) { _ = await keep(rendition, from: bytes) }
    }

    /// A missing rendition, drawn from its photo now and stored; `nil` when it cannot be drawn (the
    /// photo is gone, of a type not decoded here, or damaged): the caller serves the photo.
    package func drawMissing(_ rendition: StoredPhotoName) async throws -> [UInt8]? {
        guard PhotoRenditions.canDraw(rendition.type), let bytes = try await photos.bytes(of: rendition.source) else { return nil }
        return await keep(rendition, from: bytes)
    }

    private func keep(_ name: StoredPhotoName, from bytes: [UInt8]) async -> [UInt8]? {
        guard let rendition = name.rendition else { return nil }
        let drawn: [UInt8]
        do {
            // Tens of milliseconds of CPU for a phone photo: on NIO's blocking pool, not a task's thread.
            drawn = try await NIOThreadPool.singleton.runIfActive { try PhotoRenditions.draw(rendition, of: bytes, as: name.type) }
        } catch {
            logger.warning("A photo's rendition could not be drawn; the photo is served in its place",
                           metadata: ["photo": "\(name.photo)", "rendition": "\(rendition.rawValue)", "error": "\(error)"])
            return nil
        }
        do {
            try await photos.store(drawn, named: name)
        } catch {
            logger.warning("A photo's rendition could not be stored; it is drawn again when next asked for",
                           metadata: ["photo": "\(name.photo)", "rendition": "\(rendition.rawValue)", "error": "\(error)"])
        }
        return drawn
    }
}
