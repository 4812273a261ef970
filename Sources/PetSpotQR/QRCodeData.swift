/// The codewords of a symbol (ISO/IEC 18004 §7.4–7.6): the data in byte mode (mode indicator,
/// character count, the bytes, the terminator, padding), split into blocks, each followed by its
/// Reed–Solomon codewords, the blocks' codewords interleaved.
enum QRCodeData {
    /// Bits of the character count in byte mode (§7.4.1, Table 3).
    static func countBits(_ version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// The most bytes `version` holds at `level`.
    static func capacity(version: Int, level: QRErrorCorrection) -> Int {
        (QRVersionTable.dataCodewords(version, level) * 8 - 4 - countBits(version)) / 8
    }

    static func fits(_ count: Int, version: Int, level: QRErrorCorrection) -> Bool {
        count <= capacity(version: version, level: level)
    }

    static func codewords(_ bytes: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        blocksInterleaved(dataCodewords(bytes, version: version, level: level), version: version, level: level)
    }

    /// The data codewords: `0100`, the count, the bytes, up to four 0 bits, 0 bits to the byte, then
    /// 0xEC and 0x11 in turn to the capacity.
    static func dataCodewords(_ bytes: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: countBits(version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacityBits = QRVersionTable.dataCodewords(version, level) * 8
        bits.append(0, count: min(4, capacityBits - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < capacityBits / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The blocks (the shorter first, §7.5.2 Table 9), each with its error correction codewords;
    /// then the first data codeword of every block, the second…, then the same of the error
    /// correction codewords (§7.6).
    static func blocksInterleaved(_ data: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let blockCount = QRVersionTable.blockCount(version, level)
        let eccLength = QRVersionTable.eccCodewordsPerBlock(version, level)
        let total = QRVersionTable.totalCodewords(version)
        let shortBlocks = blockCount - total % blockCount
        let shortDataLength = total / blockCount - eccLength
        let coder = ReedSolomon(degree: eccLength)
        var blocks: [(data: [UInt8], ecc: [UInt8])] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortDataLength + (index < shortBlocks ? 0 : 1)
            let block = Array(data[start..<start + length])
            start += length
            blocks.append((block, coder.remainder(block)))
        }
        var result: [UInt8] = []
        result.reserveCapacity(total)
        for index in 0...shortDataLength {
            for block in blocks where index < block.data.count { result.append(block.data[index]) }
        }
        for index in 0..<eccLength {
            for block in blocks { result.append(block.ecc[index]) }
        }
        return result
    }
}

/// Bits appended most significant first, read as bytes.
struct BitBuffer {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    mutating func append(_ value: Int, count bits: Int) {
        for shift in stride(from: bits - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if (value >> shift) & 1 == 1 { bytes[bytes.count - 1] |= UInt8(0x80 >> (count % 8)) }
            count += 1
        }
    }
}
