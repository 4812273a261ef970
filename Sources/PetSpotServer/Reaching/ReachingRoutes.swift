import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotReaching

/// `/api/v1/announcements/{id}/sightings` and `…/messages`: what people tell a report's owner.
struct ReachingRoutes {
    let service: ReachingService

    func register(on router: Router<PetSpotRequestContext>) {
        router.post(RouterPath(APIPath.sightings(.key).pattern)) { request, context in
            let body = try await JSONBody.object(of: request)
            let sighting = try await service.addSighting(
                to: try context.parameters.require("id"), body: body, from: context.client)
            return try JSONResponse.make(sighting.shownToPublic, status: .created)
        }
        router.get(RouterPath(APIPath.sightings(.key).pattern)) { request, context in
            let credentials = request.headers[.authorization] == nil ? nil : try Credentials(of: request)
            let limit = try request.uri.queryParameters["limit"].map { text in
                guard let limit = Int(text), (1...100).contains(limit) else {
                    throw APIError.invalidParameter("limit", "limit must be a whole number from 1 to 100")
                }
                return limit
            }
            let sightings = try await service.sightings(
                of: try context.parameters.require("id"), limit: limit, credentials: credentials,
                from: context.client)
            // The owner's view carries the witnesses' contact: no cache may keep it.
            return try JSONResponse.make(
                SightingsResponse(data: sightings, forOwner: credentials != nil),
                headers: credentials == nil ? [:] : [.cacheControl: "no-store"])
        }
        router.delete(RouterPath(APIPath.sighting(.key, .key).pattern)) { request, context in
            try await service.removeSighting(
                try context.parameters.require("sightingId"), of: try context.parameters.require("id"),
                credentials: try Credentials(of: request), from: context.client)
            return Response(status: .noContent)
        }
        router.post(RouterPath(APIPath.messages(.key).pattern)) { request, context in
            let body = try await JSONBody.object(of: request)
            let message = try await service.addMessage(
                to: try context.parameters.require("id"), body: body, from: context.client)
            return try JSONResponse.make(["id": message.id], status: .accepted)
        }
        router.get(RouterPath(APIPath.messages(.key).pattern)) { request, context in
            let messages = try await service.messages(
                of: try context.parameters.require("id"), credentials: try Credentials(of: request),
                from: context.client)
            return try JSONResponse.make(MessagesResponse(data: messages), headers: [.cacheControl: "no-store"])
        }
        router.put(RouterPath(APIPath.messageVerdict(.key, .key).pattern)) { request, context in
            let credentials = try Credentials(of: request)
            try await service.setVerdict(
                of: try context.parameters.require("messageId"), of: try context.parameters.require("id"),
                body: try await JSONBody.object(of: request), credentials: credentials, from: context.client)
            return Response(status: .noContent)
        }
    }
}

/// `{"data":[Sighting…]}`; in the owner's view every sighting has `email` and `phone` (`null` where the
/// witness gave none) and `warnings` (empty where its note has none).
struct SightingsResponse: Encodable, Sendable {
    let data: [Sighting]
    let forOwner: Bool

    private enum Keys: String, CodingKey {
        case data
    }

    private enum OwnerKeys: String, CodingKey {
        case email, phone, warnings
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var items = container.nestedUnkeyedContainer(forKey: .data)
        for sighting in data {
            let item = items.superEncoder()
            try sighting.encode(to: item)
            if forOwner {
                var contact = item.container(keyedBy: OwnerKeys.self)
                try contact.encode(sighting.email, forKey: .email)
                try contact.encode(sighting.phone, forKey: .phone)
                try contact.encode(sighting.warnings ?? [], forKey: .warnings)
            }
        }
    }
}

/// `{"data":[Message…]}`.
struct MessagesResponse: Encodable, Sendable {
    let data: [OwnerMessage]
}
