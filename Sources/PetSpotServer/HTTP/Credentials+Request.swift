import Hummingbird
import PetSpotReaching

extension Credentials {
    /// The request's credentials (its `Authorization` header); 401 `UNAUTHENTICATED` when there
    /// are none or they cannot be read.
    init(of request: Request) throws {
        try self.init(authorization: request.headers[.authorization])
    }
}
