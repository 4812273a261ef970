import Foundation
import PetSpotDomain
import PetSpotReaching
import PetSpotStorage

/// What an owner does with a report, by its code, in the domain's words; each call counts the
/// client's wrong codes as the API's routes do.
extension PetSpotServices {
    public func ownerReport(
        id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> Announcement {
        let record = try await owners.authorizeOwner(of: id, with: Self.owner(id, managementPassword), from: client)
        return record.announcement(forOwner: true, alertsSent: try await alerts.store.alertsSent(record.wireID))
    }

    /// For the report's owner: how often its flyer's code was opened; `nil` before its first flyer.
    public func flyerVisits(
        id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> FlyerVisits? {
        let record = try await owners.authorizeOwner(of: id, with: Self.owner(id, managementPassword), from: client)
        return try await flyers.store.visits(of: record.wireID)
    }

    /// Applies a JSON merge patch of the fields and `resolution`, as `PATCH` does.
    public func edit(
        id: String, managementPassword: String, patch: [String: JSONValue], from client: ClientAddress
    ) async throws -> Announcement {
        try await announcements.edit(id, patch: patch, credentials: Self.owner(id, managementPassword), from: client)
            .announcement(forOwner: true)
    }

    public func renew(id: String, managementPassword: String, from client: ClientAddress) async throws -> Announcement {
        try await announcements.renew(id, credentials: Self.owner(id, managementPassword), from: client).announcement(
            forOwner: true)
    }

    public func remove(id: String, managementPassword: String, from client: ClientAddress) async throws {
        try await announcements.delete(id, credentials: Self.owner(id, managementPassword), from: client)
    }

    /// The messages people sent the owner, newest first.
    public func messages(
        of id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> [OwnerMessage] {
        try await reaching.messages(of: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    /// Keeps what the owner said a message was (`nil` forgets it).
    public func setVerdict(
        _ verdict: MessageVerdict?, ofMessage messageID: String, of id: String, managementPassword: String,
        from client: ClientAddress
    ) async throws {
        try await reaching.setVerdict(
            of: messageID, of: id,
            body: [MessageVerdict.Field.verdict.rawValue: verdict.map { .string($0.rawValue) } ?? .null],
            credentials: Self.owner(id, managementPassword), from: client)
    }

    /// The report's sightings with the witnesses' contact, latest seen first.
    public func ownerSightings(
        of id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> [Sighting] {
        try await reaching.sightings(of: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    public func removeSighting(
        _ sightingID: String, of id: String, managementPassword: String, from client: ClientAddress
    ) async throws {
        try await reaching.removeSighting(
            sightingID, of: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    public func mailStatus(
        id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> OwnerMailStatus {
        try await ownerMail.status(of: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    public func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> OwnerMailStatus {
        try await ownerMail.set(
            stopped: stopped, for: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    public func setMailLanguage(
        _ language: Language, id: String, managementPassword: String, from client: ClientAddress
    ) async throws -> OwnerMailStatus {
        try await ownerMail.set(
            language: language, for: id, credentials: Self.owner(id, managementPassword), from: client)
    }

    /// Mails a sign-in link when the report has a confirmed address; says nothing of whether one went.
    public func requestSignInLink(id: String) async throws {
        try await signInLinks.request(for: id)
    }

    /// Signs in with a mailed link's token: the report and its new code, or `nil` when the link is
    /// used, expired or another report's.
    public func signIn(id: String, linkToken: String) async throws -> OwnedReport? {
        guard let (record, password) = try await signInLinks.redeem(linkToken, for: id) else { return nil }
        return OwnedReport(report: record.announcement(forOwner: true), managementPassword: password.description)
    }

    private static func owner(_ id: String, _ password: String) -> Credentials {
        .owner(announcementID: id, password: password)
    }
}
