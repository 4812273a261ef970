extension PhotoType {
    /// The type an image's leading bytes (its magic number) reveal, or `nil` when they match no supported type.
    ///
    /// A file's name and declared MIME type are chosen by the sender, so they cannot be trusted to say what an
    /// upload really is; the first bytes of the content can. Short or truncated input simply yields `nil`.
    public init?(sniffing bytes: some Collection<UInt8>) {
        // Every signature fits well inside this prefix; copying it once gives cheap, bounds-checked indexing
        // whatever collection the caller passes (Data, ByteBuffer view, array slice…).
        let head = Array(bytes.prefix(Self.sniffPrefixLength))
        if head.starts(with: Self.jpegMagic) {
            self = .jpeg
        } else if head.starts(with: Self.pngMagic) {
            self = .png
        } else if head.starts(with: Self.gif87aMagic) || head.starts(with: Self.gif89aMagic) {
            self = .gif
        } else if Self.isWebP(head) {
            self = .webp
        } else if Self.isHEIF(head) {
            self = .heic
        } else {
            return nil
        }
    }

    /// How many leading bytes sniffing looks at: enough for an `ftyp` box with many compatible brands.
    private static let sniffPrefixLength = 512

    private static let jpegMagic: [UInt8] = [0xFF, 0xD8, 0xFF]
    private static let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let gif87aMagic = Array("GIF87a".utf8)
    private static let gif89aMagic = Array("GIF89a".utf8)

    /// The ISO-BMFF brands that mark an HEIF/HEIC still image or image sequence.
    private static let heifBrands: Set<[UInt8]> = Set(
        ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"].map { Array($0.utf8) }
    )

    /// Major brands of AVIF, which also lists the generic `mif1`/`msf1` brands but is AV1-coded, not HEVC:
    /// calling it HEIC would mislabel it as `image/heic`, so it is rejected like any other unsupported type.
    private static let avifBrands: Set<[UInt8]> = Set(["avif", "avis"].map { Array($0.utf8) })

    /// WebP is a RIFF container: `RIFF`, a 4-byte little-endian size, then the form type `WEBP`.
    private static func isWebP(_ head: [UInt8]) -> Bool {
        head.count >= 12 && head[0..<4].elementsEqual("RIFF".utf8) && head[8..<12].elementsEqual("WEBP".utf8)
    }

    /// HEIF starts with an ISO-BMFF `ftyp` box (big-endian size, `ftyp`, major brand, minor version,
    /// compatible brands); it is HEIF when the major brand or a compatible brand is a HEIF brand.
    private static func isHEIF(_ head: [UInt8]) -> Bool {
        guard head.count >= 12, head[4..<8].elementsEqual("ftyp".utf8) else { return false }
        let declaredSize = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
        // Size 0 means "to the end of the file"; size 1 (a 64-bit size) and sizes too small to hold the
        // major brand and minor version are not a plausible `ftyp` box.
        let boxEnd: Int
        switch declaredSize {
        case 0: boxEnd = head.count
        case 16...: boxEnd = min(declaredSize, head.count)
        default: return false
        }
        let majorBrand = Array(head[8..<12])
        if avifBrands.contains(majorBrand) { return false }
        if heifBrands.contains(majorBrand) { return true }
        // Compatible brands follow the 4-byte minor version; a truncated box is read as far as it goes.
        var offset = 16
        while offset + 4 <= boxEnd {
            if heifBrands.contains(Array(head[offset..<offset + 4])) { return true }
            offset += 4
        }
        return false
    }
}
