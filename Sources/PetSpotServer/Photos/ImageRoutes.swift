import Foundation
import Hummingbird

/// `GET /images/{file}`: stored photos, streamed from disk with a year-long cache lifetime
/// (a replaced photo gets a new name, so a cached one never goes stale).
struct ImageRoutes {
    let photos: PhotoStore

    static func url(for file: String) -> String { "/images/\(file)" }

    func register(on router: Router<PetSpotRequestContext>) {
        let fileIO = FileIO()
        router.get("images/:file") { _, context in
            let name = try context.parameters.require("file")
            guard let url = photos.url(for: name), let type = PhotoStore.type(ofStoredName: name),
                  FileManager.default.fileExists(atPath: url.path) else { throw APIError.notFound }
            let body = try await fileIO.loadFile(path: url.path, context: context)
            return Response(status: .ok, headers: [
                .contentType: type.mimeType,
                .cacheControl: "public, max-age=31536000, immutable",
                .xContentTypeOptions: "nosniff",
            ], body: body)
        }
    }
}
