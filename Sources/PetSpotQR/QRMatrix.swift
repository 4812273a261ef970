/// A symbol's modules as they are drawn (ISO/IEC 18004 §6.3, §7.7–7.9): the function patterns
/// (finders with their separators, timing, alignment, the dark module), the places kept for the
/// format and version information, the codewords in their two-column zigzag, a mask, and the
/// format bits. `x` is the column, `y` the row.
struct QRMatrix {
    let version: Int
    let size: Int
    private(set) var dark: [Bool]
    /// Modules of the function patterns and information areas: never data, never masked.
    private var reserved: [Bool]

    init(version: Int) {
        self.version = version
        size = QRVersionTable.size(version)
        dark = Array(repeating: false, count: size * size)
        reserved = Array(repeating: false, count: size * size)
        drawFunctionPatterns()
    }

    subscript(x: Int, y: Int) -> Bool { dark[y * size + x] }

    private mutating func set(_ x: Int, _ y: Int, _ isDark: Bool) {
        dark[y * size + x] = isDark
        reserved[y * size + x] = true
    }

    private mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(x, y) }
        let centres = QRVersionTable.alignmentCentres(version)
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() {
                // Not over the three finders.
                let last = centres.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(x, y)
            }
        }
        // Reserved now, drawn once the mask is known.
        drawFormat(level: .medium, mask: 0)
        drawVersion()
    }

    /// A 7×7 finder with its light separator, centred on (x, y), cut at the symbol's edges.
    private mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (column, row) = (x + dx, y + dy)
                guard (0..<size).contains(column), (0..<size).contains(row) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(column, row, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(_ x: Int, _ y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (the level, the mask, a BCH(15,5) code, XOR 0x5412: §7.9), twice, and
    /// the dark module beside the lower-left finder.
    mutating func drawFormat(level: QRErrorCorrection, mask: Int) {
        let bits = Self.formatBits(level: level, mask: mask)
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// From version 7: the version in 6 bits and a BCH(18,6) code, in two 6×3 blocks (§7.10).
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        let bits = Self.versionBits(version)
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(a, b, isDark)
            set(b, a, isDark)
        }
    }

    /// The codewords' bits, most significant first, up and down two columns at a time from the
    /// bottom right, skipping the vertical timing column and every reserved module (§7.7.3).
    mutating func placeCodewords(_ codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for column in [right, right - 1] where !reserved[y * size + column] && bit < codewords.count * 8 {
                    dark[y * size + column] = (codewords[bit >> 3] >> (7 - bit & 7)) & 1 == 1
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// The level and the mask in 5 bits, then BCH(15,5) with the generator 0x537, XOR 0x5412.
    static func formatBits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// The version in 6 bits, then BCH(18,6) with the generator 0x1F25 (Annex D).
    static func versionBits(_ version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | remainder
    }

    /// Inverts the data modules where the mask's condition holds (§7.8.2, Table 10).
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] && Self.condition(mask, x, y) {
                dark[y * size + x].toggle()
            }
        }
    }

    static func condition(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}
