/// A generated stand-in photo (a paw print on a plain background) for demo reports that have no real picture.
///
/// The PNG is encoded by hand, with uncompressed ("stored") deflate blocks, because Foundation on Linux exposes
/// no zlib API and a flat placeholder is not worth a compression dependency.
public enum PlaceholderImage {
    /// Side lengths are clamped to this range so a bad argument can neither make an invalid PNG nor exhaust memory.
    public static let sideRange = 1...2048

    /// An 8-bit RGB PNG of the given size showing a `foreground` paw print centred on a `background` colour.
    public static func png(
        width: Int, height: Int, background: (UInt8, UInt8, UInt8), foreground: (UInt8, UInt8, UInt8)
    ) -> [UInt8] {
        let width = min(max(width, sideRange.lowerBound), sideRange.upperBound)
        let height = min(max(height, sideRange.lowerBound), sideRange.upperBound)
        let pixels = scanlines(width: width, height: height, background: background, foreground: foreground)

        // Bit depth 8, colour type 2 (RGB), deflate compression, adaptive filtering, no interlace.
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibStored(pixels))
        png += chunk("IEND", [])
        return png
    }

    /// The raw image data: per row, filter type 0 (none) followed by the row's RGB triples.
    private static func scanlines(
        width: Int, height: Int, background: (UInt8, UInt8, UInt8), foreground: (UInt8, UInt8, UInt8)
    ) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(height * (1 + width * 3))
        // Shapes are laid out in units of the shorter side so the paw keeps its proportions on any canvas.
        let unit = Double(min(width, height))
        for y in 0..<height {
            data.append(0)
            for x in 0..<width {
                // Sample at the pixel's centre, relative to the canvas centre.
                let u = (Double(x) + 0.5 - Double(width) / 2) / unit
                let v = (Double(y) + 0.5 - Double(height) / 2) / unit
                let (red, green, blue) = pawPrint.contains { $0.contains(u, v) } ? foreground : background
                data += [red, green, blue]
            }
        }
        return data
    }

    /// An axis-aligned ellipse in canvas units (centre at 0, 0; y grows downwards).
    private struct Ellipse {
        package let centerX, centerY, radiusX, radiusY: Double

        package func contains(_ x: Double, _ y: Double) -> Bool {
            let dx = (x - centerX) / radiusX
            let dy = (y - centerY) / radiusY
            return dx * dx + dy * dy <= 1
        }
    }

    /// A large pad below an arc of four toes: recognisable as a paw even at thumbnail size.
    private static let pawPrint: [Ellipse] = [
        Ellipse(centerX: 0, centerY: 0.13, radiusX: 0.21, radiusY: 0.17),
        Ellipse(centerX: -0.25, centerY: -0.10, radiusX: 0.075, radiusY: 0.095),
        Ellipse(centerX: -0.09, centerY: -0.25, radiusX: 0.075, radiusY: 0.095),
        Ellipse(centerX: 0.09, centerY: -0.25, radiusX: 0.075, radiusY: 0.095),
        Ellipse(centerX: 0.25, centerY: -0.10, radiusX: 0.075, radiusY: 0.095),
    ]

    /// A PNG chunk: big-endian data length, type, data, then the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// A zlib stream (RFC 1950) holding `data` in stored deflate blocks (RFC 1951 §3.2.4), then its Adler-32.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78 = deflate with a 32 KiB window; FLG 0x01 makes (CMF << 8 | FLG) a multiple of 31, as required.
        var stream: [UInt8] = [0x78, 0x01]
        let blockLimit = Int(UInt16.max)
        var start = 0
        repeat {
            let end = min(start + blockLimit, data.count)
            let length = UInt16(end - start)
            // Header bits: BFINAL on the last block, BTYPE 00 (stored); then LEN and its complement, little-endian.
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        stream += bigEndian(adler32(data))
        return stream
    }

    /// The four bytes of `value`, most significant first, as PNG and zlib store integers.
    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Adler-32 (RFC 1950 §8.2), reducing modulo 65521 every 5552 bytes, the most that cannot overflow 32 bits.
    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            let end = min(index + 5552, data.count)
            for byte in data[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }

    /// CRC-32 as PNG and zlib define it (reflected polynomial 0xEDB88320, initial and final XOR 0xFFFFFFFF).
    private static func crc32(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(UInt32.max) { crc, byte in
            crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
    }

    /// The byte-at-a-time lookup table for `crc32`, built once.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
