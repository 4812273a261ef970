import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// "Manage my report" on a page: the owner's calls, by the report's code, for the visitor whose
/// request it is (wrong codes are counted for that visitor).
struct InProcessOwnerDesk: ReportManaging {
    let services: PetSpotServices
    let visitor: ClientAddress

    func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        try await owner {
            try await services.ownerReport(id: id, managementPassword: managementPassword, from: visitor)
        }
    }

    func edit(
        id: String, managementPassword: String, patch: [String: JSONValue]
    ) async throws(OwnerActionError) -> Announcement {
        try await owner {
            try await services.edit(id: id, managementPassword: managementPassword, patch: patch, from: visitor)
        }
    }

    func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        try await owner { try await services.renew(id: id, managementPassword: managementPassword, from: visitor) }
    }

    func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        try await owner { try await services.remove(id: id, managementPassword: managementPassword, from: visitor) }
    }

    func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox {
        try await owner {
            OwnerInbox(
                messages: try await services.messages(of: id, managementPassword: managementPassword, from: visitor),
                sightings: try await services.ownerSightings(
                    of: id, managementPassword: managementPassword, from: visitor))
        }
    }

    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError) {
        try await owner {
            try await services.removeSighting(sightingID, of: id, managementPassword: managementPassword, from: visitor)
        }
    }

    func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, id: String, managementPassword: String
    ) async throws(OwnerActionError) {
        try await owner {
            try await services.setVerdict(
                verdict, ofMessage: messageID, of: id, managementPassword: managementPassword, from: visitor)
        }
    }

    func mailStatus(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner { try await services.mailStatus(id: id, managementPassword: managementPassword, from: visitor) }
    }

    func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner {
            try await services.setMailStopped(stopped, id: id, managementPassword: managementPassword, from: visitor)
        }
    }

    func setMailLanguage(
        _ language: Language, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner {
            try await services.setMailLanguage(language, id: id, managementPassword: managementPassword, from: visitor)
        }
    }

    func requestSignInLink(id: String) async throws(OwnerActionError) {
        try await owner { try await services.requestSignInLink(id: id) }
    }

    func signIn(id: String, linkToken: String) async throws(OwnerActionError) -> SignedInReport {
        let owned = try await owner { try await services.signIn(id: id, linkToken: linkToken) }
        guard let owned else { throw .signInLinkExpired }
        return SignedInReport(report: owned.report, managementPassword: owned.managementPassword)
    }

    private func owner<Value>(_ call: () async throws -> Value) async throws(OwnerActionError) -> Value {
        do { return try await call() } catch { throw OwnerActionError(error) }
    }
}
