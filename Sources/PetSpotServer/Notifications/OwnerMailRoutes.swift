import Foundation
import Hummingbird
import PetSpotCore
import PetSpotDomain

/// `GET`/`PUT /api/v1/announcements/{id}/mail` (owner): where the report's mail stands
/// (`OwnerMailStatus`), and `{"stopped": false}` to get it again after its stop link (or `true`
/// to stop it).
struct OwnerMailRoutes {
    let mail: OwnerMailSettings

    func register(on router: Router<PetSpotRequestContext>) {
        let group = router.group("api/v1/announcements")
        group.get(":id/mail") { request, context in
            let status = try await mail.status(of: try context.parameters.require("id"), credentials: try Credentials(of: request), from: context.client)
            return try JSONResponse.make(status, headers: [.cacheControl: "no-store"])
        }
        group.put(":id/mail") { request, context in
            let credentials = try Credentials(of: request)
            let body = try await JSONBody.object(of: request)
            guard case .bool(let stopped)? = body["stopped"] else {
                throw APIError(.badRequest, .invalidFormat, "Send {\"stopped\": false} to get mail again, or true to stop it", field: "stopped")
            }
            if let unknown = body.keys.first(where: { $0 != "stopped" }) {
                throw APIError(.badRequest, .invalidField, Copy.Validation.unknownField(unknown), field: unknown)
            }
            let status = try await mail.set(stopped: stopped, for: try context.parameters.require("id"), credentials: credentials, from: context.client)
            return try JSONResponse.make(status, headers: [.cacheControl: "no-store"])
        }
    }
}
