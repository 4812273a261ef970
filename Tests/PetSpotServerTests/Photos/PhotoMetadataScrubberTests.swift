import Foundation
import Testing
@testable import PetSpotDomain
@testable import PetSpotServer

/// Files of every accepted type that carry the reporter's position: EXIF GPS (the JPEG fixture's
/// TIFF, with its orientation), XMP, and a place named in words.
enum LocatedPhotos {
    typealias Fixture = JPEGLocationScrubberTests.JPEGFixture
    static let fixture = Fixture(byteOrder: .motorola)
    static let xmp = Array(Fixture.xmpPacket.utf8)
    static let place = Array("Kraków, ul. Długa 7".utf8)
    /// What must not survive in any of them.
    static var secrets: [[UInt8]] {
        [
            fixture.rationalBytes(Fixture.latitude), fixture.rationalBytes(Fixture.longitude),
            Array("GPSLatitude".utf8), place,
        ]
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    static func le32(_ value: Int) -> [UInt8] { be32(value).reversed() }

    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        be32(data.count) + Array(type.utf8) + data + CRC32.bigEndianBytes(of: Array(type.utf8) + data)
    }

    /// The sample PNG with `eXIf`, an XMP `iTXt` and a `tEXt` comment after its header.
    static var png: [UInt8] {
        let header = 8 + 25  // signature, IHDR
        return Array(samplePNG[0..<header]) + pngChunk("eXIf", fixture.tiff)
            + pngChunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + xmp)
            + pngChunk("tEXt", Array("Comment".utf8) + [0] + place) + Array(samplePNG[header...])
    }

    static func riffChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    /// An extended WebP: `VP8X` with its EXIF and XMP flags, image data, `EXIF`, `XMP `.
    static var webp: [UInt8] {
        let vp8x = riffChunk("VP8X", [0x0C, 0, 0, 0] + [7, 0, 0] + [7, 0, 0])
        let body =
            Array("WEBP".utf8) + vp8x + riffChunk("VP8L", [0x2F, 7, 0xC0, 1, 0x10, 0x8D, 0x6D, 0xDB, 0x06])
            + riffChunk("EXIF", fixture.tiff) + riffChunk("XMP ", xmp + place)
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(8 + body.count) + Array(type.utf8) + body }

    /// An HEIC: `ftyp`, `meta` naming an `Exif` item and an XMP item whose bytes `iloc` places in `mdat`.
    static var heic: [UInt8] {
        let exifItem = be32(0) + fixture.tiff
        let xmpItem = xmp + place
        func meta(exifOffset: Int, xmpOffset: Int) -> [UInt8] {
            let hdlr = box(
                "hdlr", [0, 0, 0, 0] + [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
            let exif = box("infe", [2, 0, 0, 0] + [0, 1] + [0, 0] + Array("Exif".utf8) + [0])
            let xmpEntry = box(
                "infe",
                [2, 0, 0, 0] + [0, 2] + [0, 0] + Array("mime".utf8) + [0] + Array("application/rdf+xml".utf8) + [0])
            let iinf = box("iinf", [0, 0, 0, 0] + [0, 2] + exif + xmpEntry)
            // Version 0: 4-byte offsets and lengths, no base offset; two items of one extent each.
            let iloc = box(
                "iloc",
                [0, 0, 0, 0] + [0x44, 0x00] + [0, 2]
                    + [0, 1] + [0, 0] + [0, 1] + be32(exifOffset) + be32(exifItem.count)
                    + [0, 2] + [0, 0] + [0, 1] + be32(xmpOffset) + be32(xmpItem.count))
            return box("meta", [0, 0, 0, 0] + hdlr + iinf + iloc)
        }
        let ftyp = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let head = ftyp.count + meta(exifOffset: 0, xmpOffset: 0).count + 8
        return ftyp + meta(exifOffset: head, xmpOffset: head + exifItem.count) + box("mdat", exifItem + xmpItem)
    }

    /// A GIF with a comment, an XMP application extension, the animation loop and one 1×1 image.
    static var gif: [UInt8] {
        func subBlocks(_ data: [UInt8]) -> [UInt8] {
            stride(from: 0, to: data.count, by: 255).flatMap { start in
                let piece = data[start..<min(start + 255, data.count)]
                return [UInt8(piece.count)] + piece
            } + [0]
        }
        var file = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        file += [0x21, 0xFE] + subBlocks(place)
        file += [0x21, 0xFF, 11] + Array("XMP DataXMP".utf8) + subBlocks(xmp)
        file += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        file += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
        file += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0]
        return file + [0x3B]
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.count >= needle.count
            && (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}

@Suite("Photo metadata removed in every format")
struct PhotoMetadataScrubberTests {
    static let located: [(PhotoType, [UInt8])] = [
        (.png, LocatedPhotos.png), (.webp, LocatedPhotos.webp), (.heic, LocatedPhotos.heic), (.gif, LocatedPhotos.gif),
    ]

    @Test(
        "Given a PNG, WebP, HEIC or GIF carrying GPS, XMP and a place name, when scrubbed, then none of them is left and the file still sniffs as its type",
        arguments: located)
    func removesLocation(_ type: PhotoType, _ bytes: [UInt8]) throws {
        #expect(PhotoType(sniffing: bytes) == type)
        #expect(LocatedPhotos.secrets.contains { LocatedPhotos.contains(bytes, $0) }, "the fixture carries them")
        let scrubbed = try #require(PhotoMetadataScrubber.scrubbed(bytes, as: type))
        for secret in LocatedPhotos.secrets {
            #expect(!LocatedPhotos.contains(scrubbed, secret), "\(String(decoding: secret, as: UTF8.self))")
        }
        #expect(PhotoType(sniffing: scrubbed) == type)
        #expect(PhotoMetadataScrubber.scrubbed(scrubbed, as: type) == scrubbed, "scrubbing twice changes nothing more")
    }

    @Test(
        "Given a PNG with eXIf, when scrubbed, then its EXIF stays but for the GPS (orientation kept), every chunk's CRC is right, and it ends at IEND"
    )
    func pngKeepsOrientation() throws {
        let scrubbed = try #require(PNGMetadataScrubber.scrubbed(LocatedPhotos.png + Array("trailing".utf8)))
        var position = 8, types: [String] = []
        while position < scrubbed.count {
            let length = scrubbed[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeAndData = Array(scrubbed[position + 4..<position + 8 + length])
            #expect(
                Array(scrubbed[position + 8 + length..<position + 12 + length]) == CRC32.bigEndianBytes(of: typeAndData)
            )
            types.append(String(decoding: typeAndData.prefix(4), as: UTF8.self))
            if types.last == "eXIf" {
                #expect(
                    Array(typeAndData.dropFirst(4))
                        == JPEGLocationScrubberTests.JPEGFixture(byteOrder: .motorola, expectingScrubbed: true).tiff)
            }
            position += 12 + length
        }
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.contains("eXIf") && !types.contains("iTXt") && !types.contains("tEXt"))
    }

    @Test(
        "Given a WebP, when scrubbed, then the RIFF size adds up, the XMP flag is cleared and the EXIF one kept with its scrubbed chunk"
    )
    func webpFlagsAndSize() throws {
        let scrubbed = try #require(WebPMetadataScrubber.scrubbed(LocatedPhotos.webp))
        #expect(LocatedPhotos.le32(scrubbed.count - 8) == Array(scrubbed[4..<8]))
        #expect(scrubbed[20] == 0x08)
        #expect(
            LocatedPhotos.contains(scrubbed, Array("EXIF".utf8))
                && !LocatedPhotos.contains(scrubbed, Array("XMP ".utf8)))
    }

    @Test(
        "Given a WebP whose EXIF cannot be walked, when scrubbed, then the chunk goes whole and VP8X no longer names EXIF or XMP"
    )
    func webpUnreadableExifDropped() throws {
        let vp8x = LocatedPhotos.riffChunk("VP8X", [0x0C, 0, 0, 0] + [7, 0, 0] + [7, 0, 0])
        let body =
            Array("WEBP".utf8) + vp8x + LocatedPhotos.riffChunk("VP8L", [0x2F, 7, 0xC0, 1, 0x10])
            + LocatedPhotos.riffChunk("EXIF", Array("not a TIFF".utf8) + LocatedPhotos.place)
            + LocatedPhotos.riffChunk("XMP ", LocatedPhotos.xmp)
        let scrubbed = try #require(
            WebPMetadataScrubber.scrubbed(Array("RIFF".utf8) + LocatedPhotos.le32(body.count) + body))
        #expect(scrubbed[20] == 0)
        #expect(
            !LocatedPhotos.contains(scrubbed, Array("EXIF".utf8))
                && !LocatedPhotos.contains(scrubbed, LocatedPhotos.place))
        #expect(LocatedPhotos.le32(scrubbed.count - 8) == Array(scrubbed[4..<8]))
    }

    @Test(
        "Given an HEIC, when scrubbed, then nothing moves: same length, the Exif item keeps its TIFF but for the GPS, the XMP item is blank"
    )
    func heicInPlace() throws {
        let original = LocatedPhotos.heic
        let scrubbed = try #require(HEIFMetadataScrubber.scrubbed(original))
        #expect(scrubbed.count == original.count)
        let expectedTIFF = JPEGLocationScrubberTests.JPEGFixture(byteOrder: .motorola, expectingScrubbed: true).tiff
        #expect(LocatedPhotos.contains(scrubbed, expectedTIFF))
        #expect(scrubbed.suffix(LocatedPhotos.xmp.count + LocatedPhotos.place.count).allSatisfy { $0 == 0x20 })
    }

    @Test(
        "Given JPEG with IPTC (APP13) and a comment (COM) naming the place, when scrubbed, then both segments are gone")
    func jpegIPTCAndComment() throws {
        var jpeg = JPEGLocationScrubberTests.JPEGFixture().bytes
        let iptc = JPEGLocationScrubberTests.JPEGFixture.segment(
            0xED, Array("Photoshop 3.0".utf8) + [0] + LocatedPhotos.place)
        let comment = JPEGLocationScrubberTests.JPEGFixture.segment(0xFE, LocatedPhotos.place)
        jpeg.insert(contentsOf: iptc + comment, at: 2)
        let scrubbed = try #require(PhotoMetadataScrubber.scrubbed(jpeg, as: .jpeg))
        #expect(!LocatedPhotos.contains(scrubbed, LocatedPhotos.place))
        #expect(scrubbed == JPEGLocationScrubberTests.JPEGFixture(expectingScrubbed: true).bytes)
    }

    @Test(
        "Given a file of any type cut short or with sizes that do not add up, then it is refused, never passed on",
        arguments: located)
    func unwalkableRefused(_ type: PhotoType, _ bytes: [UInt8]) {
        for cut in [bytes.count / 3, bytes.count / 2, bytes.count - 1] {
            let truncated = Array(bytes.prefix(cut))
            let result = PhotoMetadataScrubber.scrubbed(truncated, as: type)
            // Cut anywhere, either refused, or (HEIC: only mdat's tail cut, which holds no box) nothing of the location left.
            if let result {
                #expect(!LocatedPhotos.secrets.contains { LocatedPhotos.contains(result, $0) }, "\(type) cut at \(cut)")
            }
        }
        #expect(PhotoMetadataScrubber.scrubbed(Array(bytes.prefix(12)), as: type) == nil)
    }
}
