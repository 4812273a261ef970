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
        try await exchange(
            requests.announcement(id: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: Announcement.self)
    }

    /// Edits a report as its owner with a JSON merge patch of the create fields and `resolution`
    /// (`.null` clears an optional one or reopens; `ReportEdit.applying(_:now:)` checks it first, by
    /// the server's rules) and returns it as its owner sees it. A refused edit changes nothing; an
    /// edit renews the report's lifetime.
    public func editAnnouncement(
        id: String, managementPassword: String, patch: [String: JSONValue]
    ) async throws(PetSpotAPIError) -> Announcement {
        try await exchange(
            requests.editAnnouncement(
                id: id, patch: patch, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: Announcement.self)
    }

    /// Keeps a report listed for another lifetime from now (an expired one is listed again).
    public func renewAnnouncement(id: String, managementPassword: String) async throws(PetSpotAPIError) -> Announcement
    {
        try await exchange(
            requests.renewAnnouncement(id: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: Announcement.self)
    }

    /// Where the report's mail to its owner stands (the owner's).
    public func mailStatus(id: String, managementPassword: String) async throws(PetSpotAPIError) -> OwnerMailStatus {
        try await exchange(
            requests.mail(id: id, stopped: nil, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: OwnerMailStatus.self)
    }

    /// Stops the report's mail, or (`false`) has it sent again (the owner's).
    public func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String
    ) async throws(PetSpotAPIError) -> OwnerMailStatus {
        try await exchange(
            requests.mail(
                id: id, stopped: stopped, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: OwnerMailStatus.self)
    }

    /// Has the report's mail written in `language` (the owner's).
    public func setMailLanguage(
        _ language: Language, id: String, managementPassword: String
    ) async throws(PetSpotAPIError) -> OwnerMailStatus {
        try await exchange(
            requests.mailLanguage(
                id: id, language: language, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: OwnerMailStatus.self)
    }

    /// Asks for a sign-in link mailed to the report's confirmed address: answered 202 whatever happened.
    public func requestSignInLink(id: String) async throws(PetSpotAPIError) {
        try await exchange(requests.requestSignInLink(id: id)).requireSuccess()
    }

    /// Signs in with a mailed link's token: the report as its owner sees it, with its new management
    /// password (shown this once, as after create). 403 when the link is used, expired or another's.
    public func signIn(id: String, linkToken: String) async throws(PetSpotAPIError) -> CreatedAnnouncementResponse {
        try await exchange(try requests.signIn(id: id, linkToken: linkToken)).decoded(
            as: CreatedAnnouncementResponse.self)
    }

    /// What the home page counts: how many reports ended with the pet home.
    public func statistics() async throws(PetSpotAPIError) -> ReportStatistics {
        try await exchange(requests.statistics()).decoded(as: ReportStatistics.self)
    }

    /// "How pets got home through PetSpot": reunited reports counted by species and way home.
    public func reunionStatistics(species: Species? = nil) async throws(PetSpotAPIError) -> ReunionStatistics {
        try await exchange(requests.reunionStatistics(species: species)).decoded(as: ReunionStatistics.self)
    }

    /// Deletes a report as its owner.
    public func deleteAnnouncement(id: String, managementPassword: String) async throws(PetSpotAPIError) {
        try await exchange(
            requests.deleteAnnouncement(
                id: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        ).requireSuccess()
    }

    /// Deletes any report as an operator holding the server's admin token.
    public func deleteAnnouncement(id: String, operatorToken: String) async throws(PetSpotAPIError) {
        try await exchange(requests.deleteAnnouncement(id: id, as: .operatorToken(operatorToken))).requireSuccess()
    }
}
