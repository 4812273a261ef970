/// Removes the metadata that can reveal where a JPEG was taken (EXIF GPS, XMP, IPTC and comments),
/// leaving the image and the rest of its metadata (orientation, colour profile) intact.
///
/// Reports show photos of pets publicly; a phone photo's EXIF GPS block or XMP packet would otherwise publish
/// the reporter's home. Only location is removed so that orientation, colour profile and the like still apply.
public enum JPEGLocationScrubber {
    /// The JPEG without EXIF GPS data and XMP packets, or `nil` when its segments cannot be walked safely
    /// (not a JPEG, truncated before its scan, out-of-range lengths): such a file cannot be vouched for, so the
    /// caller refuses it rather than publish a location it could not find. An EXIF block whose TIFF structure
    /// does not add up is dropped whole, for the same reason.
    public static func scrubbed(_ jpeg: [UInt8]) -> [UInt8]? {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == Marker.startOfImage else { return nil }
        var output = Array(jpeg[0..<2])
        output.reserveCapacity(jpeg.count)
        var position = 2
        var hasSeenExif = false
        while position < jpeg.count {
            guard jpeg[position] == 0xFF else { return nil }
            // Any marker may be preceded by 0xFF fill bytes; they are skipped to find the marker but kept in the copy.
            var markerIndex = position + 1
            while markerIndex < jpeg.count, jpeg[markerIndex] == 0xFF { markerIndex += 1 }
            guard markerIndex < jpeg.count else { return nil }
            let marker = jpeg[markerIndex]
            switch marker {
            case 0x00, Marker.startOfImage:
                // A stuffed zero or a second SOI cannot appear between segments.
                return nil
            case Marker.endOfImage:
                // Whatever trails EOI is not ours to interpret; keep it as it is.
                output.append(contentsOf: jpeg[position...])
                return output
            case Marker.temporary, Marker.restartRange:
                // Stand-alone markers have no length field.
                output.append(contentsOf: jpeg[position...markerIndex])
                position = markerIndex + 1
                continue
            default:
                break
            }
            // Length is big-endian and counts itself but not the marker.
            guard markerIndex + 2 < jpeg.count else { return nil }
            let length = Int(jpeg[markerIndex + 1]) << 8 | Int(jpeg[markerIndex + 2])
            let payloadStart = markerIndex + 3
            let segmentEnd = markerIndex + 1 + length
            guard length >= 2, segmentEnd <= jpeg.count else { return nil }
            let payload = jpeg[payloadStart..<segmentEnd]

            if marker == Marker.startOfScan {
                // After SOS comes entropy-coded data, which has no segment structure to walk: copy it verbatim.
                output.append(contentsOf: jpeg[position...])
                return output
            }
            if marker == Marker.app1, payload.starts(with: xmpSignature) || payload.starts(with: extendedXMPSignature) {
                // XMP can repeat the location (exif:GPSLatitude, …) in free-form RDF; drop the whole packet.
                position = segmentEnd
                continue
            }
            if marker == Marker.app13 || marker == Marker.comment {
                // IPTC (Photoshop's APP13) names the place (city, sub-location) in words; a comment may too.
                position = segmentEnd
                continue
            }
            let isExif = marker == Marker.app1 && payload.starts(with: exifSignature)
            let tiffStart = payloadStart + exifSignature.count
            if isExif, hasSeenExif, !TIFFScrubber.startsWithHeader(jpeg[tiffStart..<segmentEnd]) {
                // A continuation of "multi-segment EXIF" (ExifTool's workaround for EXIF over 64 KiB, which
                // standard readers ignore). Its bytes belong to the first segment's TIFF and may hold location
                // values that cannot be located from here, so it is dropped rather than passed on.
                position = segmentEnd
                continue
            }
            if isExif {
                hasSeenExif = true
                guard let tiff = TIFFScrubber.withoutGPS(Array(jpeg[tiffStart..<segmentEnd])) else {
                    // Unreadable offsets may still hide a location: losing the rest of this EXIF is the safe side.
                    position = segmentEnd
                    continue
                }
                output.append(contentsOf: jpeg[position..<payloadStart])
                output.append(contentsOf: exifSignature)
                output.append(contentsOf: tiff)
            } else {
                output.append(contentsOf: jpeg[position..<segmentEnd])
            }
            position = segmentEnd
        }
        // Ran out of bytes before SOS or EOI: the file is truncated.
        return nil
    }

    private enum Marker {
        static let startOfImage: UInt8 = 0xD8
        static let endOfImage: UInt8 = 0xD9
        static let startOfScan: UInt8 = 0xDA
        static let temporary: UInt8 = 0x01
        static let restartRange: ClosedRange<UInt8> = 0xD0...0xD7
        static let app1: UInt8 = 0xE1
        static let app13: UInt8 = 0xED
        static let comment: UInt8 = 0xFE
    }

    private static let exifSignature: [UInt8] = Array("Exif".utf8) + [0, 0]
    private static let xmpSignature: [UInt8] = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]
    /// Extended XMP carries the overflow of a large XMP packet, which may hold the location just as well.
    private static let extendedXMPSignature: [UInt8] = Array("http://ns.adobe.com/xmp/extension/".utf8) + [0]
}
