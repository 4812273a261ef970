import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// A report's short address through the API, for the app's flyer.
public struct APIReportFlyers: ReportFlyers {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func shortAddress(of id: String) async throws(BrowseError) -> String {
        do { return try await client.shortAddress(of: id).shortUrl } catch { throw BrowseError(error) }
    }
}
