import Foundation
import Hummingbird
import PetSpotDomain

/// `GET /openapi.yaml`: the hand-written contract, as shipped in the module's resources.
struct OpenAPIRoutes {
    static func document() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    func register(on router: Router<PetSpotRequestContext>) throws {
        let document = try Self.document()
        router.get(RouterPath(APIPath.openAPI.pattern)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: document)))
        }
    }
}
