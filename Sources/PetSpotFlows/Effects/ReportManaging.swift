import PetSpotDomain

/// What an owner does with a published report, with its management password (the API client in the
/// app, the services in process on the web; a double in tests). Each call answers the report as its
/// owner sees it.
public protocol ReportManaging: Sendable {
    func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement
    /// A JSON merge patch of the create fields and `resolution` (`ReportEdit`).
    func edit(
        id: String, managementPassword: String, patch: [String: JSONValue]
    ) async throws(OwnerActionError) -> Announcement
    func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement
    func remove(id: String, managementPassword: String) async throws(OwnerActionError)
    /// The messages and sightings people sent about the report.
    func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox
    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError)
    /// Says what a message was: a scam or genuine.
    func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, id: String, managementPassword: String
    ) async throws(OwnerActionError)
    /// Where the report's mail to its owner stands.
    func mailStatus(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus
    /// Stops the report's mail, or (`false`) has it sent again.
    func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus
    /// Has the report's mail written in `language`.
    func setMailLanguage(
        _ language: Language, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus
    /// Asks for a sign-in link mailed to the report's confirmed address; the server says nothing of
    /// whether one went (nobody learns whether a report has a confirmed email).
    func requestSignInLink(id: String) async throws(OwnerActionError)
    /// Signs in with a mailed link's token: the report as its owner sees it, with its new code (the
    /// lost one stops working). `.signInLinkExpired` when the link is used, expired or another report's.
    func signIn(id: String, linkToken: String) async throws(OwnerActionError) -> SignedInReport
}

/// A report signed in to by a link: as its owner sees it, and its new management password.
public struct SignedInReport: Hashable, Sendable {
    public let report: Announcement
    public let managementPassword: String

    public init(report: Announcement, managementPassword: String) {
        self.report = report
        self.managementPassword = managementPassword
    }
}
