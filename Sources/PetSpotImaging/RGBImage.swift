/// Pixels as 8-bit RGB, row after row: what the codecs read and write, and the scaling and
/// turning in between work on.
public struct RGBImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width > 0 && height > 0 && pixels.count == width * height * 3, "RGB pixels are width × height × 3 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`), from the top left.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}
