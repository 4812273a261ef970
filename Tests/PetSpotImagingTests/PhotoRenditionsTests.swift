import PetSpotDomain
import PetSpotImaging
import Testing

struct PhotoRenditionsTests {
    /// Draws a rendition and reads it back.
    private func drawn(_ rendition: PhotoRendition, of name: String, as type: PhotoType) throws -> RGBImage {
        let jpeg = try PhotoRenditions.draw(rendition, of: try Fixtures.bytes(name), as: type)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        return try ImageCodec.decode(jpeg, as: .jpeg, longSideAtLeast: .max).image
    }

    /// The colour at a point given as fractions of the width and height, checked with JPEG's tolerance.
    private func expectColour(
        _ image: RGBImage, at point: (Double, Double), _ colour: (UInt8, UInt8, UInt8),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pixel = image.pixel(x: Int(point.0 * Double(image.width)), y: Int(point.1 * Double(image.height)))
        let close = [(pixel.red, colour.0), (pixel.green, colour.1), (pixel.blue, colour.2)].allSatisfy {
            abs(Int($0) - Int($1)) <= 24
        }
        #expect(close, "\(pixel) at \(point) is not \(colour)", sourceLocation: sourceLocation)
    }

    private func expectQuadrants(
        _ image: RGBImage, right: (UInt8, UInt8, UInt8)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectColour(image, at: (0.25, 0.25), Fixtures.red, sourceLocation: sourceLocation)
        expectColour(image, at: (0.75, 0.25), right ?? Fixtures.green, sourceLocation: sourceLocation)
        expectColour(image, at: (0.25, 0.75), Fixtures.blue, sourceLocation: sourceLocation)
        expectColour(image, at: (0.75, 0.75), right ?? Fixtures.yellow, sourceLocation: sourceLocation)
    }

    @Test func aPortraitPhotoStoredSidewaysIsTurnedUprightAsItsExifSays() throws {
        let thumbnail = try drawn(.thumbnail, of: "portrait-orientation-6.jpg", as: .jpeg)
        #expect((thumbnail.width, thumbnail.height) == (240, 320))
        expectQuadrants(thumbnail)
    }

    @Test func aMirroredPhotoIsMirroredBack() throws {
        let display = try drawn(.display, of: "mirrored-orientation-2.jpg", as: .jpeg)
        #expect((display.width, display.height) == (400, 300), "a photo smaller than the rendition keeps its size")
        expectQuadrants(display)
    }

    @Test(arguments: ["progressive.jpg", "cmyk.jpg"])
    func progressiveAndCMYKPhotosAreRead(_ name: String) throws {
        let thumbnail = try drawn(.thumbnail, of: name, as: .jpeg)
        #expect((thumbnail.width, thumbnail.height) == (320, 240))
        expectQuadrants(thumbnail)
    }

    @Test func aGreyPhotoStaysGrey() throws {
        let thumbnail = try drawn(.thumbnail, of: "grey.jpg", as: .jpeg)
        let pixel = thumbnail.pixel(x: 10, y: 10)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test(arguments: ["palette-transparent.png", "rgba-transparent.png"])
    func transparencyIsLaidOnWhite(_ name: String) throws {
        let thumbnail = try drawn(.thumbnail, of: name, as: .png)
        expectQuadrants(thumbnail, right: Fixtures.white)
    }

    @Test func aSixteenBitPNGIsRead() throws {
        let thumbnail = try drawn(.thumbnail, of: "grey-16-bit.png", as: .png)
        expectColour(thumbnail, at: (0.5, 0.5), Fixtures.white)
    }

    @Test func aLargePhotoIsDecodedAtAnEighthForItsThumbnail() throws {
        let photo = try ImageCodec.jpeg(
            RGBImage(width: 4000, height: 3000, pixels: [UInt8](repeating: 128, count: 4000 * 3000 * 3)), quality: 80)
        let decoded = try ImageCodec.decode(photo, as: .jpeg, longSideAtLeast: PhotoRendition.thumbnail.longSide)
        #expect((decoded.image.width, decoded.image.height) == (500, 375))
        let display = try ImageCodec.decode(photo, as: .jpeg, longSideAtLeast: PhotoRendition.display.longSide)
        #expect((display.image.width, display.image.height) == (2000, 1500))
        let thumbnail = try ImageCodec.decode(
            try PhotoRenditions.draw(.thumbnail, of: photo, as: .jpeg), as: .jpeg, longSideAtLeast: .max)
        #expect((thumbnail.image.width, thumbnail.image.height) == (320, 240))
    }

    @Test func aDecompressionBombIsRefusedBeforeItIsInflated() throws {
        #expect(throws: ImageCodecError.unreadable("the image is 30000x30000 pixels, more than allowed")) {
            try PhotoRenditions.draw(.thumbnail, of: try Fixtures.bytes("bomb-30000.png"), as: .png)
        }
    }

    @Test func aDamagedFileSaysWhy() throws {
        let truncated = Array(try Fixtures.bytes("progressive.jpg").prefix(200))
        #expect(throws: ImageCodecError.self) { try PhotoRenditions.draw(.thumbnail, of: truncated, as: .jpeg) }
        #expect(throws: ImageCodecError.self) {
            try PhotoRenditions.draw(.thumbnail, of: Array("not a png".utf8), as: .png)
        }
    }

    @Test func typesWithoutADecoderAreLeftAlone() {
        #expect(PhotoType.allCases.filter(PhotoRenditions.canDraw) == [.jpeg, .png])
        #expect(throws: ImageCodecError.unsupported(.heic)) {
            try PhotoRenditions.draw(.thumbnail, of: [0, 1, 2], as: .heic)
        }
    }
}
