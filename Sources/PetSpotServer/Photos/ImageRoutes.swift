import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotImaging
import PetSpotPhotos
import PetSpotStorage

/// `GET /images/{file}`: stored photos, from the directory or the database, and with
/// `?size=thumbnail|display` their smaller renditions (JPEG), drawn when first asked for if
/// missing; a photo of a type that is not decoded here stands in for its renditions. A year-long
/// cache lifetime: a replaced photo gets a new name, so a cached one never goes stale.
struct ImageRoutes {
    let photos: any PhotoStoring
    let renditions: PhotoRenditionKeeper

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(SitePath.photo(.key).pattern)) { request, context in
            guard let photo = StoredPhotoName(try context.parameters.require("file")), photo.rendition == nil else {
                throw APIError.notFound
            }
            // A type with no renditions (HEIC, WebP, GIF) is served as itself without looking for one.
            if let rendition = try Self.rendition(asked: request), PhotoRenditions.canDraw(photo.type) {
                let name = photo.rendition(rendition)
                if let source = try await photos.source(of: name) {
                    return Self.response(try await Self.body(source, context: context), of: name)
                }
                switch await renditions.drawMissing(name) {
                case .drawn(let drawn):
                    return Self.response(ResponseBody(byteBuffer: ByteBuffer(bytes: drawn)), of: name)
                case .busy:
                    throw APIError.unavailable(
                        "Too many pictures are being drawn; try again in a few seconds", retryAfter: 5)
                case .undrawable: break  // the photo stands in for it
                }
            }
            guard let source = try await photos.source(of: photo) else { throw APIError.notFound }
            return Self.response(try await Self.body(source, context: context), of: photo)
        }
    }

    private static func rendition(asked request: Request) throws -> PhotoRendition? {
        guard let asked = request.uri.queryParameters.get(PhotoRendition.parameter) else { return nil }
        guard let rendition = PhotoRendition(rawValue: asked), PhotoRendition.sizes.contains(rendition) else {
            let names = PhotoRendition.sizes.map(\.rawValue).joined(separator: " or ")
            throw APIError.invalidParameter(
                PhotoRendition.parameter, "Unknown size '\(asked)'; use \(names), or leave it out for the photo itself")
        }
        return rendition
    }

    /// A file streams from disk; bytes from the database are sent as they are.
    static func body(_ source: PhotoSource, context: PetSpotRequestContext) async throws -> ResponseBody {
        switch source {
        case .file(let path): try await FileIO().loadFile(path: path, context: context)
        case .bytes(let bytes): ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        }
    }

    private static func response(_ body: ResponseBody, of name: StoredPhotoName) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: name.mimeType,
                .cacheControl: "public, max-age=31536000, immutable",
                .xContentTypeOptions: "nosniff",
            ], body: body)
    }
}
