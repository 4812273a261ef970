import PetSpotDomain

/// Draws a photo's renditions: decoded at the smallest scale that keeps enough pixels, shrunk to
/// the rendition's long side, turned upright, and written as JPEG (no metadata, so no location).
public enum PhotoRenditions {
    /// Quality 80: about 20 KB for a thumbnail and 200 KB for a display copy of a phone photo,
    /// with no artefact visible at those sizes.
    static let quality = 80

    /// Whether renditions of this type can be drawn; other types are served as they are.
    public static func canDraw(_ type: PhotoType) -> Bool { ImageCodec.decodable.contains(type) }

    /// The rendition of a photo, as JPEG bytes. CPU-bound (tens of milliseconds for a phone
    /// photo): callers run it off the request's thread.
    public static func draw(
        _ rendition: PhotoRendition, of bytes: [UInt8], as type: PhotoType
    ) throws(ImageCodecError) -> [UInt8] {
        if let card = rendition.card {
            return try ShareCard.draw(photo: bytes, as: type, band: card.band, language: card.language)
        }
        let (image, orientation) = try ImageCodec.decode(bytes, as: type, longSideAtLeast: rendition.longSide)
        return try ImageCodec.jpeg(
            image.fitted(withinLongSide: rendition.longSide).upright(from: orientation), quality: quality)
    }
}
