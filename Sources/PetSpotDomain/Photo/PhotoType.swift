/// The image types a report's photo may have.
public enum PhotoType: String, CaseIterable, Hashable, Sendable, Codable {
    case jpeg, png, heic, gif, webp

    public var mimeType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .heic: "image/heic"
        case .gif: "image/gif"
        case .webp: "image/webp"
        }
    }

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// The type a MIME type names (`image/jpg` and `image/heif` included), if supported.
    public init?(mimeType: String) {
        switch mimeType.lowercased() {
        case "image/jpeg", "image/jpg", "image/pjpeg": self = .jpeg
        case "image/png": self = .png
        case "image/heic", "image/heif": self = .heic
        case "image/gif": self = .gif
        case "image/webp": self = .webp
        default: return nil
        }
    }

    /// The type a file name's extension names, if supported.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "jpg", "jpeg", "jpe": self = .jpeg
        case "png": self = .png
        case "heic", "heif": self = .heic
        case "gif": self = .gif
        case "webp": self = .webp
        default: return nil
        }
    }
}
