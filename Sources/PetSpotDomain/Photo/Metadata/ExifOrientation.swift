/// How a camera says its photo must be turned to be seen upright (EXIF tag 0x0112). Browsers
/// apply it to the original; a rendition the server draws applies it itself, since it carries
/// no metadata.
public enum ExifOrientation: UInt16, Sendable, CaseIterable {
    case up = 1
    case upMirrored
    case down
    case downMirrored
    case leftMirrored
    case right
    case rightMirrored
    case left

    /// The orientation an EXIF block (TIFF bytes) states; `.up` when it states none or cannot be read.
    public init(tiff: [UInt8]) {
        self = TIFFScrubber.orientation(in: tiff).flatMap(Self.init(rawValue:)) ?? .up
    }

    /// Whether turning it upright swaps width and height.
    public var swapsSides: Bool { rawValue >= 5 }
}
