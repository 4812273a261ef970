import Hummingbird
import PetSpotCore
import PetSpotDomain
import PetSpotAlerts
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage

/// `/api/v1/announcements`: create, list, read, edit, renew, delete and the photo upload; and
/// `/api/v1/statistics`, what the home page counts.
struct AnnouncementRoutes {
    let service: AnnouncementService
    let alerts: AlertService

    func register(on router: Router<PetSpotRequestContext>) {
        router.post(RouterPath(APIPath.announcements.pattern)) { request, context in
            let key = try IdempotencyKey.of(request)
            // The app's language (Accept-Language) is the report's, for its owner's mail; the answer stays English.
            let outcome = try await service.create(
                try await JSONBody.object(of: request), idempotencyKey: key, language: request.acceptedLanguage,
                from: context.client)
            // The answer carries the management password: no cache may keep it.
            var headers: HTTPFields = [
                .location: APIPath.announcement(.value(outcome.record.wireID)).path, .cacheControl: "no-store",
            ]
            if outcome.isReplay { headers[IdempotencyKey.replayed] = "true" }
            return try JSONResponse.make(
                AnnouncementResponse(outcome.record, managementPassword: outcome.password, forOwner: true),
                status: .created, headers: headers
            )
        }
        router.get(RouterPath(APIPath.announcements.pattern)) { request, _ in
            JSONResponse.make(written: try await service.list(try ListingQuery(request.queryParameters)))
        }
        router.get(RouterPath(APIPath.announcement(.key).pattern)) { request, context in
            let id = try context.parameters.require("id")
            guard request.headers[.authorization] != nil else {
                return try JSONResponse.make(AnnouncementResponse(try await service.read(id)))
            }
            // The owner's read (with the report's password): the private contact too, kept by no cache.
            let record = try await service.owners.authorizeOwner(
                of: id, with: try Credentials(of: request), from: context.client)
            return try JSONResponse.make(
                AnnouncementResponse(
                    record, forOwner: true, alertsSent: try await alerts.store.alertsSent(record.wireID)),
                headers: [.cacheControl: "no-store"])
        }
        router.patch(RouterPath(APIPath.announcement(.key).pattern)) { request, context in
            let credentials = try Credentials(of: request)
            let patch = try await JSONBody.object(of: request, mergePatch: true)
            let record = try await service.edit(
                try context.parameters.require("id"), patch: patch, credentials: credentials, from: context.client)
            return try JSONResponse.make(
                AnnouncementResponse(record, forOwner: true), headers: [.cacheControl: "no-store"])
        }
        router.post(RouterPath(APIPath.renewal(.key).pattern)) { request, context in
            let record = try await service.renew(
                try context.parameters.require("id"), credentials: try Credentials(of: request), from: context.client)
            return try JSONResponse.make(
                AnnouncementResponse(record, forOwner: true), headers: [.cacheControl: "no-store"])
        }
        router.delete(RouterPath(APIPath.announcement(.key).pattern)) { request, context in
            try await service.delete(
                try context.parameters.require("id"), credentials: try Credentials(of: request), from: context.client)
            return Response(status: .noContent)
        }
        router.post(RouterPath(APIPath.photos(.key).pattern)) { request, context in
            let credentials = try Credentials(of: request)
            let id = try context.parameters.require("id")
            // The owner is checked before the (up to 10 MiB) body is read.
            let record = try await service.owners.authorizeOwner(of: id, with: credentials, from: context.client)
            let upload = try await PhotoUpload.read(from: request)
            let url = try await service.attachPhoto(upload, to: record, from: context.client)
            return try JSONResponse.make(["photoUrl": url], status: .created)
        }
        router.get(RouterPath(APIPath.statistics.pattern)) { _, _ in
            try JSONResponse.make(ReportStatistics(reunited: try await service.reunitedCount()))
        }
        router.get(RouterPath(APIPath.reunionStatistics.pattern)) { request, _ in
            let parameters = request.uri.queryParameters
            let query = try ReunionQuery(species: parameters["species"], since: parameters["since"])
            return try JSONResponse.make(
                try await service.reunionStatistics(species: query.species, since: query.since?.startOfDay(in: .gmt)),
                headers: [.cacheControl: "public, max-age=300"])
        }
    }
}
