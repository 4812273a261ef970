import Foundation
import Logging
import PetSpotDomain
import PetSpotPlaces
import PetSpotStorage

/// Finding a place by name (`GET /api/v1/places`, and every form's place search on the pages):
/// the gazetteer's named places, and, for a street address when the operator runs a geocoder,
/// its addresses first. Limited per client, in memory.
package struct PlaceSearchService: Sendable {
    /// At most 20 choices an answer.
    package static let maximumLimit = 20
    package static let defaultLimit = 8
    /// Longer is no place name a person types: the gazetteer's longest name has 79 characters, and
    /// one other spelling of its 368,198 is over 100.
    package static let maximumQueryLength = 100

    let geocoder: (any StreetGeocoding)?
    let limit: ClientRateLimit
    let clock: ServerClock
    let logger: Logger

    package init(geocoder: (any StreetGeocoding)?, perClient: AdditionLimit, clock: ServerClock, logger: Logger) {
        self.geocoder = geocoder
        limit = ClientRateLimit(perClient)
        self.clock = clock
        self.logger = logger
    }

    /// The country (ISO 3166-1 alpha-2) `point` is in, by the gazetteer (corrected at borders by the
    /// countries' outlines): what chooses the finder's guide.
    package func countryCode(at point: Coordinates) -> String? {
        Gazetteer.shared.country(of: point)
    }

    /// The places whose name (or a word of it) starts with `query`, nearest to `near` first.
    package func search(
        _ query: String, near: Coordinates?, limit count: Int = defaultLimit, from client: ClientAddress
    ) async throws -> [FoundPlace] {
        let typed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else {
            throw ServiceError.invalidParameter("q", "Type the start of a place's name (a town, a district) in q")
        }
        guard typed.count <= Self.maximumQueryLength else {
            throw ServiceError.invalidParameter(
                "q", "q is \(typed.count) characters; a place's name has at most \(Self.maximumQueryLength)")
        }
        guard (1...Self.maximumLimit).contains(count) else {
            throw ServiceError.invalidParameter(
                "limit", "limit must be a whole number from 1 to \(Self.maximumLimit)")
        }
        if let wait = limit.take(for: client, now: clock.now()) {
            throw ServiceError.tooMany(
                "Too many place searches from here for now; try again in \(wait) seconds", retryAfterSeconds: wait)
        }
        var found: [FoundPlace] = []
        if let geocoder, PlaceQuery.isStreetAddress(typed) {
            do {
                found = try await geocoder.addresses(matching: typed, near: near, limit: count)
            } catch {
                // The gazetteer answers alone: a street search that fails is no reason to find nothing.
                logger.warning("The geocoder did not answer", metadata: ["error": "\(error)"])
            }
        }
        let gazetteer = Gazetteer.shared
        let named = gazetteer.places(startingWith: typed, near: near, limit: count - min(count, found.count))
        return found.prefix(count)
            + named.map { match in
                let place = match.place
                return FoundPlace(
                    id: "geonames:\(place.id)", name: place.name, localName: place.localName,
                    city: gazetteer.city(of: place)?.name, division: place.division, countryCode: place.countryCode,
                    country: gazetteer.countryName(place.countryCode), latitude: place.point.latitude,
                    longitude: place.point.longitude, distanceKm: match.kilometres.map { ($0 * 10).rounded() / 10 })
            }
    }
}
