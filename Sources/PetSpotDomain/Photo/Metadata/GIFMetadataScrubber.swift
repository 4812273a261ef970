/// Removes what can locate the reporter from a GIF: its comment extensions and its application
/// extensions other than the animation loop (`NETSCAPE2.0`), XMP's among them.
enum GIFMetadataScrubber {
    /// The GIF without them, or `nil` when its blocks cannot be walked to the trailer.
    static func scrubbed(_ gif: [UInt8]) -> [UInt8]? {
        guard gif.count >= 13, gif.starts(with: Array("GIF87a".utf8)) || gif.starts(with: Array("GIF89a".utf8)) else {
            return nil
        }
        var position = 13
        if gif[10] & 0x80 != 0 { position += 3 << (Int(gif[10] & 0x07) + 1) }  // the global colour table
        var output = Array(gif[0..<min(position, gif.count)])
        guard position <= gif.count else { return nil }
        while position < gif.count {
            switch gif[position] {
            case 0x3B:  // trailer
                return output + [0x3B]
            case 0x2C:  // image: descriptor, local colour table, LZW code size, data sub-blocks
                guard position + 10 <= gif.count else { return nil }
                var end = position + 10
                if gif[position + 9] & 0x80 != 0 { end += 3 << (Int(gif[position + 9] & 0x07) + 1) }
                end += 1
                guard end <= gif.count, let dataEnd = subBlocksEnd(gif, from: end) else { return nil }
                output += gif[position..<dataEnd]
                position = dataEnd
            case 0x21:  // extension: label, sub-blocks
                guard position + 2 <= gif.count, let end = subBlocksEnd(gif, from: position + 2) else { return nil }
                let label = gif[position + 1]
                let isLoop =
                    label == 0xFF && position + 14 <= gif.count
                    && gif[position + 3..<position + 14].elementsEqual("NETSCAPE2.0".utf8)
                // Graphic control (0xF9) and plain text (0x01) draw the image; a comment (0xFE) or an
                // application's data (0xFF, but the loop count) is metadata.
                if label == 0xF9 || label == 0x01 || isLoop { output += gif[position..<end] }
                position = end
            default:
                return nil
            }
        }
        return nil
    }

    /// Where the data sub-blocks starting at `start` end (after their zero-length terminator).
    private static func subBlocksEnd(_ gif: [UInt8], from start: Int) -> Int? {
        var position = start
        while position < gif.count {
            let size = Int(gif[position])
            position += 1 + size
            if size == 0 { return position <= gif.count ? position : nil }
        }
        return nil
    }
}
