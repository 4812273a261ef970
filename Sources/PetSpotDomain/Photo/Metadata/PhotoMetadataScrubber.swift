/// Removes the metadata that can locate the reporter (GPS, XMP, place names, comments) from a photo
/// of any accepted type, before it is stored and served publicly. `nil` when the file's structure
/// cannot be walked: such a file cannot be vouched for, so it is refused rather than published
/// with a location that could not be found.
public enum PhotoMetadataScrubber {
    public static func scrubbed(_ bytes: [UInt8], as type: PhotoType) -> [UInt8]? {
        switch type {
        case .jpeg: JPEGLocationScrubber.scrubbed(bytes)
        case .png: PNGMetadataScrubber.scrubbed(bytes)
        case .webp: WebPMetadataScrubber.scrubbed(bytes)
        case .heic: HEIFMetadataScrubber.scrubbed(bytes)
        case .gif: GIFMetadataScrubber.scrubbed(bytes)
        }
    }
}
