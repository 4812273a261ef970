/// A photo chosen for a report: what the wizard shows and what the uploader needs to find its bytes.
public struct PhotoReference: Hashable, Sendable, Codable {
    public let fileName: String
    public let type: PhotoType
    public let byteCount: Int
    /// Where the platform keeps the bytes (a file path or a store key); opaque to the rules.
    public let location: String

    public init(fileName: String, type: PhotoType, byteCount: Int, location: String) {
        self.fileName = fileName
        self.type = type
        self.byteCount = byteCount
        self.location = location
    }

    /// The size as the confirmation card shows it, in decimal units (`850 KB`, `2.4 MB`).
    public var displayedSize: String { PhotoRule.displayedSize(byteCount) }
}
