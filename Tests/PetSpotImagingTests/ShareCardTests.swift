import PetSpotDomain
@testable import PetSpotImaging
import Testing

@Suite(
    "A report's share card: 1200 × 630, its photo cropped to fill it, a band that says LOST, FOUND or HOME in the report's language, no metadata"
)
struct ShareCardTests {
    @Test(
        "Given a sideways portrait photo with EXIF, then the card is 1200 × 630, upright, its middle the photo's, a red band along the bottom with white words from the font, and no EXIF or any APP segment in it",
        arguments: PhotoRendition.Band.allCases, Language.allCases)
    func card(_ status: PhotoRendition.Band, _ language: Language) throws {
        let jpeg = try ShareCard.draw(
            photo: try Fixtures.bytes("portrait-orientation-6.jpg"), as: .jpeg, band: status, language: language)
        #expect(
            jpeg.starts(with: [0xFF, 0xD8]) && !String(decoding: jpeg, as: UTF8.self).contains("Exif"),
            "no EXIF (so no GPS) in the card")
        let card = try ImageCodec.decode(jpeg, as: .jpeg, longSideAtLeast: .max).image
        #expect((card.width, card.height) == (1200, 630))
        // The upright portrait's middle band is red over blue (its left half): cropped about the centre.
        let middle = card.pixel(x: 300, y: 150)
        #expect(middle.red > 150 && middle.blue < 120, "\(middle)")
        let band = card.pixel(x: 20, y: 600)
        let expected: (UInt8, UInt8, UInt8) =
            switch status {
            case .lost: (0xE7, 0x00, 0x0B)
            case .found: (0x15, 0x5D, 0xFC)
            case .home: (0x0A, 0x7D, 0x3B)
            }
        #expect(abs(Int(band.red) - Int(expected.0)) < 24 && abs(Int(band.blue) - Int(expected.2)) < 24, "\(band)")
        if ShareCard.fontPath != nil {
            var white = 0
            for x in 480..<720 {
                for y in 500..<600 {
                    let pixel = card.pixel(x: x, y: y)
                    if pixel.red > 230 && pixel.green > 230 && pixel.blue > 230 { white += 1 }
                }
            }
            #expect(white > 2_000, "the word is drawn in the band's middle: \(white)")
            // Polish's longer words ("ZNALEZIONE ZWIERZĘ") are made smaller to fit: none at the band's ends.
            var atTheEnds = 0
            for x in Array(0..<50) + Array(1150..<1200) {
                for y in 480..<630 where card.pixel(x: x, y: y).green > 200 { atTheEnds += 1 }
            }
            #expect(atTheEnds == 0, "\(status) \(language): the words run off the card")
        }
    }

    @Test(
        "Given a report's status, resolution and language, then its card says so in that language (a reunited pet's, that it is home); each pair is its own rendition, so a card drawn in one language or state is never served for another"
    )
    func wordsAndRenditions() {
        #expect(
            ShareCard.words(.lost, in: .english) == "LOST"
                && ShareCard.words(.found, in: .polish) == "ZNALEZIONE ZWIERZĘ")
        #expect(
            ShareCard.words(.home, in: .english) == "BACK HOME" && ShareCard.words(.home, in: .polish) == "JUŻ W DOMU")
        #expect(
            PhotoRendition.Band(status: .missing, resolution: .reunited) == .home
                && PhotoRendition.Band(status: .found, resolution: .reunited) == .home)
        #expect(
            PhotoRendition.Band(status: .missing, resolution: .closed) == .lost
                && PhotoRendition.Band(status: .found, resolution: nil) == .found)
        let cards = PhotoRendition.Band.allCases.flatMap { band in
            Language.allCases.map { PhotoRendition.card(band, in: $0) }
        }
        #expect(
            Set(cards).count == cards.count && cards.allSatisfy { $0.card != nil && $0.longSide == ShareCard.width })
        #expect(cards.allSatisfy { PhotoRendition.card($0.card!.band, in: $0.card!.language) == $0 })
        #expect(PhotoRendition.sizes.allSatisfy { $0.card == nil })
    }

    @Test(
        "Given an image, then filling a shape crops it about its centre and scales it to exactly that size, larger or smaller"
    )
    func filling() {
        let wide = RGBImage(
            width: 40, height: 10,
            pixels: (0..<400).flatMap { index -> [UInt8] in index % 40 < 20 ? [255, 0, 0] : [0, 0, 255] })
        let square = wide.filled(width: 5, height: 5)
        #expect((square.width, square.height) == (5, 5))
        #expect(
            square.pixel(x: 0, y: 0).red == 255 && square.pixel(x: 4, y: 4).blue == 255,
            "the centre 10 × 10: half red, half blue")
        let large = wide.filled(width: 120, height: 30)
        #expect(
            (large.width, large.height) == (120, 30) && large.pixel(x: 10, y: 10).red == 255
                && large.pixel(x: 110, y: 10).blue == 255)
    }
}
