import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// An owner's report through the API, with HTTP Basic id:password on every call.
public struct APIReportManager: ReportManaging {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.announcement(id: id, managementPassword: managementPassword)
        }
    }

    public func edit(
        id: String, managementPassword: String, patch: [String: JSONValue]
    ) async throws(OwnerActionError) -> Announcement {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.editAnnouncement(id: id, managementPassword: managementPassword, patch: patch)
        }
    }

    public func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.renewAnnouncement(id: id, managementPassword: managementPassword)
        }
    }

    public func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.deleteAnnouncement(id: id, managementPassword: managementPassword)
        }
    }

    public func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox {
        try await owner { () async throws(PetSpotAPIError) in
            OwnerInbox(
                messages: try await client.messages(of: id, managementPassword: managementPassword),
                sightings: try await client.sightings(of: id, managementPassword: managementPassword))
        }
    }

    public func removeSighting(
        _ sightingID: String, id: String, managementPassword: String
    ) async throws(OwnerActionError) {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.deleteSighting(sightingID, of: id, managementPassword: managementPassword)
        }
    }

    public func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, id: String, managementPassword: String
    ) async throws(OwnerActionError) {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.setVerdict(verdict, ofMessage: messageID, of: id, managementPassword: managementPassword)
        }
    }

    public func mailStatus(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.mailStatus(id: id, managementPassword: managementPassword)
        }
    }

    public func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.setMailStopped(stopped, id: id, managementPassword: managementPassword)
        }
    }

    public func setMailLanguage(
        _ language: Language, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
        try await owner { () async throws(PetSpotAPIError) in
            try await client.setMailLanguage(language, id: id, managementPassword: managementPassword)
        }
    }

    public func requestSignInLink(id: String) async throws(OwnerActionError) {
        try await owner { () async throws(PetSpotAPIError) in try await client.requestSignInLink(id: id) }
    }

    public func signIn(id: String, linkToken: String) async throws(OwnerActionError) -> SignedInReport {
        do {
            let answer = try await client.signIn(id: id, linkToken: linkToken)
            return SignedInReport(report: answer.announcement, managementPassword: answer.managementPassword)
        } catch {
            // 403 here is the link, not a password: used, expired or another report's.
            let failure = OwnerActionError(error)
            throw failure == .wrongPassword ? .signInLinkExpired : failure
        }
    }

    private func owner<Value>(_ call: () async throws(PetSpotAPIError) -> Value) async throws(OwnerActionError) -> Value
    {
        do {
            return try await call()
        } catch {
            throw OwnerActionError(error)
        }
    }
}
