import PetSpotDomain

extension RGBImage {
    /// The image turned (and mirrored) upright as its EXIF orientation says.
    public func upright(from orientation: ExifOrientation) -> RGBImage {
        guard orientation != .up else { return self }
        let (newWidth, newHeight) = orientation.swapsSides ? (height, width) : (width, height)
        var turned = [UInt8](repeating: 0, count: pixels.count)
        let (width, height) = (self.width, self.height)
        pixels.withUnsafeBufferPointer { source in
            turned.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    for x in 0..<newWidth {
                        // The source pixel that lands at (x, y) once turned.
                        let (sourceX, sourceY) =
                            switch orientation {
                            case .up: (x, y)
                            case .upMirrored: (width - 1 - x, y)
                            case .down: (width - 1 - x, height - 1 - y)
                            case .downMirrored: (x, height - 1 - y)
                            case .leftMirrored: (y, x)
                            case .right: (y, height - 1 - x)
                            case .rightMirrored: (width - 1 - y, height - 1 - x)
                            case .left: (width - 1 - y, x)
                            }
                        let from = (sourceY * width + sourceX) * 3, to = (y * newWidth + x) * 3
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: turned)
    }
}
