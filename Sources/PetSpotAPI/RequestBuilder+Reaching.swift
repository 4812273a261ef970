import Foundation
import PetSpotDomain
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests of "Reaching the owner": sightings and messages.
extension RequestBuilder {
    func addSighting(_ sighting: SightingRequest, to id: String) throws(PetSpotAPIError) -> URLRequest {
        try jsonBody("POST", url: sightingsURL(id), sighting)
    }

    /// `owner`: the owner's list, with the witnesses' contact.
    func sightings(of id: String, limit: Int? = nil, as owner: Authorization? = nil) -> URLRequest {
        let url = limit.map { Self.url(sightingsURL(id), query: [("limit", String($0))]) } ?? sightingsURL(id)
        return authorized(jsonRequest("GET", url: url), owner)
    }

    func deleteSighting(_ sightingID: String, of id: String, as owner: Authorization) -> URLRequest {
        authorized(jsonRequest("DELETE", url: sightingsURL(id).appending(component: sightingID)), owner)
    }

    func sendMessage(_ message: MessageRequest, to id: String) throws(PetSpotAPIError) -> URLRequest {
        try jsonBody("POST", url: messagesURL(id), message)
    }

    func messages(of id: String, as owner: Authorization) -> URLRequest {
        authorized(jsonRequest("GET", url: messagesURL(id)), owner)
    }

    private func sightingsURL(_ id: String) -> URL { announcementsURL.appending(component: id).appending(component: "sightings") }
    private func messagesURL(_ id: String) -> URL { announcementsURL.appending(component: id).appending(component: "messages") }
}
