import Foundation
import Hummingbird
import PetSpotDomain

/// `GET /api/v1/taxonomy`: the species and breeds the clients also bundle, with an ETag so a client
/// that is current gets a 304.
struct TaxonomyRoutes {
    let taxonomy: SpeciesTaxonomy

    func register(on router: Router<PetSpotRequestContext>) throws {
        let body = try JSONResponse.encoder.encode(taxonomy)
        let etag = "\"taxonomy-\(taxonomy.version)\""
        router.get(RouterPath(APIPath.taxonomy.pattern)) { request, _ in
            if let tags = request.headers[.ifNoneMatch], EntityTag.matches(tags, etag: etag) {
                return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: "no-cache"])
            }
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/json; charset=utf-8", .eTag: etag, .cacheControl: "no-cache",
                ], body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
    }
}
