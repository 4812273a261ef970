import CPetSpotImaging
import Foundation
import PetSpotDomain

/// A report's share card, the picture a shared link shows (Open Graph's `og:image`): 1200 × 630,
/// the photo cropped to fill it, under a band across the bottom that says LOST (red) or FOUND
/// (blue), or HOME (green) once the pet is, in the report's language ("ZAGINIONE ZWIERZĘ"),
/// written with FreeType in DejaVu Sans
/// Bold (Debian's `fonts-dejavu-core`). JPEG with no metadata, so no location.
public enum ShareCard {
    public static let width = 1200
    public static let height = 630
    static let bandHeight = 150
    /// The band's words are at most this wide: smaller when a language's are longer.
    static let wordsWidth = 1080

    /// Where the band's font is looked for: Debian's DejaVu, then macOS's own bold sans.
    static let fontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
    ]

    /// The font the band is written in; `nil` when none is installed (the band then has no words).
    public static let fontPath: String? = fontPaths.first { FileManager.default.isReadableFile(atPath: $0) }

    /// The card of a photo, with `band`, for a report made in `language`.
    public static func draw(
        photo bytes: [UInt8], as type: PhotoType, band: PhotoRendition.Band,
        language: Language
    ) throws(ImageCodecError) -> [UInt8] {
        let (decoded, orientation) = try ImageCodec.decode(bytes, as: type, longSideAtLeast: width)
        let photo = decoded.upright(from: orientation).filled(width: width, height: height)
        var pixels = photo.pixels
        let colour: [UInt8] =
            switch band {
            case .lost: [0xE7, 0x00, 0x0B]
            case .found: [0x15, 0x5D, 0xFC]
            case .home: [0x0A, 0x7D, 0x3B]
            }
        let bandStart = (height - bandHeight) * width * 3
        for offset in stride(from: bandStart, to: pixels.count, by: 3) {
            pixels[offset] = colour[0]
            pixels[offset + 1] = colour[1]
            pixels[offset + 2] = colour[2]
        }
        if let fontPath {
            let white: [UInt8] = [255, 255, 255]
            let baseline = Int32(height - bandHeight / 2 + 40)
            _ = pixels.withUnsafeMutableBufferPointer { buffer in
                ps_draw_text(
                    buffer.baseAddress, Int32(width), Int32(height), fontPath, Self.words(band, in: language), 110,
                    Int32(wordsWidth),
                    Int32(width / 2), baseline, white)
            }
        }
        let card = RGBImage(width: width, height: height, pixels: pixels)
        return try ImageCodec.jpeg(card, quality: 85)
    }

    /// The band's words, in the report's language: social sites fetch the card without one, and
    /// the people a report's owner shares it with most likely read the owner's. A card is drawn
    /// once per photo, status and language and kept (`PhotoRendition`), so its words name no
    /// species or sex: Polish would agree with them ("ZAGINĄŁ PIES", "ZAGINĘŁA KOTKA"), a card per
    /// pair; "ZAGINIONE ZWIERZĘ" is right for every animal.
    static func words(_ band: PhotoRendition.Band, in language: Language) -> String {
        Language.speaking(language) {
            switch band {
            case .lost: Copy.text("card.lost")
            case .found: Copy.text("card.found")
            case .home: Copy.text("card.home")
            }
        }
    }
}
