import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotMatching

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
            status: filter.status, species: filter.species, resolution: filter.resolution, limit: filter.limit,
            cursor: cursor
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

    public func reunionStatistics(species: Species?) async throws(BrowseError) -> ReunionStatistics {
        do {
            return try await client.reunionStatistics(species: species)
        } catch {
            throw BrowseError(error)
        }
    }

    /// The report's possible matches, their reasons in the app's language: the API words them in
    /// English, so they are judged again here (`MatchEngine.reasons(of:for:)`) with the report.
    public func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch] {
        do {
            let matches = try await client.matches(of: id, limit: limit)
            guard Language.current != .source, !matches.isEmpty else { return matches }
            let report = try await client.announcement(id: id)
            return matches.map { match in
                var worded = match
                worded.reasons = Self.engine.reasons(of: match, for: report)
                return worded
            }
        } catch {
            throw BrowseError(error)
        }
    }

    /// Built once: it reads the taxonomy's breeds.
    private static let engine = MatchEngine()

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
