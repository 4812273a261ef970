/// Removes what can locate the reporter from a HEIC/HEIF (the iPhone's default): the GPS of its
/// `Exif` item and its XMP item (`mime`, `application/rdf+xml`). Both are found through the `meta`
/// box (`iinf` names the items, `iloc` says where their bytes are) and changed in place, so no
/// offset in the file moves: the Exif item keeps everything but its GPS, the XMP item is blanked
/// with spaces. Orientation and the rest live in item properties (`iprp`), which stay.
enum HEIFMetadataScrubber {
    /// The file with them removed, or `nil` when its boxes, items or extents cannot be walked, or an
    /// item's bytes live where they cannot be changed safely (built from other items).
    static func scrubbed(_ file: [UInt8]) -> [UInt8]? {
        var reader = BoxReader(bytes: file)
        guard let top = reader.boxes(in: 0..<file.count), top.first?.type == "ftyp",
            let meta = top.first(where: { $0.type == "meta" })
        else { return nil }
        // `meta` is a full box: version and flags before its children.
        guard meta.body.count >= 4, let children = reader.boxes(in: meta.body.lowerBound + 4..<meta.body.upperBound),
            let iinf = children.first(where: { $0.type == "iinf" }),
            let iloc = children.first(where: { $0.type == "iloc" }),
            let items = reader.items(in: iinf), let locations = reader.locations(in: iloc)
        else { return nil }
        let idat = children.first { $0.type == "idat" }?.body
        var output = file
        for item in items where item.isExif || item.isXMP {
            guard let location = locations[item.id] else { continue }
            var ranges: [Range<Int>] = []
            // Offsets count from the file's start (construction 0) or from `idat`'s data (1).
            let container: Range<Int>
            switch (location.construction, idat) {
            case (0, _): container = 0..<file.count
            case (1, let idat?): container = idat
            default: return nil
            }
            for extent in location.extents {
                let start = container.lowerBound + location.baseOffset + extent.offset
                // A length of 0 means "to the end" of the container.
                let end = extent.length == 0 ? container.upperBound : start + extent.length
                guard start >= 0, start <= end, end <= file.count else { return nil }
                ranges.append(start..<end)
            }
            if item.isXMP {
                for range in ranges { output.replaceSubrange(range, with: repeatElement(0x20, count: range.count)) }
            } else if ranges.count == 1, let range = ranges.first, range.count >= 4 {
                // The Exif item: a 4-byte offset to the TIFF header, then the TIFF.
                let offset =
                    Int(file[range.lowerBound]) << 24 | Int(file[range.lowerBound + 1]) << 16
                    | Int(file[range.lowerBound + 2]) << 8 | Int(file[range.lowerBound + 3])
                let tiffStart = range.lowerBound + 4 + offset
                if tiffStart < range.upperBound,
                    let tiff = TIFFScrubber.withoutGPS(Array(file[tiffStart..<range.upperBound]))
                {
                    output.replaceSubrange(tiffStart..<range.upperBound, with: tiff)
                } else {
                    output.replaceSubrange(range, with: repeatElement(0, count: range.count))
                }
            } else {
                // Exif in pieces: its TIFF offsets cannot be followed across them; none of it stays.
                for range in ranges { output.replaceSubrange(range, with: repeatElement(0, count: range.count)) }
            }
        }
        return output
    }

    struct Box {
        let type: String
        let body: Range<Int>
    }

    struct Item {
        let id: Int
        let type: String
        let contentType: String

        var isExif: Bool { type == "Exif" }
        var isXMP: Bool { type == "mime" && contentType.lowercased().hasPrefix("application/rdf+xml") }
    }

    struct Location {
        var construction = 0
        var baseOffset = 0
        var extents: [(offset: Int, length: Int)] = []
    }

    /// Reads ISO base media file format structures, refusing (returning `nil`) anything out of bounds.
    struct BoxReader {
        let bytes: [UInt8]

        /// The boxes that exactly fill `range`.
        func boxes(in range: Range<Int>) -> [Box]? {
            var boxes: [Box] = []
            var position = range.lowerBound
            while position < range.upperBound {
                guard let size32 = uint(at: position, size: 4), position + 8 <= range.upperBound else { return nil }
                let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
                var header = 8, size = size32
                if size32 == 1 {
                    guard let large = uint(at: position + 8, size: 8) else { return nil }
                    header = 16
                    size = large
                } else if size32 == 0 {
                    size = range.upperBound - position
                }
                guard size >= header, position + size <= range.upperBound else { return nil }
                boxes.append(Box(type: type, body: position + header..<position + size))
                position += size
            }
            return boxes
        }

        /// The items `iinf` describes (its `infe` entries).
        func items(in iinf: Box) -> [Item]? {
            var position = iinf.body.lowerBound
            guard let version = uint(at: position, size: 1) else { return nil }
            position += 4
            let countSize = version == 0 ? 2 : 4
            guard uint(at: position, size: countSize) != nil else { return nil }
            position += countSize
            guard let entries = boxes(in: position..<iinf.body.upperBound) else { return nil }
            var items: [Item] = []
            for entry in entries where entry.type == "infe" {
                var at = entry.body.lowerBound
                guard let version = uint(at: at, size: 1) else { return nil }
                at += 4
                let idSize = version == 3 ? 4 : 2
                guard let id = uint(at: at, size: idSize) else { return nil }
                at += idSize + 2  // the item's protection index
                var type = "mime"
                if version >= 2 {
                    guard at + 4 <= entry.body.upperBound else { return nil }
                    type = String(decoding: bytes[at..<at + 4], as: UTF8.self)
                    at += 4
                }
                guard let (_, afterName) = string(at: at, before: entry.body.upperBound) else { return nil }
                var contentType = ""
                if type == "mime", let (text, _) = string(at: afterName, before: entry.body.upperBound) {
                    contentType = text
                }
                items.append(Item(id: id, type: type, contentType: contentType))
            }
            return items
        }

        /// Where each item's bytes are, as `iloc` says (versions 0, 1 and 2).
        func locations(in iloc: Box) -> [Int: Location]? {
            var position = iloc.body.lowerBound
            guard let version = uint(at: position, size: 1), version <= 2,
                let sizes = uint(at: position + 4, size: 2)
            else { return nil }
            position += 6
            let offsetSize = sizes >> 12 & 0xF, lengthSize = sizes >> 8 & 0xF, baseOffsetSize = sizes >> 4 & 0xF
            let indexSize = version == 0 ? 0 : sizes & 0xF
            let countSize = version < 2 ? 2 : 4
            guard let count = uint(at: position, size: countSize) else { return nil }
            position += countSize
            var locations: [Int: Location] = [:]
            for _ in 0..<count {
                let idSize = version < 2 ? 2 : 4
                guard let id = uint(at: position, size: idSize) else { return nil }
                position += idSize
                var location = Location()
                if version >= 1 {
                    guard let method = uint(at: position, size: 2) else { return nil }
                    location.construction = method & 0xF
                    position += 2
                }
                position += 2  // the data reference index
                guard let base = uint(at: position, size: baseOffsetSize),
                    let extents = uint(at: position + baseOffsetSize, size: 2)
                else { return nil }
                location.baseOffset = base
                position += baseOffsetSize + 2
                for _ in 0..<extents {
                    position += indexSize
                    guard let offset = uint(at: position, size: offsetSize),
                        let length = uint(at: position + offsetSize, size: lengthSize)
                    else { return nil }
                    location.extents.append((offset, length))
                    position += offsetSize + lengthSize
                }
                guard position <= iloc.body.upperBound else { return nil }
                locations[id] = location
            }
            return locations
        }

        /// A big-endian unsigned number of `size` bytes (0 reads as 0), `nil` out of bounds or too large.
        func uint(at offset: Int, size: Int) -> Int? {
            guard size == 0 || (offset >= 0 && offset + size <= bytes.count), size <= 8 else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max / 2) ? Int(value) : nil
        }

        /// A zero-terminated string and the position after its terminator.
        func string(at offset: Int, before end: Int) -> (String, Int)? {
            guard offset <= end, let terminator = bytes[offset..<end].firstIndex(of: 0) else { return nil }
            return (String(decoding: bytes[offset..<terminator], as: UTF8.self), terminator + 1)
        }
    }
}
