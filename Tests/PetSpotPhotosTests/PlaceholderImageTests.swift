import Testing
import PetSpotPhotos

@Suite("Placeholder image")
struct PlaceholderImageTests {
    private static let sand: (UInt8, UInt8, UInt8) = (0xF4, 0xE4, 0xC8)
    private static let brown: (UInt8, UInt8, UInt8) = (0x6B, 0x42, 0x26)

    private static func makePNG(width: Int, height: Int) -> [UInt8] {
        PlaceholderImage.png(width: width, height: height, background: sand, foreground: brown)
    }

    @Test("Given a size, when a placeholder is made, then it starts with the PNG signature")
    func signature() {
        #expect(Self.makePNG(width: 16, height: 16).starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test(
        "Given a size, when a placeholder is made, then IHDR declares that size as 8-bit RGB",
        arguments: [(1, 1), (64, 48), (300, 200), (7, 301)]
    )
    func header(width: Int, height: Int) throws {
        let chunks = try #require(Self.chunks(of: Self.makePNG(width: width, height: height)))
        let ihdr = try #require(chunks.first)
        #expect(ihdr.type == "IHDR")
        #expect(ihdr.data == Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
    }

    @Test("Given a placeholder, when its chunks are read, then every CRC verifies and they come in PNG order")
    func chunkCRCs() throws {
        let chunks = try #require(Self.chunks(of: Self.makePNG(width: 300, height: 200)))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.crc == Self.referenceCRC32(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)")
        }
    }

    @Test(
        "Given a placeholder, when its IDAT is inflated, then it holds unfiltered rows with a paw in the middle",
        arguments: [(64, 48), (300, 200)]  // 300×200 needs more than one 65535-byte stored block.
    )
    func pixelData(width: Int, height: Int) throws {
        let chunks = try #require(Self.chunks(of: Self.makePNG(width: width, height: height)))
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        let raw = try #require(Self.inflateStored(idat.data))
        let rowLength = 1 + 3 * width
        #expect(raw.count == height * rowLength)
        #expect(stride(from: 0, to: raw.count, by: rowLength).allSatisfy { raw[$0] == 0 })

        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(raw[(y * rowLength + 1 + 3 * x)..<(y * rowLength + 4 + 3 * x)])
        }
        let brown = [Self.brown.0, Self.brown.1, Self.brown.2]
        let sand = [Self.sand.0, Self.sand.1, Self.sand.2]
        #expect(pixel(0, 0) == sand)
        #expect(pixel(width - 1, height - 1) == sand)
        #expect(pixel(width / 2, height / 2 + height / 8) == brown)  // The main pad, just below the centre.
    }

    @Test(
        "Given a size out of range, when a placeholder is made, then it is clamped to a valid PNG",
        arguments: [(0, 0, 1, 1), (-5, 3, 1, 3), (10_000, 1, 2048, 1)]
    )
    func clampedSize(width: Int, height: Int, expectedWidth: Int, expectedHeight: Int) throws {
        let chunks = try #require(Self.chunks(of: Self.makePNG(width: width, height: height)))
        let size = Self.bigEndian(UInt32(expectedWidth)) + Self.bigEndian(UInt32(expectedHeight))
        #expect(chunks.first.map { Array($0.data.prefix(8)) } == size)
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        #expect(Self.inflateStored(idat.data)?.count == expectedHeight * (1 + 3 * expectedWidth))
    }

    // MARK: - An independent reader

    private struct Chunk {
        let type: String
        let data: [UInt8]
        let crc: UInt32
    }

    /// The chunks after the signature, or `nil` if the layout is broken.
    private static func chunks(of png: [UInt8]) -> [Chunk]? {
        var chunks: [Chunk] = []
        var position = 8
        while position < png.count {
            guard position + 12 <= png.count else { return nil }
            let length = Int(readBigEndian(png, at: position))
            guard position + 12 + length <= png.count else { return nil }
            let type = String(decoding: png[(position + 4)..<(position + 8)], as: UTF8.self)
            let data = Array(png[(position + 8)..<(position + 8 + length)])
            chunks.append(Chunk(type: type, data: data, crc: readBigEndian(png, at: position + 8 + length)))
            position += 12 + length
        }
        return chunks
    }

    /// The payload of a zlib stream made only of stored blocks, checking header, block lengths and Adler-32.
    private static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            return nil
        }
        var output: [UInt8] = []
        var position = 2
        var isFinal = false
        while !isFinal {
            guard position + 5 <= stream.count, stream[position] & 0b110 == 0 else { return nil }
            isFinal = stream[position] & 1 == 1
            let length = Int(stream[position + 1]) | Int(stream[position + 2]) << 8
            let complement = Int(stream[position + 3]) | Int(stream[position + 4]) << 8
            guard length ^ complement == 0xFFFF, position + 5 + length <= stream.count else { return nil }
            output += stream[(position + 5)..<(position + 5 + length)]
            position += 5 + length
        }
        guard position + 4 == stream.count, readBigEndian(stream, at: position) == referenceAdler32(output) else {
            return nil
        }
        return output
    }

    /// Bit-by-bit CRC-32, deliberately not the table-driven code under test.
    private static func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 reduced after every byte, deliberately not the batched code under test.
    private static func referenceAdler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
