import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import PetSpotDomain
import PetSpotPlaces

/// The operator's street-level geocoder (`--geocoder-url`), over HTTP: Photon's search API
/// (`…/api`, GeoJSON features) or Nominatim's (`…/search`, `format=jsonv2`), told apart by the
/// address's last segment. Asked only for what reads as a street address, with a short time-out:
/// the gazetteer answers when it does not (`PlaceSearchService`).
public struct HTTPGeocoder: StreetGeocoding {
    public enum Flavour: Sendable, Equatable {
        case photon, nominatim
    }

    let url: URL
    let flavour: Flavour
    let client: HTTPClient
    let timeout: TimeAmount

    public init(url: URL, client: HTTPClient = .shared, timeout: TimeAmount = .seconds(2)) {
        self.url = url
        flavour = url.lastPathComponent == "search" ? .nominatim : .photon
        self.client = client
        self.timeout = timeout
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public func addresses(matching query: String, near: Coordinates?, limit: Int) async throws -> [FoundPlace] {
        var items = [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: String(limit))]
        switch flavour {
        case .photon:
            if let near {
                items += [
                    URLQueryItem(name: "lat", value: Coordinates.formatted(near.latitude)),
                    URLQueryItem(name: "lon", value: Coordinates.formatted(near.longitude)),
                ]
            }
        case .nominatim:
            items += [URLQueryItem(name: "format", value: "jsonv2"), URLQueryItem(name: "addressdetails", value: "1")]
        }
        var request = HTTPClientRequest(url: url.appending(queryItems: items).absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let response = try await client.execute(request, timeout: timeout)
        guard response.status == .ok else {
            throw Failure(description: "the geocoder answered \(response.status.code)")
        }
        let body = Data(buffer: try await response.body.collect(upTo: 1 << 20))
        let places =
            switch flavour {
            case .photon: try JSONDecoder().decode(PhotonAnswer.self, from: body).places
            case .nominatim: try JSONDecoder().decode([NominatimPlace].self, from: body).compactMap(\.place)
            }
        return Array(places.prefix(limit))
    }
}

/// Photon's answer: a GeoJSON `FeatureCollection` of points, each with OpenStreetMap's names.
struct PhotonAnswer: Decodable {
    struct Feature: Decodable {
        struct Geometry: Decodable {
            let coordinates: [Double]
        }
        struct Properties: Decodable {
            let osm_type: String?
            let osm_id: Int?
            let name: String?
            let street: String?
            let housenumber: String?
            let city: String?
            let district: String?
            let state: String?
            let country: String?
            let countrycode: String?
        }
        let geometry: Geometry
        let properties: Properties
    }
    let features: [Feature]

    var places: [FoundPlace] {
        features.compactMap { feature in
            let p = feature.properties
            let coordinates = feature.geometry.coordinates
            // An address by its street and number (a house has no name); else a named place or street.
            let street = [p.street ?? p.name, p.housenumber].compactMap { $0 }.joined(separator: " ")
            guard coordinates.count >= 2, let name = p.housenumber != nil ? street : p.name ?? p.street,
                Coordinates(latitude: coordinates[1], longitude: coordinates[0]) != nil
            else { return nil }
            return FoundPlace(
                id: "photon:\(p.osm_type ?? "")\(p.osm_id.map(String.init) ?? name)", name: name,
                city: p.city ?? p.district, division: p.state, countryCode: (p.countrycode ?? "").uppercased(),
                country: p.country, latitude: coordinates[1], longitude: coordinates[0], source: .geocoder)
        }
    }
}

/// One of Nominatim's `jsonv2` answers, with `addressdetails`.
struct NominatimPlace: Decodable {
    struct Address: Decodable {
        let road: String?
        let house_number: String?
        let city: String?
        let town: String?
        let village: String?
        let state: String?
        let country: String?
        let country_code: String?
    }
    let place_id: Int?
    let lat: String
    let lon: String
    let name: String?
    let address: Address?

    var place: FoundPlace? {
        guard let latitude = Double(lat), let longitude = Double(lon),
            Coordinates(latitude: latitude, longitude: longitude) != nil
        else { return nil }
        let street = [address?.road, address?.house_number].compactMap { $0 }.joined(separator: " ")
        guard let named = street.isEmpty ? name : street, !named.isEmpty else { return nil }
        return FoundPlace(
            id: "nominatim:\(place_id.map(String.init) ?? named)", name: named,
            city: address?.city ?? address?.town ?? address?.village, division: address?.state,
            countryCode: (address?.country_code ?? "").uppercased(), country: address?.country, latitude: latitude,
            longitude: longitude, source: .geocoder)
    }
}
