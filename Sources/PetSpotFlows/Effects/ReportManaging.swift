import PetSpotDomain

/// What an owner does with a published report, with its management password (the API client; a
/// double in tests). Each call answers the report as its owner sees it.
public protocol ReportManaging: Sendable {
    func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement
    /// A JSON merge patch of the create fields and `resolution` (`ReportEdit`).
    func edit(id: String, managementPassword: String, patch: [String: JSONValue]) async throws(OwnerActionError) -> Announcement
    func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement
    func remove(id: String, managementPassword: String) async throws(OwnerActionError)
    /// The messages and sightings people sent about the report.
    func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox
    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError)
}
