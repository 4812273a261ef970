/// Blanks the GPS IFD of an EXIF TIFF structure in place, so that no other offset in it moves.
struct TIFFScrubber {
    private var bytes: [UInt8]
    private let bigEndian: Bool

    private static let gpsInfoTag: UInt16 = 0x8825
    private static let entrySize = 12

    /// Whether `bytes` open with a TIFF header ("II" or "MM", then 42 in that byte order).
    static func startsWithHeader(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: [0x49, 0x49, 42, 0]) || bytes.starts(with: [0x4D, 0x4D, 0, 42])
    }

    /// The TIFF bytes with the GPS IFD emptied and IFD0's pointer to it removed, or `nil` if malformed.
    static func withoutGPS(_ tiff: [UInt8]) -> [UInt8]? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): bigEndian = false  // "II", Intel
        case (0x4D, 0x4D): bigEndian = true  // "MM", Motorola
        default: return nil
        }
        var scrubber = TIFFScrubber(bytes: tiff, bigEndian: bigEndian)
        guard scrubber.uint16(at: 2) == 42, scrubber.removeGPS() else { return nil }
        return scrubber.bytes
    }

    /// Removes every GPSInfo pointer of IFD0 (normally one) and blanks what it points to; `false` if malformed.
    private mutating func removeGPS() -> Bool {
        guard let ifd0 = uint32(at: 4).map(Int.init) else { return false }
        // Each pass removes one entry, so this ends; a failure discards the whole copy (see `withoutGPS`).
        while let ifd0Count = entryCount(ofIFDAt: ifd0) {
            let gpsEntryIndex = (0..<ifd0Count).first { uint16(at: entryOffset(ifd0, $0)) == Self.gpsInfoTag }
            guard let gpsEntryIndex else { return true }
            guard removeGPS(entryIndex: gpsEntryIndex, ofIFDAt: ifd0, count: ifd0Count) else { return false }
        }
        return false
    }

    /// Validates everything first and only then writes, so a failure leaves this IFD untouched.
    private mutating func removeGPS(entryIndex gpsEntryIndex: Int, ofIFDAt ifd0: Int, count ifd0Count: Int) -> Bool {
        guard let gpsIFD = uint32(at: entryOffset(ifd0, gpsEntryIndex) + 8).map(Int.init),
            let gpsCount = entryCount(ofIFDAt: gpsIFD)
        else { return false }
        var valueRanges: [Range<Int>] = []
        for index in 0..<gpsCount {
            let entry = entryOffset(gpsIFD, index)
            guard let type = uint16(at: entry + 2), let count = uint32(at: entry + 4) else { return false }
            // An unknown type has no known size; its value cannot be located, and readers skip such entries.
            guard let unitSize = Self.unitSize(ofType: type) else { continue }
            let size = unitSize * Int(count)
            // Values of up to 4 bytes sit inline in the entry, which is zeroed anyway.
            guard size > 4 else { continue }
            guard let valueOffset = uint32(at: entry + 8).map(Int.init),
                valueOffset <= bytes.count, size <= bytes.count - valueOffset
            else { return false }
            valueRanges.append(valueOffset..<valueOffset + size)
        }

        for range in valueRanges { zero(range) }
        // Zeroing the entries too means the inline values (e.g. the N/S reference) go, and a reader that
        // honours the new count of 0 finds a next-IFD offset of 0 right after it.
        write(0, at: gpsIFD)
        zero(gpsIFD + 2..<entryOffset(gpsIFD, gpsCount))
        removeEntry(at: gpsEntryIndex, ofIFDAt: ifd0, count: ifd0Count)
        return true
    }

    /// Drops an entry by sliding the later entries and the next-IFD offset down over it. This moves bytes only
    /// inside IFD0's own table, which no offset points into, so nothing else shifts; unlike retagging the entry
    /// it keeps the tags in the ascending order TIFF requires and leaves no stray tag for validators to flag.
    private mutating func removeEntry(at index: Int, ofIFDAt ifd: Int, count: Int) {
        let removed = entryOffset(ifd, index)
        let tableEnd = entryOffset(ifd, count) + 4  // Including the 4-byte next-IFD offset.
        bytes.replaceSubrange(removed..<tableEnd - Self.entrySize, with: bytes[removed + Self.entrySize..<tableEnd])
        zero(tableEnd - Self.entrySize..<tableEnd)
        write(UInt16(count - 1), at: ifd)
    }

    /// The number of entries of the IFD at `offset`, if its whole table and next-IFD offset are in bounds.
    private func entryCount(ofIFDAt offset: Int) -> Int? {
        guard let count = uint16(at: offset).map(Int.init),
            entryOffset(offset, count) + 4 <= bytes.count
        else { return nil }
        return count
    }

    private func entryOffset(_ ifd: Int, _ index: Int) -> Int { ifd + 2 + index * Self.entrySize }

    /// Bytes per value of a TIFF field type (TIFF 6.0 types 1–12, plus 13 = IFD from the EXIF/TIFF-EP specs).
    private static func unitSize(ofType type: UInt16) -> Int? {
        switch type {
        case 1, 2, 6, 7: 1  // BYTE, ASCII, SBYTE, UNDEFINED
        case 3, 8: 2  // SHORT, SSHORT
        case 4, 9, 11, 13: 4  // LONG, SLONG, FLOAT, IFD
        case 5, 10, 12: 8  // RATIONAL, SRATIONAL, DOUBLE
        default: nil
        }
    }

    private func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
    }

    private func uint32(at offset: Int) -> UInt32? {
        guard let first = uint16(at: offset).map(UInt32.init), let second = uint16(at: offset + 2).map(UInt32.init)
        else { return nil }
        return bigEndian ? first << 16 | second : second << 16 | first
    }

    /// Callers only write where a successful read has already proved the bytes exist.
    private mutating func write(_ value: UInt16, at offset: Int) {
        let (high, low) = (UInt8(value >> 8), UInt8(value & 0xFF))
        bytes[offset] = bigEndian ? high : low
        bytes[offset + 1] = bigEndian ? low : high
    }

    private mutating func zero(_ range: Range<Int>) {
        bytes.replaceSubrange(range, with: repeatElement(0, count: range.count))
    }
}

extension TIFFScrubber {
    private static let orientationTag: UInt16 = 0x0112

    /// The orientation IFD0 states (a SHORT), read with the same bounds checks as the scrubbing.
    static func orientation(in tiff: [UInt8]) -> UInt16? {
        guard tiff.count >= 8 else { return nil }
        let reader: TIFFScrubber
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): reader = TIFFScrubber(bytes: tiff, bigEndian: false)
        case (0x4D, 0x4D): reader = TIFFScrubber(bytes: tiff, bigEndian: true)
        default: return nil
        }
        guard reader.uint16(at: 2) == 42, let ifd0 = reader.uint32(at: 4).map(Int.init),
            let count = reader.entryCount(ofIFDAt: ifd0)
        else { return nil }
        for index in 0..<count {
            let entry = reader.entryOffset(ifd0, index)
            guard reader.uint16(at: entry) == orientationTag else { continue }
            // Type SHORT, count 1: the value sits in the entry's first two value bytes.
            guard reader.uint16(at: entry + 2) == 3, reader.uint32(at: entry + 4) == 1 else { return nil }
            return reader.uint16(at: entry + 8)
        }
        return nil
    }
}
