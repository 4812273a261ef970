/// Removes what can locate the reporter from a PNG: the GPS of its EXIF (`eXIf`, scrubbed in place,
/// so orientation stays) and its text chunks (`tEXt`, `zTXt`, `iTXt`, where XMP lives, and where a
/// comment may name the place). Nothing a renderer needs is in those chunks.
enum PNGMetadataScrubber {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let textChunks: Set<String> = ["tEXt", "zTXt", "iTXt"]

    /// The PNG without them, or `nil` when its chunks do not add up to a whole file ending in `IEND`.
    static func scrubbed(_ png: [UInt8]) -> [UInt8]? {
        guard png.starts(with: signature) else { return nil }
        var output = signature
        output.reserveCapacity(png.count)
        var position = signature.count
        while position + 12 <= png.count {
            let length =
                Int(png[position]) << 24 | Int(png[position + 1]) << 16 | Int(png[position + 2]) << 8
                | Int(png[position + 3])
            let type = String(decoding: png[position + 4..<position + 8], as: UTF8.self)
            let end = position + 12 + length
            guard length <= Int(Int32.max), end <= png.count else { return nil }
            switch type {
            case _ where textChunks.contains(type):
                break
            case "eXIf":
                // A TIFF that can be walked keeps all but its GPS (the chunk keeps its length; its CRC is computed
                // again); one that cannot goes whole.
                if let tiff = TIFFScrubber.withoutGPS(Array(png[position + 8..<position + 8 + length])) {
                    output +=
                        png[position..<position + 8] + tiff
                        + CRC32.bigEndianBytes(of: Array(png[position + 4..<position + 8]) + tiff)
                }
            default:
                output += png[position..<end]
            }
            position = end
            // Whatever trails IEND is no part of the image, and could carry anything.
            if type == "IEND" { return output }
        }
        return nil
    }
}

/// The CRC-32 PNG chunks end with (ISO 3309, as zlib computes it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func of(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    static func bigEndianBytes(of bytes: [UInt8]) -> [UInt8] {
        let crc = of(bytes)
        return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
