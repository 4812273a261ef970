import Hummingbird
import MultipartKit
import NIOCore
import NIOHTTP1
import PetSpotDomain
import PetSpotPhotos
import PetSpotStorage

extension PhotoUpload {
    /// Reads and checks the `photo` part of a multipart/form-data upload: 400 for a body that is not
    /// multipart or has no usable `photo` part, 413 above 10 MiB, `INVALID_FILE_FORMAT` for
    /// anything that is not a supported image.
    static func read(from request: Request) async throws -> PhotoUpload {
        guard let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:)),
              mediaType.isType(.multipartForm),
              let boundary = mediaType.parameter, boundary.name.lowercased() == "boundary", !boundary.value.isEmpty else {
            throw APIError.invalidFormat("Send the photo as multipart/form-data with a part named 'photo'")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: PhotoUploadLimits.maximumRequestBytes)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
        let parts: [MultipartPart]
        do {
            parts = try parse(body, boundary: boundary.value)
        } catch {
            throw APIError.invalidFormat("The multipart body could not be read; check its boundary")
        }
        guard let part = parts.firstPart(named: "photo"), part.body.readableBytes > 0 else {
            throw ServiceError.unusable(field: "photo", code: .missing, message: "Attach the image as a form-data part named 'photo'")
        }
        guard part.body.readableBytes <= PhotoUploadLimits.maximumPhotoBytes else { throw tooLarge }
        return try checked(Array(part.body.readableBytesView))
    }

    private static func parse(_ body: ByteBuffer, boundary: String) throws -> [MultipartPart] {
        let parser = MultipartParser(boundary: boundary)
        var parts: [MultipartPart] = []
        var headers = HTTPHeaders()
        var partBody = ByteBuffer()
        var complete = false
        parser.onHeader = { name, value in headers.add(name: name, value: value) }
        parser.onBody = { chunk in partBody.writeBuffer(&chunk) }
        parser.onPartComplete = {
            parts.append(MultipartPart(headers: headers, body: partBody))
            headers = HTTPHeaders()
            partBody = ByteBuffer()
            complete = true
        }
        try parser.execute(body)
        guard complete else { throw MultipartError.noParts }
        return parts
    }

    private enum MultipartError: Error { case noParts }
}
