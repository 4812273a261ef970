import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// The lists, a report's page and its possible matches, read from the services in this process.
struct InProcessBrowsing: ReportsBrowsing, ReportMatching {
    let services: PetSpotServices

    func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        do {
            let page = try await services.reports(
                centre: filter.centre, rangeKilometres: filter.centre == nil ? nil : filter.rangeKilometres,
                filter: ListingFilter(status: filter.status, species: filter.species, resolution: filter.resolution),
                limit: filter.limit, cursor: cursor
            )
            return BrowsedPage(reports: page.reports, nextCursor: page.nextCursor)
        } catch {
            throw BrowseError(error)
        }
    }

    func report(id: String) async throws(BrowseError) -> Announcement {
        do { return try await services.report(id: id) } catch { throw BrowseError(error) }
    }

    /// A report's page: the report and its latest sightings as the public sees them, in one read.
    func reportWithLatestSightings(
        id: String, latest: Int
    ) async throws(BrowseError) -> (report: Announcement, sightings: [Sighting]) {
        do { return try await services.reportWithLatestSightings(id: id, limit: latest) } catch {
            throw BrowseError(error)
        }
    }

    func statistics() async throws(BrowseError) -> ReportStatistics {
        do { return ReportStatistics(reunited: try await services.reunitedCount()) } catch { throw BrowseError(error) }
    }

    func reunionStatistics(species: Species?) async throws(BrowseError) -> ReunionStatistics {
        do { return try await services.reunionStatistics(species: species) } catch { throw BrowseError(error) }
    }

    func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch] {
        do { return try await services.matches(of: id, limit: limit) } catch { throw BrowseError(error) }
    }
}
