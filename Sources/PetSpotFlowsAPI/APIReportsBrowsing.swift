import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// The browse screens' reports, fetched with the API client.
public struct APIReportsBrowsing: ReportsBrowsing {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        let query = AnnouncementQuery(
            latitude: filter.centre?.latitude, longitude: filter.centre?.longitude,
            rangeKilometres: filter.centre == nil ? nil : filter.rangeKilometres,
            status: filter.status, species: filter.species, cursor: cursor
        )
        do {
            let page = try await client.announcements(query)
            return BrowsedPage(reports: page.data.map(BrowsedReport.init), nextCursor: page.nextCursor)
        } catch {
            throw BrowseError(error)
        }
    }

    public func report(id: String) async throws(BrowseError) -> BrowsedReport {
        do {
            return BrowsedReport(try await client.announcement(id: id))
        } catch {
            throw BrowseError(error)
        }
    }
}

extension BrowsedReport {
    init(_ announcement: Announcement) {
        self.init(
            id: announcement.id, status: announcement.status, petName: announcement.petName, species: announcement.species,
            breed: announcement.breed, sex: announcement.sex, age: announcement.age, description: announcement.description,
            microchipNumber: announcement.microchipNumber, coordinates: announcement.location,
            lastSeenDate: announcement.lastSeenDate, email: announcement.email, phone: announcement.phone,
            reward: announcement.reward, photoPath: announcement.photoUrl, distanceKilometres: announcement.distanceKm
        )
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
