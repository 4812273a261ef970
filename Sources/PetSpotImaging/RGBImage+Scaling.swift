extension RGBImage {
    /// The image made smaller, if need be, so that its longer side is at most `longSide`: each new
    /// pixel is the mean of the source pixels it covers (a box filter, which is what shrinking
    /// needs; the JPEG decoder has already shrunk by a power of two, so boxes are small).
    public func fitted(withinLongSide longSide: Int) -> RGBImage {
        let long = max(width, height)
        guard long > longSide else { return self }
        let newWidth = max(1, (width * longSide + long / 2) / long)
        let newHeight = max(1, (height * longSide + long / 2) / long)
        // Source columns [columnStarts[x], columnStarts[x + 1]) make new column x; never empty, since newWidth ≤ width.
        let columnStarts = (0...newWidth).map { $0 * width / newWidth }
        var sums = [UInt32](repeating: 0, count: newWidth * 3)
        var scaled = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        // Unsafe buffers: this loop runs over every pixel of the decoded photo (3 million for a
        // 12-megapixel JPEG's display copy, decoded at half size); a release build draws that copy
        // in about 70 ms, the thumbnail in about 28, decoding and encoding included (docs/web.md).
        pixels.withUnsafeBufferPointer { source in
            scaled.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for newY in 0..<newHeight {
                        let firstRow = newY * height / newHeight, endRow = (newY + 1) * height / newHeight
                        for index in sums.indices { sums[index] = 0 }
                        for y in firstRow..<endRow {
                            let row = y * width * 3
                            for newX in 0..<newWidth {
                                for x in columnStarts[newX]..<columnStarts[newX + 1] {
                                    let offset = row + x * 3
                                    sums[newX * 3] += UInt32(source[offset])
                                    sums[newX * 3 + 1] += UInt32(source[offset + 1])
                                    sums[newX * 3 + 2] += UInt32(source[offset + 2])
                                }
                            }
                        }
                        let targetRow = newY * newWidth * 3
                        for newX in 0..<newWidth {
                            let count = UInt32((endRow - firstRow) * (columnStarts[newX + 1] - columnStarts[newX]))
                            for channel in 0..<3 {
                                target[targetRow + newX * 3 + channel] = UInt8(
                                    (sums[newX * 3 + channel] + count / 2) / count)
                            }
                        }
                    }
                }
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: scaled)
    }
}
