import Foundation
import PetSpotDomain
import Testing
import PetSpotStorage
import PetSpotStorageTesting

/// The page of a nearby listing on its own: reports offered in any order.
@Suite("Nearest page")
struct NearestPageTests {
    static let centre = Coordinates(latitude: 50, longitude: 20)!

    /// Reports due north of the centre, `kilometres` away.
    static func record(_ kilometres: Double, species: Species = .dog) -> ListedReport {
        let point = Coordinates(latitude: 50 + kilometres / GreatCircle.kilometresPerDegreeOfLatitude, longitude: 20)
        let content = CreateAnnouncementRequest(
            status: .missing, species: species, sex: .male, lastSeenDate: CalendarDate(iso: "2026-11-20")!,
            location: point, email: "a@b.co")
        let time = Date(timeIntervalSince1970: 1_795_348_800)
        return ListedReport(
            AnnouncementRecord(
                id: UUID(), content: content, photoFile: "p.png", passwordHash: "", createdAt: time, updatedAt: time,
                expiresAt: .distantFuture))!
    }

    /// The page of `records` (offered in their order) within 5 km of the centre.
    static func page(
        _ records: [ListedReport], filter: ListingFilter = ListingFilter(), after: MeasuredListing? = nil, limit: Int
    ) -> [MeasuredListing] {
        let query = NearestQuery(
            centre: centre, kilometres: 5, filter: filter, after: after?.position, limit: limit,
            now: SampleRecords.created)
        var page = NearestPage(limit: limit)
        for record in records {
            page.offer(record, at: GreatCircle.kilometres(from: centre, to: record.point), for: query)
        }
        return page.listings
    }

    @Test(
        "Given a thousand reports offered in random orders, then the page is always the nearest ten, in order, and a cursor resumes after the last"
    )
    func anyOrderSamePage() {
        let records = (0..<1000).map { Self.record(Double($0) * 0.004) }
        let nearest = records.sorted { $0.point.latitude < $1.point.latitude }
        for _ in 0..<5 {
            let first = Self.page(records.shuffled(), limit: 10)
            #expect(first.map(\.report.id) == nearest.prefix(10).map(\.id))
            let second = Self.page(records.shuffled(), after: first.last, limit: 10)
            #expect(second.map(\.report.id) == nearest[10..<20].map(\.id))
        }
    }

    @Test("Given reports at and beyond the range, then only those strictly within it come, with their exact distances")
    func rangeIsStrict() {
        let records = [0.1, 0.2, 4.9995, 5.0005, 7].map { Self.record($0) }
        let all = Self.page(records.reversed(), limit: 10)
        #expect(all.map(\.report.id) == records.prefix(3).map(\.id))
        #expect(
            all.allSatisfy { $0.distanceKilometres == GreatCircle.kilometres(from: Self.centre, to: $0.report.point) })
        #expect(Self.page(records, limit: 0).isEmpty)
    }

    @Test("Given reports at one spot, then they come in order of id, and a cursor between them resumes at the next")
    func tiesByID() {
        let records = (0..<5).map { _ in Self.record(1) }
        let byID = records.sorted { $0.id < $1.id }
        let first = Self.page(records, limit: 2)
        #expect(first.map(\.report.id) == byID.prefix(2).map(\.id))
        let second = Self.page(records.reversed(), after: first[1], limit: 2)
        #expect(second.map(\.report.id) == byID[2...3].map(\.id))
    }

    @Test("Given a filter, then other reports are skipped and the page still fills")
    func filters() {
        let records = (0..<6).map { Self.record(Double($0) * 0.5, species: $0 % 2 == 0 ? .cat : .dog) }
        #expect(
            Self.page(records.reversed(), filter: ListingFilter(species: .cat), limit: 2).map(\.report.id) == [
                records[0].id, records[2].id,
            ])
    }
}
