import Foundation
import PetSpotDomain
@testable import PetSpotFlows

/// Reports served in pages of `pageSize`, recording every query; or failing as told.
final class FakeBrowsing: ReportsBrowsing, @unchecked Sendable {
    struct Query: Equatable {
        let centre: Coordinates
        let rangeKilometres: Int
        let status: AnnouncementStatus?
        let cursor: String?
    }

    let reports: [Announcement]
    let pageSize: Int
    let failure = Locked<BrowseError?>(nil)
    let queries = Locked<[Query]>([])

    init(reports: [Announcement], pageSize: Int = 50) {
        self.reports = reports
        self.pageSize = pageSize
    }

    func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        let status = filter.status
        queries.update {
            $0.append(
                Query(
                    centre: filter.centre ?? .defaultArea, rangeKilometres: filter.rangeKilometres ?? 0, status: status,
                    cursor: cursor))
        }
        if let failure = failure.get() { throw failure }
        // As the server lists: the resolution asked for, or open reports.
        let matching = reports.filter { (status == nil || $0.status == status) && $0.resolution == filter.resolution }
        let start = cursor.flatMap(Int.init) ?? 0
        let page = Array(matching.dropFirst(start).prefix(pageSize))
        let next = start + pageSize < matching.count ? String(start + pageSize) : nil
        return BrowsedPage(reports: page, nextCursor: next)
    }

    func statistics() async throws(BrowseError) -> ReportStatistics {
        if let failure = failure.get() { throw failure }
        return ReportStatistics(reunited: reports.count { $0.resolution == .reunited })
    }

    func reunionStatistics(species: Species?) async throws(BrowseError) -> ReunionStatistics {
        if let failure = failure.get() { throw failure }
        return ReunionStatistics(
            reports.filter { $0.resolution == .reunited && (species == nil || $0.species == species) }.map {
                Reunion(
                    species: $0.species, how: $0.reunitedHow, lastSeenDate: $0.lastSeenDate,
                    resolvedAt: $0.resolvedAt ?? $0.updatedAt, place: $0.location, foundAt: $0.content.reunitedPlace)
            })
    }

    func report(id: String) async throws(BrowseError) -> Announcement {
        if let failure = failure.get() { throw failure }
        guard let report = reports.first(where: { $0.id == id }) else { throw .notFound }
        return report
    }

    static func report(
        id: String, status: AnnouncementStatus = .missing, petName: String? = "Burek", species: Species = .dog,
        breed: String? = "Beagle",
        age: Int? = 4, at coordinates: Coordinates? = Coordinates(latitude: 52.23, longitude: 21.01),
        distance: Double? = 1.234,
        phone: String? = "+48512345678", email: String? = "owner@example.com",
        contactVisibility: ContactVisibility = .public
    ) -> Announcement {
        Announcement(
            id: id,
            content: CreateAnnouncementRequest(
                status: status, species: species, sex: .male,
                lastSeenDate: CalendarDate(year: 2026, month: 11, day: 20)
                    ?? CalendarDate(Date(timeIntervalSince1970: 0), in: .gmt),
                location: coordinates, petName: petName, breed: breed, age: age, description: "Red collar",
                microchipNumber: "616093900123456", email: email, phone: phone, reward: "500 PLN",
                contactVisibility: contactVisibility
            ).shownToPublic,
            photoUrl: "/images/\(id).png", createdAt: Date(timeIntervalSince1970: 1_795_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_795_000_000), distanceKm: distance
        )
    }
}
