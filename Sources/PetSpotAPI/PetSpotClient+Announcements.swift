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
