import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotReaching
import PetSpotStorage

/// `POST /api/v1/announcements/{id}/sign-in-link` (anyone, empty body) → 202 `{}` always; and
/// `POST /api/v1/announcements/{id}/sign-in` `{"token":"…"}` → 200, the report as its owner sees it
/// with its new `managementPassword` (as create answers it), or 403 when the link is unknown, used
/// or expired. The second is how a client (the web's manage page) turns the mailed link into a code.
struct SignInLinkRoutes {
    let links: SignInLinks

    func register(on router: Router<PetSpotRequestContext>) {
        router.post(RouterPath(APIPath.signInLink(.key).pattern)) { _, context in
            try await links.request(for: try context.parameters.require("id"))
            return try JSONResponse.make([String: String](), status: .accepted, headers: [.cacheControl: "no-store"])
        }
        router.post(RouterPath(APIPath.signIn(.key).pattern)) { request, context in
            let body = try await JSONBody.object(of: request)
            guard case .string(let token)? = body["token"], !token.isEmpty else {
                throw APIError(
                    .badRequest, .missingValue, "Send the token of the sign-in link, as {\"token\":\"…\"}",
                    field: "token")
            }
            guard let (record, password) = try await links.redeem(token, for: try context.parameters.require("id"))
            else {
                throw APIError(.forbidden, .unauthorized, Copy.Manage.signInLinkFailed)
            }
            return try JSONResponse.make(
                AnnouncementResponse(record, managementPassword: password, forOwner: true),
                headers: [.cacheControl: "no-store"])
        }
    }
}
