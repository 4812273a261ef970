import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import PetSpotServer

/// The web pages' effects: the API of this same server, called over HTTP by the client the iOS
/// app uses, so the pages get exactly the API's behaviour (validation, idempotency, photo checks).
struct LocalAPI: ReportSubmitting, ReportsBrowsing, ReportMatching, ReportManaging, ReportReaching {
    let address: LocalServerAddress
    let forwarding: ClientForwarding

    /// A client that calls for the visitor whose request is being answered (`Visitor.client`), so
    /// the API's per-client limits count that visitor, not this server.
    private var client: PetSpotClient? {
        let headers = Visitor.client.map { [ClientForwarding.headerName: forwarding.value(forwarding: $0)] } ?? [:]
        return address.url.map { PetSpotClient(baseURL: $0, additionalHeaders: headers) }
    }

    func create(_ request: CreateAnnouncementRequest, idempotencyKey: String) async throws(SubmissionError) -> CreatedAnnouncement {
        guard let client else { throw .noConnection }
        return try await APIReportSubmitter(client: client).create(request, idempotencyKey: idempotencyKey)
    }

    func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError) {
        guard let client else { throw .noConnection }
        try await APIReportSubmitter(client: client).uploadPhoto(photo, for: announcement)
    }

    func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        guard let client else { throw .noConnection }
        return try await APIReportsBrowsing(client: client).reports(matching: filter, cursor: cursor)
    }

    func report(id: String) async throws(BrowseError) -> Announcement {
        guard let client else { throw .noConnection }
        return try await APIReportsBrowsing(client: client).report(id: id)
    }

    func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch] {
        guard let client else { throw .noConnection }
        return try await APIReportsBrowsing(client: client).matches(of: id, limit: limit)
    }

    func statistics() async throws(BrowseError) -> ReportStatistics {
        guard let client else { throw .noConnection }
        return try await APIReportsBrowsing(client: client).statistics()
    }

    func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).report(id: id, managementPassword: managementPassword)
    }

    func edit(id: String, managementPassword: String, patch: [String: JSONValue]) async throws(OwnerActionError) -> Announcement {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).edit(id: id, managementPassword: managementPassword, patch: patch)
    }

    func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).renew(id: id, managementPassword: managementPassword)
    }

    func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        guard let client else { throw .noConnection }
        try await APIReportManager(client: client).remove(id: id, managementPassword: managementPassword)
    }

    func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).inbox(id: id, managementPassword: managementPassword)
    }

    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError) {
        guard let client else { throw .noConnection }
        try await APIReportManager(client: client).removeSighting(sightingID, id: id, managementPassword: managementPassword)
    }

    func mailStatus(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).mailStatus(id: id, managementPassword: managementPassword)
    }

    func setMailStopped(_ stopped: Bool, id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).setMailStopped(stopped, id: id, managementPassword: managementPassword)
    }

    func requestSignInLink(id: String) async throws(OwnerActionError) {
        guard let client else { throw .noConnection }
        try await APIReportManager(client: client).requestSignInLink(id: id)
    }

    func signIn(id: String, linkToken: String) async throws(OwnerActionError) -> SignedInReport {
        guard let client else { throw .noConnection }
        return try await APIReportManager(client: client).signIn(id: id, linkToken: linkToken)
    }

    func addSighting(_ sighting: SightingRequest, to id: String) async throws(ReachingError) -> Sighting {
        guard let client else { throw .noConnection }
        return try await APIReportReaching(client: client).addSighting(sighting, to: id)
    }

    func sendMessage(_ message: MessageRequest, to id: String) async throws(ReachingError) {
        guard let client else { throw .noConnection }
        try await APIReportReaching(client: client).sendMessage(message, to: id)
    }

    func sightings(of id: String, limit: Int) async throws(ReachingError) -> [Sighting] {
        guard let client else { throw .noConnection }
        return try await APIReportReaching(client: client).sightings(of: id, limit: limit)
    }
}

/// The species list from this server's API, once it listens (an ETag keeps refreshes cheap).
actor LocalTaxonomyRefresher: TaxonomyRefreshing {
    let address: LocalServerAddress
    private var refresher: APITaxonomyRefresher?

    init(address: LocalServerAddress) {
        self.address = address
    }

    func latestTaxonomy(replacing current: SpeciesTaxonomy) async throws -> SpeciesTaxonomy? {
        guard let url = address.url else { throw URLError(.cannotConnectToHost) }
        let refresher = self.refresher ?? APITaxonomyRefresher(client: PetSpotClient(baseURL: url))
        self.refresher = refresher
        return try await refresher.latestTaxonomy(replacing: current)
    }
}
