/// Reed–Solomon error correction codewords over GF(2⁸) with the field's polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D) and the generator ∏(x − αⁱ), i = 0…n−1 (ISO/IEC 18004 §7.5.2).
struct ReedSolomon {
    /// The generator's coefficients, highest degree first, its leading 1 left out.
    private let generator: [UInt8]

    init(degree: Int) {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = Self.multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = Self.multiply(root, 0x02)
        }
        generator = coefficients
    }

    /// The remainder of `data`·xⁿ divided by the generator: the block's error correction codewords.
    func remainder(_ data: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= Self.multiply(generator[index], factor) }
        }
        return result
    }

    /// Multiplication in GF(2⁸) modulo 0x11D, by shifts (Russian peasant).
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in (0..<8).reversed() {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(product)
    }
}
