import Foundation
import Hummingbird

/// `GET /images/{file}`: stored photos, from the directory or the database, with a year-long
/// cache lifetime (a replaced photo gets a new name, so a cached one never goes stale).
struct ImageRoutes {
    let photos: any PhotoStoring

    func register(on router: Router<PetSpotRequestContext>) {
        router.get("\(PhotoURL.prefix.dropFirst()):file") { _, context in
            let name = try context.parameters.require("file")
            guard PhotoStore.isStoredName(name), let type = PhotoStore.type(ofStoredName: name),
                  let body = try await photos.body(of: name, context: context) else { throw APIError.notFound }
            return Response(status: .ok, headers: [
                .contentType: type.mimeType,
                .cacheControl: "public, max-age=31536000, immutable",
                .xContentTypeOptions: "nosniff",
            ], body: body)
        }
    }
}
