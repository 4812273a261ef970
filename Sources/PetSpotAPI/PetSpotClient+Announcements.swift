import PetSpotDomain

extension PetSpotClient {
    /// Publishes a report; keep the returned management password, the server shows it only once.
    public func createAnnouncement(
        _ request: CreateAnnouncementRequest, idempotencyKey: String? = nil
    ) async throws(PetSpotAPIError) -> CreatedAnnouncementResponse {
        try await exchange(requests.createAnnouncement(request, idempotencyKey: idempotencyKey))
            .decoded(as: CreatedAnnouncementResponse.self)
    }

    /// One page of published announcements (those with a photo), filtered by `query`.
    public func announcements(_ query: AnnouncementQuery = .init()) async throws(PetSpotAPIError) -> AnnouncementPage {
        try await exchange(requests.announcements(query)).decoded(as: AnnouncementPage.self)
    }

    /// The announcement with this id; an unknown id is `.rejected(status: 404, …)` with code `NOT_FOUND`.
    public func announcement(id: String) async throws(PetSpotAPIError) -> Announcement {
        try await exchange(requests.announcement(id: id)).decoded(as: Announcement.self)
    }

    /// The announcement as its owner sees it: a `PRIVATE` report's email and phone included.
    public func announcement(id: String, managementPassword: String) async throws(PetSpotAPIError) -> Announcement {
        try await exchange(requests.announcement(id: id, as: .owner(announcementID: id, managementPassword: managementPassword)))
            .decoded(as: Announcement.self)
    }

    /// Edits a report as its owner with a JSON merge patch of the create fields (`.null` clears an
    /// optional one; `CreateAnnouncementRequest.edited(by:now:)` checks it first, by the server's
    /// rules) and returns it as its owner sees it. A refused edit changes nothing.
    public func editAnnouncement(id: String, managementPassword: String, patch: [String: JSONValue]) async throws(PetSpotAPIError) -> Announcement {
        try await exchange(requests.editAnnouncement(id: id, patch: patch, as: .owner(announcementID: id, managementPassword: managementPassword)))
            .decoded(as: Announcement.self)
    }

    /// Deletes a report as its owner.
    public func deleteAnnouncement(id: String, managementPassword: String) async throws(PetSpotAPIError) {
        try await exchange(requests.deleteAnnouncement(
            id: id, as: .owner(announcementID: id, managementPassword: managementPassword))).requireSuccess()
    }

    /// Deletes any report as an operator holding the server's admin token.
    public func deleteAnnouncement(id: String, operatorToken: String) async throws(PetSpotAPIError) {
        try await exchange(requests.deleteAnnouncement(id: id, as: .operatorToken(operatorToken))).requireSuccess()
    }
}
