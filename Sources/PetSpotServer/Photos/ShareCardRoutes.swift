import Foundation
import Hummingbird
import PetSpotCore
import PetSpotDomain
import PetSpotImaging
import PetSpotPhotos
import PetSpotStorage

/// `GET /reports/{id}/card.jpg`: the report's share card (`ShareCard`: 1200 × 630, its photo under
/// a band saying LOST, FOUND or HOME in the report's language), drawn when first asked for and kept
/// beside the photo as one of its renditions: a new photo has a new name, so it gets a new card,
/// and so does a new language. Its `ETag` is that name: a
/// link preview that has it gets a 304.
struct ShareCardRoutes {
    let services: PetSpotServices
    let photos: any PhotoStoring
    let renditions: PhotoRenditionKeeper

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(SitePath.shareCard(.key).pattern)) { request, context in
            // The record, not the public report: the card is in the language the report was made in.
            let record = try await services.announcements.read(try context.parameters.require("id"))
            let report = record.announcement()
            guard let file = record.photoFile, let photo = StoredPhotoName(file),
                PhotoRenditions.canDraw(photo.type)
            else { throw APIError.notFound }
            let card = photo.rendition(
                .card(PhotoRendition.Band(status: report.status, resolution: record.resolution), in: record.language))
            let tag = "\"\(card.description)\""
            var headers: HTTPFields = [
                .contentType: "image/jpeg", .cacheControl: "public, max-age=3600", .eTag: tag,
                .xContentTypeOptions: "nosniff",
            ]
            if let tags = request.headers[.ifNoneMatch], EntityTag.matches(tags, etag: tag) {
                headers[.contentType] = nil
                return Response(status: .notModified, headers: headers)
            }
            if let source = try await photos.source(of: card) {
                return Response(
                    status: .ok, headers: headers, body: try await ImageRoutes.body(source, context: context))
            }
            switch await renditions.drawMissing(card) {
            case .drawn(let drawn):
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: drawn)))
            case .busy:
                throw APIError.unavailable("Too many cards are being drawn; try again in a few seconds", retryAfter: 5)
            case .undrawable: throw APIError.notFound
            }
        }
    }
}
