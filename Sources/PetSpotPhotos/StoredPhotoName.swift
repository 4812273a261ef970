import Foundation
import PetSpotDomain

/// The name of a stored file: a photo's, `<uuid>.<extension>`, which the server chose (never a
/// client's) and reports hold; or one of its renditions', `<photo's name>.<rendition>.jpg`, so
/// that a rendition leads back to its photo (the orphan sweep and removal go by the photo).
public struct StoredPhotoName: Hashable, Sendable, CustomStringConvertible {
    /// The photo's own name.
    public let photo: String
    /// The photo's type.
    public let type: PhotoType
    /// Which rendition, `nil` for the photo itself.
    public let rendition: PhotoRendition?

    /// A new photo's name.
    package init(newPhotoOf type: PhotoType) {
        self.init(photo: "\(UUID().uuidString.lowercased()).\(type.fileExtension)", type: type, rendition: nil)
    }

    /// The name if it is one the server gives; `nil` for anything else, so no path can escape the folder.
    public init?(_ name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 4 && parts[3] == Self.renditionExtension),
            UUID(uuidString: String(parts[0])) != nil, parts[0] == parts[0].lowercased(),
            let type = PhotoType.allCases.first(where: { $0.fileExtension == parts[1] })
        else { return nil }
        let rendition = parts.count == 4 ? PhotoRendition(rawValue: String(parts[2])) : nil
        guard parts.count == 2 || rendition != nil else { return nil }
        self.init(photo: "\(parts[0]).\(parts[1])", type: type, rendition: rendition)
    }

    private init(photo: String, type: PhotoType, rendition: PhotoRendition?) {
        self.photo = photo
        self.type = type
        self.rendition = rendition
    }

    /// The name of one of this photo's renditions.
    package func rendition(_ rendition: PhotoRendition) -> StoredPhotoName {
        StoredPhotoName(photo: photo, type: type, rendition: rendition)
    }

    /// The photo a rendition is drawn from; the photo itself for a photo.
    package var source: StoredPhotoName {
        StoredPhotoName(photo: photo, type: type, rendition: nil)
    }

    /// Every rendition's name.
    package var renditions: [StoredPhotoName] { PhotoRendition.allCases.map(rendition) }

    /// The file's name.
    public var description: String {
        rendition.map { "\(photo).\($0.rawValue).\(Self.renditionExtension)" } ?? photo
    }

    /// What the file holds: renditions are JPEG.
    package var mimeType: String { rendition == nil ? type.mimeType : PhotoType.jpeg.mimeType }

    private static let renditionExtension = PhotoType.jpeg.fileExtension
}
