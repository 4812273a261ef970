import Testing
@testable import PetSpotDomain
@testable import PetSpotSeeding
@testable import PetSpotServer

@Suite("JPEG location scrubber")
struct JPEGLocationScrubberTests {
    @Test(
        "Given a JPEG with EXIF GPS, when scrubbed, then no GPS coordinates remain and orientation is kept",
        arguments: JPEGFixture.ByteOrder.allCases
    )
    func removesGPS(byteOrder: JPEGFixture.ByteOrder) throws {
        let fixture = JPEGFixture(byteOrder: byteOrder)
        #expect(contains(fixture.bytes, fixture.rationalBytes(JPEGFixture.latitude)))

        let scrubbed = try #require(JPEGLocationScrubber.scrubbed(fixture.bytes))

        #expect(!contains(scrubbed, fixture.rationalBytes(JPEGFixture.latitude)))
        #expect(!contains(scrubbed, fixture.rationalBytes(JPEGFixture.longitude)))
        let tiff = try #require(exifTIFF(in: scrubbed))
        let ifd0 = try #require(entries(ofIFD0In: tiff, fixture: fixture))
        #expect(ifd0.map(\.tag) == [0x0112, 0x9C9B])
        #expect(ifd0.first?.value == fixture.u16(JPEGFixture.orientationRightTop) + [0, 0])
    }

    @Test(
        "Given a JPEG with EXIF GPS and XMP, when scrubbed, then exactly the location bytes change and nothing moves",
        arguments: JPEGFixture.ByteOrder.allCases
    )
    func exactResult(byteOrder: JPEGFixture.ByteOrder) {
        let original = JPEGFixture(byteOrder: byteOrder)
        let expected = JPEGFixture(byteOrder: byteOrder, expectingScrubbed: true)

        #expect(JPEGLocationScrubber.scrubbed(original.bytes) == expected.bytes)
    }

    @Test("Given a JPEG with an XMP packet, when scrubbed, then the XMP segment is gone")
    func removesXMP() throws {
        let fixture = JPEGFixture(includesGPS: false)
        #expect(contains(fixture.bytes, Array("GPSLatitude".utf8)))

        let scrubbed = try #require(JPEGLocationScrubber.scrubbed(fixture.bytes))

        #expect(!contains(scrubbed, Array("http://ns.adobe.com/xap/1.0/".utf8)))
        #expect(!contains(scrubbed, Array("GPSLatitude".utf8)))
        #expect(scrubbed == JPEGFixture(includesGPS: false, includesXMP: false).bytes)
    }

    @Test("Given multi-segment EXIF, when scrubbed, then the first segment is scrubbed and the continuation dropped")
    func multiSegmentExif() throws {
        let continuation = JPEGFixture.segment(0xE1, Array("Exif".utf8) + [0, 0, 0x43, 0x2C, 0xC1, 0xF1])
        let original = JPEGFixture(includesXMP: false).bytes
        let exifEnd = 4 + (Int(original[4]) << 8 | Int(original[5]))
        let input = Array(original[..<exifEnd]) + continuation + original[exifEnd...]

        #expect(JPEGLocationScrubber.scrubbed(input) == JPEGFixture(expectingScrubbed: true).bytes)
    }

    @Test("Given a JPEG with an extended XMP segment, when scrubbed, then that segment is gone too")
    func removesExtendedXMP() {
        let extended = JPEGFixture.segment(
            0xE1, Array("http://ns.adobe.com/xmp/extension/\0".utf8) + Array("exif:GPSLatitude".utf8))
        let plain = JPEGFixture(includesGPS: false, includesXMP: false).bytes
        let withExtended = Array(plain[0..<2]) + extended + plain[2...]

        #expect(JPEGLocationScrubber.scrubbed(withExtended) == plain)
    }

    @Test(
        "Given a JPEG, when scrubbed, then everything from SOS on is byte-identical",
        arguments: JPEGFixture.ByteOrder.allCases)
    func tailUntouched(byteOrder: JPEGFixture.ByteOrder) throws {
        let original = JPEGFixture(byteOrder: byteOrder).bytes
        let scrubbed = try #require(JPEGLocationScrubber.scrubbed(original))

        let originalSOS = try #require(original.firstRange(of: [0xFF, 0xDA])?.lowerBound)
        let scrubbedSOS = try #require(scrubbed.firstRange(of: [0xFF, 0xDA])?.lowerBound)
        #expect(original[originalSOS...] == scrubbed[scrubbedSOS...])
    }

    @Test("Given a JPEG without location metadata, when scrubbed, then it comes back byte-identical")
    func cleanJPEGUnchanged() {
        let clean = JPEGFixture(includesGPS: false, includesXMP: false).bytes
        #expect(JPEGLocationScrubber.scrubbed(clean) == clean)
    }

    @Test(
        "Given an already scrubbed JPEG, when scrubbed again, then it comes back byte-identical",
        arguments: JPEGFixture.ByteOrder.allCases
    )
    func idempotent(byteOrder: JPEGFixture.ByteOrder) throws {
        let once = try #require(JPEGLocationScrubber.scrubbed(JPEGFixture(byteOrder: byteOrder).bytes))
        #expect(JPEGLocationScrubber.scrubbed(once) == once)
    }

    @Test(
        "Given fill bytes and stand-alone markers between segments, when scrubbed, then they are kept and the walk goes on"
    )
    func standAloneMarkers() throws {
        let tail = JPEGFixture.imageTail
        let input: [UInt8] = [0xFF, 0xD8, 0xFF, 0x01, 0xFF, 0xFF, 0xD3] + JPEGFixture(includesGPS: false).bytes[2...]
        let expected: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0x01, 0xFF, 0xFF, 0xD3] + JPEGFixture(includesGPS: false, includesXMP: false).bytes[2...]

        let scrubbed = try #require(JPEGLocationScrubber.scrubbed(input))

        #expect(scrubbed == expected)
        #expect(Array(scrubbed.suffix(tail.count)) == tail)
    }

    @Test(
        "Given a JPEG cut off anywhere before its scan, when scrubbed, then it is refused (nil), never passed on",
        arguments: JPEGFixture.ByteOrder.allCases
    )
    func truncatedBeforeScan(byteOrder: JPEGFixture.ByteOrder) throws {
        let whole = JPEGFixture(byteOrder: byteOrder).bytes
        let sos = try #require(whole.firstRange(of: [0xFF, 0xDA])?.lowerBound)
        let sosEnd = sos + 2 + 8  // Marker plus the 8-byte header (length included).
        for length in 0..<sosEnd {
            let truncated = Array(whole.prefix(length))
            #expect(JPEGLocationScrubber.scrubbed(truncated) == nil, "cut at \(length)")
        }
    }

    @Test("Given a JPEG cut off inside its scan, when scrubbed, then GPS is still removed and the partial scan is kept")
    func truncatedInsideScan() throws {
        let whole = JPEGFixture().bytes
        let truncated = Array(whole.dropLast(2))  // No EOI.

        let scrubbed = try #require(JPEGLocationScrubber.scrubbed(truncated))

        #expect(scrubbed == Array(JPEGFixture(expectingScrubbed: true).bytes.dropLast(2)))
    }

    /// Inputs that are not JPEGs, or JPEGs broken before anything could be scrubbed.
    static let unparsable: [(String, [UInt8])] = [
        ("empty", [UInt8]()),
        ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
        ("text", Array("Exif GPS http://ns.adobe.com/xap/1.0/".utf8)),
        ("SOI then garbage", [0xFF, 0xD8, 0x12, 0x34, 0x56, 0x78]),
        ("SOI then fill bytes only", [0xFF, 0xD8, 0xFF, 0xFF, 0xFF]),
        ("segment length below 2", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0xFF, 0xD9]),
        ("segment longer than the file", [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x45, 0x78]),
        ("second SOI", [0xFF, 0xD8, 0xFF, 0xD8, 0xFF, 0xD9]),
    ]

    @Test("Given input that is not a parsable JPEG, when scrubbed, then it is refused (nil)", arguments: unparsable)
    func notAJPEG(name: String, bytes: [UInt8]) {
        #expect(JPEGLocationScrubber.scrubbed(bytes) == nil, "\(name)")
    }

    @Test(
        "Given an EXIF segment whose offsets point outside it, when scrubbed, then that EXIF segment is dropped whole and the image kept",
        arguments: JPEGFixture.ByteOrder.allCases
    )
    func outOfRangeOffsets(byteOrder: JPEGFixture.ByteOrder) throws {
        let fixture = JPEGFixture(byteOrder: byteOrder)
        let tiffStart = 2 + 4 + 6  // SOI, APP1 marker and length, "Exif\0\0".
        let gpsPointerValue = tiffStart + 8 + 2 + 12 + 8  // IFD0's second entry's value field.
        let latitudeValueOffset = tiffStart + 50 + 2 + 12 + 8  // GPS IFD's second entry's value field.
        let corruptions: [(String, Int, [UInt8])] = [
            ("bad byte order", tiffStart, Array("XX".utf8)),
            ("bad TIFF magic", tiffStart + 2, fixture.u16(43)),
            ("IFD0 beyond the segment", tiffStart + 4, fixture.u32(0xFFFF_FFF0)),
            ("IFD0 entry count beyond the segment", tiffStart + 8, fixture.u16(500)),
            ("GPS IFD beyond the segment", gpsPointerValue, fixture.u32(10_000)),
            ("GPS value beyond the segment", latitudeValueOffset, fixture.u32(0xFFFF_FFFF)),
            ("GPS value count overflowing", latitudeValueOffset - 4, fixture.u32(0xFFFF_FFFF)),
        ]
        for (name, offset, replacement) in corruptions {
            var corrupted = fixture.bytes
            corrupted.replaceSubrange(offset..<offset + replacement.count, with: replacement)
            #expect(JPEGLocationScrubber.scrubbed(corrupted) == [0xFF, 0xD8] + JPEGFixture.imageTail, "\(name)")
        }
    }

    @Test("Given random and bit-flipped inputs, when scrubbed, then nothing crashes and the output never grows")
    func fuzz() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<500 {
            let garbage = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let input = [0xFF, 0xD8] + garbage
            // Scrubbing only ever removes or blanks bytes.
            #expect((JPEGLocationScrubber.scrubbed(input) ?? input).count <= input.count)
        }
        for byteOrder in JPEGFixture.ByteOrder.allCases {
            let original = JPEGFixture(byteOrder: byteOrder).bytes
            for index in original.indices {
                for value: UInt8 in [0x00, 0xFF, ~original[index]] {
                    var mutated = original
                    mutated[index] = value
                    // Any result is acceptable here; reaching the end without trapping is the point.
                    _ = JPEGLocationScrubber.scrubbed(mutated)
                }
            }
        }
    }

    // MARK: - Reading the result back

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.firstRange(of: needle) != nil
    }

    /// The TIFF bytes of the first EXIF APP1 segment, found by walking the segments.
    private func exifTIFF(in jpeg: [UInt8]) -> [UInt8]? {
        var position = 2
        while position + 4 <= jpeg.count, jpeg[position] == 0xFF, jpeg[position + 1] != 0xDA {
            let length = Int(jpeg[position + 2]) << 8 | Int(jpeg[position + 3])
            let payload = Array(jpeg[(position + 4)..<min(position + 2 + length, jpeg.count)])
            if jpeg[position + 1] == 0xE1, payload.starts(with: Array("Exif".utf8) + [0, 0]) {
                return Array(payload.dropFirst(6))
            }
            position += 2 + length
        }
        return nil
    }

    /// IFD0's entries as (tag, 4-byte value field), read in the fixture's byte order.
    private func entries(ofIFD0In tiff: [UInt8], fixture: JPEGFixture) -> [(tag: UInt16, value: [UInt8])]? {
        let read16 = { (offset: Int) -> UInt16 in
            let (first, second) = (UInt16(tiff[offset]), UInt16(tiff[offset + 1]))
            return fixture.byteOrder == .motorola ? first << 8 | second : second << 8 | first
        }
        let ifd0 = 8
        guard tiff.count >= ifd0 + 2 else { return nil }
        let count = Int(read16(ifd0))
        guard tiff.count >= ifd0 + 2 + 12 * count else { return nil }
        return (0..<count).map { index in
            let entry = ifd0 + 2 + 12 * index
            return (read16(entry), Array(tiff[(entry + 8)..<(entry + 12)]))
        }
    }
}

// MARK: - Fixture

extension JPEGLocationScrubberTests {
    /// Builds small JPEG files byte by byte, so the scrubber tests need no binary fixtures.
    ///
    /// The image itself is a real, decodable 8×8 grey baseline JPEG; in front of it sit an EXIF APP1 segment
    /// (IFD0 with Orientation, a GPSInfo pointer and XPTitle; a GPS IFD with latitude and longitude) and an XMP APP1.
    struct JPEGFixture {
        enum ByteOrder: String, CaseIterable, Sendable {
            case intel = "II", motorola = "MM"
        }

        var byteOrder: ByteOrder = .intel
        var includesGPS = true
        var includesXMP = true
        /// Builds the bytes the scrubber should produce instead: GPS IFD blanked, GPSInfo entry removed, no XMP.
        var expectingScrubbed = false

        static let orientationRightTop: UInt16 = 6
        /// 52° 13' 30.75" N, as three RATIONALs: distinctive bytes a test can search for.
        static let latitude: [(UInt32, UInt32)] = [(52, 1), (13, 1), (3075, 100)]
        /// 21° 0' 12.34" E.
        static let longitude: [(UInt32, UInt32)] = [(21, 1), (0, 1), (1234, 100)]
        static let xmpPacket = """
            <?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?><x:xmpmeta xmlns:x='adobe:ns:meta/'>\
            <rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'><rdf:Description rdf:about='' \
            xmlns:exif='http://ns.adobe.com/exif/1.0/' exif:GPSLatitude='52,13.5125N' exif:GPSLongitude='21,0.2057E'/>\
            </rdf:RDF></x:xmpmeta><?xpacket end='w'?>
            """

        /// The whole file.
        var bytes: [UInt8] {
            var file: [UInt8] = [0xFF, 0xD8]
            file += Self.segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
            if includesXMP && !expectingScrubbed {
                file += Self.segment(
                    0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(Self.xmpPacket.utf8))
            }
            return file + Self.imageTail
        }

        /// The bytes of the rational values `values` in this fixture's byte order.
        func rationalBytes(_ values: [(UInt32, UInt32)]) -> [UInt8] {
            values.flatMap { u32($0.0) + u32($0.1) }
        }

        /// The TIFF structure inside the EXIF segment; offsets are relative to its first byte.
        var tiff: [UInt8] {
            let ifd0Offset: UInt32 = 8
            let ifd0Entries = includesGPS ? 3 : 2
            let gpsOffset = ifd0Offset + UInt32(2 + 12 * ifd0Entries + 4)
            let latitudeOffset = gpsOffset + 2 + 12 * 4 + 4
            let longitudeOffset = latitudeOffset + 24

            var ifd0: [(tag: UInt16, type: UInt16, count: UInt32, value: [UInt8])] = [
                (0x0112, 3, 1, u16(Self.orientationRightTop) + [0, 0]),  // Orientation, SHORT
                (0x8825, 4, 1, u32(gpsOffset)),  // GPSInfo, LONG
                (0x9C9B, 1, 4, Array("P".utf8) + [0, 0, 0]),  // XPTitle, BYTE (UCS-2 "P")
            ]
            if !includesGPS || expectingScrubbed { ifd0.remove(at: 1) }

            var tiff = Array(byteOrder.rawValue.utf8) + u16(42) + u32(ifd0Offset)
            tiff += u16(UInt16(ifd0.count))
            for entry in ifd0 { tiff += u16(entry.tag) + u16(entry.type) + u32(entry.count) + entry.value }
            tiff += u32(0)  // No IFD1.
            guard includesGPS else { return tiff }
            if expectingScrubbed {
                // The freed entry slot at the end of IFD0's table, then the GPS IFD with no entries, then its old
                // entries and next-IFD offset, and the rational values, all zeroed.
                return tiff + [UInt8](repeating: 0, count: 12) + u16(0) + [UInt8](repeating: 0, count: 12 * 4 + 4 + 48)
            }
            tiff += u16(4)
            tiff += u16(0x0001) + u16(2) + u32(2) + Array("N".utf8) + [0, 0, 0]  // GPSLatitudeRef, ASCII
            tiff += u16(0x0002) + u16(5) + u32(3) + u32(latitudeOffset)  // GPSLatitude, RATIONAL×3
            tiff += u16(0x0003) + u16(2) + u32(2) + Array("E".utf8) + [0, 0, 0]  // GPSLongitudeRef, ASCII
            tiff += u16(0x0004) + u16(5) + u32(3) + u32(longitudeOffset)  // GPSLongitude, RATIONAL×3
            tiff += u32(0)
            return tiff + rationalBytes(Self.latitude) + rationalBytes(Self.longitude)
        }

        /// A real 8×8 grey baseline image: DQT, SOF0, two one-code Huffman tables, SOS, one block, EOI.
        static let imageTail: [UInt8] = {
            var tail = segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // All-ones quantisation table.
            tail += segment(0xC0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0])  // 8-bit, 8×8, one component.
            // DC table 0 and AC table 0, each with a single 1-bit code: DC category 0, and AC end-of-block.
            tail += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
            tail += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
            tail += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
            // Bits "0" (DC diff 0) and "0" (EOB), padded with ones; then EOI.
            return tail + [0x3F, 0xFF, 0xD9]
        }()

        /// A marker segment: 0xFF, marker, big-endian length (counting itself), payload.
        static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
            let length = payload.count + 2
            return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }

        func u16(_ value: UInt16) -> [UInt8] {
            let bytes = [UInt8(value >> 8), UInt8(value & 0xFF)]
            return byteOrder == .motorola ? bytes : bytes.reversed()
        }

        func u32(_ value: UInt32) -> [UInt8] {
            let bytes = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return byteOrder == .motorola ? bytes : bytes.reversed()
        }
    }
}
