import Foundation
import Hummingbird
import PetSpotDomain

/// `GET /api/v1/announcements/{id}/matches`: the reports that may be the same animal, and why.
struct MatchRoutes {
    let service: MatchService

    func register(on router: Router<PetSpotRequestContext>) {
        router.get("api/v1/announcements/:id/matches") { request, context in
            let parameters = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) }) { first, _ in first }
            let query = try MatchQuery(parameters)
            let matches = try await service.matches(of: try context.parameters.require("id"), limit: query.limit)
            return try JSONResponse.make(MatchesResponse(data: matches))
        }
    }
}

/// `{"data":[{"announcement":…,"score":…,"reasons":[…]}…]}`, the score to four decimals (never 0).
struct MatchesResponse: Encodable, Sendable {
    let data: [PossibleMatch]

    init(data: [PossibleMatch]) {
        self.data = data.map { match in
            var match = match
            match.score = max(0.0001, (match.score * 10_000).rounded() / 10_000)
            return match
        }
    }
}
