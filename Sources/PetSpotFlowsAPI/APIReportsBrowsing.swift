import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// The browse screens' reports and their possible matches, fetched with the API client.
public struct APIReportsBrowsing: ReportsBrowsing, ReportMatching {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        let query = AnnouncementQuery(
            latitude: filter.centre?.latitude, longitude: filter.centre?.longitude,
            rangeKilometres: filter.centre == nil ? nil : filter.rangeKilometres,
            status: filter.status, species: filter.species, resolution: filter.resolution, limit: filter.limit, cursor: cursor
        )
        do {
            let page = try await client.announcements(query)
            return BrowsedPage(reports: page.data, nextCursor: page.nextCursor)
        } catch {
            throw BrowseError(error)
        }
    }

    public func statistics() async throws(BrowseError) -> ReportStatistics {
        do {
            return try await client.statistics()
        } catch {
            throw BrowseError(error)
        }
    }

    public func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch] {
        do {
            return try await client.matches(of: id, limit: limit)
        } catch {
            throw BrowseError(error)
        }
    }

    public func report(id: String) async throws(BrowseError) -> Announcement {
        do {
            return try await client.announcement(id: id)
        } catch {
            throw BrowseError(error)
        }
    }
}

extension BrowseError {
    init(_ error: PetSpotAPIError) {
        switch error {
        case .noConnection: self = .noConnection
        case .rejected(let status, _) where status == 404: self = .notFound
        case .rejected, .serverFailure: self = .serverFailure
        }
    }
}
