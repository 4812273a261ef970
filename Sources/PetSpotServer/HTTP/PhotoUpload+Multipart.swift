import Hummingbird
import NIOCore
import PetSpotDomain
import PetSpotMultipart
import PetSpotPhotos
import PetSpotStorage

extension PhotoUpload {
    /// Reads and checks the `photo` part of a multipart/form-data upload: 400 for a body that is not
    /// multipart or has no usable `photo` part, 413 above 10 MiB, `INVALID_FILE_FORMAT` for
    /// anything that is not a supported image.
    static func read(from request: Request) async throws -> PhotoUpload {
        guard let boundary = request.headers[.contentType].flatMap(MultipartBody.boundary(ofContentType:)) else {
            throw APIError.invalidFormat("Send the photo as multipart/form-data with a part named 'photo'")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: PhotoUploadLimits.maximumRequestBytes)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
        let form = MultipartBody(body, boundary: boundary)
        guard form.isWhole else {
            throw APIError.invalidFormat(
                "The multipart body could not be read to its end (a damaged part, or no closing boundary); send it again"
            )
        }
        guard let part = form.part(named: "photo"), !part.bytes.isEmpty else {
            throw ServiceError.unusable(
                field: "photo", code: .missing, message: "Attach the image as a form-data part named 'photo'")
        }
        guard part.bytes.count <= PhotoUploadLimits.maximumPhotoBytes else { throw tooLarge }
        return try checked(part.bytes)
    }
}
