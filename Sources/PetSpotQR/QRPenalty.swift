/// The penalty of a masked symbol (ISO/IEC 18004 §7.8.3, Table 11); the encoder keeps the mask
/// with the lowest. N1: each run of five or more modules of one colour in a row or column, 3 plus
/// one per module past five. N2: each 2×2 block of one colour, 3. N3: each 1:1:3:1:1 finder-like
/// pattern with four light modules on either side (the quiet zone counts as light), 40. N4: 10 for
/// each 5% the dark share is away from half.
enum QRPenalty {
    static func score(_ matrix: QRMatrix) -> Int {
        let size = matrix.size
        let dark = matrix.dark
        var score = 0
        for line in 0..<size {
            score += lineScore(size) { dark[line * size + $0] } + lineScore(size) { dark[$0 * size + line] }
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = dark[y * size + x]
                if dark[y * size + x + 1] == colour && dark[(y + 1) * size + x] == colour
                    && dark[(y + 1) * size + x + 1] == colour
                {
                    score += 3
                }
            }
        }
        let total = size * size
        let darkCount = dark.reduce(0) { $0 + ($1 ? 1 : 0) }
        return score + ((abs(darkCount * 20 - total * 10) + total - 1) / total - 1) * 10
    }

    /// N1 and N3 of one row or column, read through `at` (no copy of the line: the encoder scores
    /// eight masks of up to 177×177 modules).
    private static func lineScore(_ size: Int, _ at: (Int) -> Bool) -> Int {
        var score = 0
        var length = 1
        for index in 1...size {
            if index < size && at(index) == at(index - 1) {
                length += 1
            } else {
                if length >= 5 { score += 3 + (length - 5) }
                length = 1
            }
        }
        func light(_ index: Int) -> Bool { index < 0 || index >= size || !at(index) }
        // dark-light-dark×3-light-dark, with four light modules before or after it.
        for start in 0...(size - 7)
        where at(start) && !at(start + 1) && at(start + 2) && at(start + 3) && at(start + 4) && !at(start + 5)
            && at(start + 6)
        {
            if (start - 4..<start).allSatisfy(light) || (start + 7..<start + 11).allSatisfy(light) { score += 40 }
        }
        return score
    }
}
