import PetSpotAPI
import PetSpotFlows

/// Removes an owner's report through the API (`DELETE` with Basic id:password).
public struct APIReportRemover: ReportRemoving {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        do {
            try await client.deleteAnnouncement(id: id, managementPassword: managementPassword)
        } catch {
            throw OwnerActionError(error)
        }
    }
}

extension OwnerActionError {
    init(_ error: PetSpotAPIError) {
        switch error {
        case .noConnection: self = .noConnection
        case .rejected(let status, _) where status == 401 || status == 403: self = .wrongPassword
        case .rejected(let status, _) where status == 404: self = .notFound
        case .rejected(let status, _) where status == 429: self = .tooManyAttempts(retryAfterSeconds: nil)
        case .rejected(400, _) where !error.validationErrors.isEmpty: self = .invalid(error.validationErrors)
        case .rejected, .serverFailure: self = .serverFailure
        }
    }
}
