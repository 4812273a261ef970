extension RGBImage {
    /// The image cropped about its centre to the shape of `width` × `height` and scaled to that
    /// size: shrunk with the box filter (`fitted`), a smaller photo enlarged by repeating pixels
    /// (a share card is seen small; a blurred enlargement would be no better).
    public func filled(width targetWidth: Int, height targetHeight: Int) -> RGBImage {
        // The largest centred region of the target's shape.
        let cropWidth = min(width, height * targetWidth / targetHeight),
            cropHeight = min(height, width * targetHeight / targetWidth)
        let cropped = crop(
            x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: max(1, cropWidth),
            height: max(1, cropHeight))
        // Of the target's shape, its long side shrinks to the target's (a pixel off at most, which sampling mends).
        return cropped.fitted(withinLongSide: max(targetWidth, targetHeight)).sampled(
            width: targetWidth, height: targetHeight)
    }

    func crop(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> RGBImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(cropWidth * cropHeight * 3)
        for row in y..<y + cropHeight {
            let start = (row * width + x) * 3
            pixels.append(contentsOf: self.pixels[start..<start + cropWidth * 3])
        }
        return RGBImage(width: cropWidth, height: cropHeight, pixels: pixels)
    }

    /// Each target pixel the source pixel under its centre.
    func sampled(width targetWidth: Int, height targetHeight: Int) -> RGBImage {
        guard targetWidth != width || targetHeight != height else { return self }
        var pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * 3)
        for y in 0..<targetHeight {
            let sourceRow = min(height - 1, (2 * y + 1) * height / (2 * targetHeight))
            for x in 0..<targetWidth {
                let sourceColumn = min(width - 1, (2 * x + 1) * width / (2 * targetWidth))
                let source = (sourceRow * width + sourceColumn) * 3, target = (y * targetWidth + x) * 3
                pixels[target] = self.pixels[source]
                pixels[target + 1] = self.pixels[source + 1]
                pixels[target + 2] = self.pixels[source + 2]
            }
        }
        return RGBImage(width: targetWidth, height: targetHeight, pixels: pixels)
    }
}
