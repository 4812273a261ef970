import PetSpotDomain
import PetSpotStorage

/// A photo an owner sends, its type judged from its bytes.
package struct PhotoUpload: Sendable {
    package let bytes: [UInt8]
    package let type: PhotoType

    /// Checks the photo's bytes, however they came (an upload's part, a web session's file): at most
    /// 10 MiB, and an image of a supported type.
    package static func checked(_ bytes: [UInt8]) throws(ServiceError) -> PhotoUpload {
        guard bytes.count <= PhotoUploadLimits.maximumPhotoBytes else { throw tooLarge }
        guard let type = PhotoType(sniffing: bytes) else {
            throw .unusable(
                field: "photo", code: .wrongFormat, message: "The file is not a JPEG, PNG, WebP, HEIC/HEIF or GIF image"
            )
        }
        return PhotoUpload(bytes: bytes, type: type)
    }

    package static let tooLarge = ServiceError.unusable(
        field: "photo", code: .tooLarge, message: "The photo is larger than 10 MiB; send a smaller image")
}
