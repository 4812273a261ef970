/// Removes what can locate the reporter from a WebP: the GPS of its `EXIF` chunk (scrubbed in
/// place, so the rest stays; a chunk that cannot be walked goes whole) and its `XMP ` chunk, and
/// clears the `VP8X` flags of what went.
enum WebPMetadataScrubber {
    /// The WebP without them, or `nil` when its RIFF chunks do not add up to the size it declares.
    static func scrubbed(_ webp: [UInt8]) -> [UInt8]? {
        guard webp.count >= 12, webp.starts(with: Array("RIFF".utf8)), webp[8..<12].elementsEqual("WEBP".utf8) else {
            return nil
        }
        let declared = Self.uint32(webp, at: 4) + 8
        guard declared <= webp.count, declared >= 12 else { return nil }
        var chunks: [[UInt8]] = []
        var removedXMP = false
        var position = 12
        while position < declared {
            guard position + 8 <= declared else { return nil }
            let type = String(decoding: webp[position..<position + 4], as: UTF8.self)
            let size = Self.uint32(webp, at: position + 4)
            let end = position + 8 + size + size % 2  // Chunks are padded to an even size.
            guard end <= declared || (end == declared + 1 && size % 2 == 1) else { return nil }
            let payloadEnd = position + 8 + size
            switch type {
            case "XMP ":
                removedXMP = true
            case "EXIF":
                var payload = Array(webp[position + 8..<payloadEnd])
                // Some writers put JPEG's "Exif\0\0" before the TIFF.
                let prefix = payload.starts(with: Array("Exif".utf8) + [0, 0]) ? 6 : 0
                if let tiff = TIFFScrubber.withoutGPS(Array(payload[prefix...])) {
                    payload.replaceSubrange(prefix..., with: tiff)
                    chunks.append(Array(webp[position..<position + 8]) + payload + (size % 2 == 1 ? [0] : []))
                }
            default:
                chunks.append(Array(webp[position..<min(end, webp.count)]) + (end > webp.count ? [0] : []))
            }
            position = end
        }
        // The extended header's flags say which metadata chunks follow: they must not name one that went.
        let exifKept = chunks.contains { $0.starts(with: Array("EXIF".utf8)) }
        var body = Array("WEBP".utf8)
        for var chunk in chunks {
            if chunk.starts(with: Array("VP8X".utf8)), chunk.count > 8 {
                if removedXMP { chunk[8] &= ~0x04 }
                if !exifKept { chunk[8] &= ~0x08 }
            }
            body += chunk
        }
        let size = UInt32(body.count)
        return Array("RIFF".utf8) + [
            UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24),
        ] + body
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }
}
