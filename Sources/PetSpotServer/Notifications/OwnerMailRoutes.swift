import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotReaching

/// `GET`/`PUT /api/v1/announcements/{id}/mail` (owner): where the report's mail stands
/// (`OwnerMailStatus`), and `{"stopped": false}` to get it again after its stop link (or `true`
/// to stop it); `{"language": "pl"}` writes it in another language (issue 39).
struct OwnerMailRoutes {
    let mail: OwnerMailSettings

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(APIPath.mail(.key).pattern)) { request, context in
            let status = try await mail.status(
                of: try context.parameters.require("id"), credentials: try Credentials(of: request),
                from: context.client)
            return try JSONResponse.make(status, headers: [.cacheControl: "no-store"])
        }
        router.put(RouterPath(APIPath.mail(.key).pattern)) { request, context in
            let credentials = try Credentials(of: request)
            let body = try await JSONBody.object(of: request)
            if let unknown = body.keys.sorted().first(where: { $0 != "stopped" && $0 != "language" }) {
                throw APIError(.badRequest, .invalidField, Copy.Validation.unknownField(unknown), field: unknown)
            }
            var stopped: Bool?
            switch body["stopped"] {
            case .bool(let value)?: stopped = value
            case nil where body["language"] != nil: break
            default:
                throw APIError(
                    .badRequest, .invalidFormat, "Send {\"stopped\": false} to get mail again, or true to stop it",
                    field: "stopped")
            }
            var language: Language?
            if let value = body["language"] {
                guard case .string(let code) = value, let chosen = Language(rawValue: code) else {
                    throw APIError(
                        .badRequest, .invalidFormat,
                        Copy.Validation.mustBeOneOf("language", Language.allCases.map(\.rawValue)), field: "language")
                }
                language = chosen
            }
            let status = try await mail.set(
                stopped: stopped, language: language, for: try context.parameters.require("id"),
                credentials: credentials, from: context.client)
            return try JSONResponse.make(status, headers: [.cacheControl: "no-store"])
        }
    }
}
