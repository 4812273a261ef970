import Foundation
import PetSpotDomain
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests of "Reaching the owner": sightings and messages.
extension RequestBuilder {
    func addSighting(_ sighting: SightingRequest, to id: String) throws(PetSpotAPIError) -> URLRequest {
        try jsonBody("POST", url: url(.sightings(.value(id))), sighting)
    }

    /// `owner`: the owner's list, with the witnesses' contact.
    func sightings(of id: String, limit: Int? = nil, as owner: Authorization? = nil) -> URLRequest {
        let all = url(.sightings(.value(id)))
        return authorized(
            jsonRequest("GET", url: limit.map { Self.url(all, query: [("limit", String($0))]) } ?? all), owner)
    }

    func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, of id: String, as owner: Authorization
    ) throws(PetSpotAPIError) -> URLRequest {
        authorized(try jsonBody("PUT", url: url(.messageVerdict(.value(id), .value(messageID))), verdict.body), owner)
    }

    func deleteSighting(_ sightingID: String, of id: String, as owner: Authorization) -> URLRequest {
        authorized(jsonRequest("DELETE", url: url(.sighting(.value(id), .value(sightingID)))), owner)
    }

    func sendMessage(_ message: MessageRequest, to id: String) throws(PetSpotAPIError) -> URLRequest {
        try jsonBody("POST", url: url(.messages(.value(id))), message)
    }

    func messages(of id: String, as owner: Authorization) -> URLRequest {
        authorized(jsonRequest("GET", url: url(.messages(.value(id)))), owner)
    }
}
