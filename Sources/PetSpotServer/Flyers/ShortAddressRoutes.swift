import Foundation
import Hummingbird
import PetSpotCore
import PetSpotDomain

/// `GET /api/v1/announcements/{id}/short-address`: the report's short address (given at its first
/// flyer and kept), for the app's flyer; public, as the flyer that prints it is.
struct ShortAddressRoutes {
    let services: PetSpotServices
    /// The site's address as people reach it (`--public-url`), without a trailing slash.
    let site: String

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(APIPath.shortAddress(.key).pattern)) { _, context in
            let code = try await services.shortCode(of: try context.parameters.require("id"))
            return try JSONResponse.make(ShortAddress(code: code, shortUrl: "\(site)/r/\(code)"))
        }
    }
}
