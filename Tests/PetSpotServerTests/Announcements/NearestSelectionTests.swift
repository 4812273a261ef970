import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotServer

/// The page selection on its own, with an index whose points are a little off (as SQLite's R*Tree's are).
@Suite("Nearest selection")
struct NearestSelectionTests {
    static let centre = Coordinates(latitude: 50, longitude: 20)!

    /// Reports due north of the centre, `kilometres` away.
    static func record(_ kilometres: Double, species: Species = .dog) -> ListedReport {
        let point = Coordinates(latitude: 50 + kilometres / GreatCircle.kilometresPerDegreeOfLatitude, longitude: 20)
        let content = CreateAnnouncementRequest(status: .missing, species: species, sex: .male, lastSeenDate: CalendarDate(iso: "2026-11-20")!,
                                                location: point, email: "a@b.co")
        let time = Date(timeIntervalSince1970: 1_795_348_800)
        return ListedReport(AnnouncementRecord(id: UUID(), content: content, photoFile: "p.png", passwordHash: "", createdAt: time, updatedAt: time))!
    }

    /// Candidates for `records` whose index distances are off by up to `error` (alternating signs).
    static func candidates(_ records: [ListedReport], error: Double) -> [NearbyCandidate] {
        records.enumerated().map { index, record in
            let exact = GreatCircle.kilometres(from: centre, to: record.point)
            return NearbyCandidate(key: Int64(index), approximateKilometres: exact + (index % 2 == 0 ? error : -error))
        }
    }

    /// A page of `records` near the centre within 5 km, their index distances off by up to `error`.
    static func page(_ records: [ListedReport], error: Double, after: MeasuredListing? = nil, limit: Int) -> [MeasuredListing] {
        let position = after?.position
        return NearestSelection.select(candidates(records, error: error), tolerance: error,
                                       for: NearestQuery(centre: centre, kilometres: 5, after: position, limit: limit)) { records[Int($0)] }
    }

    @Test("Given a thousand reports, when a page of ten is chosen, then only the rows that could be on it are read")
    func readsFewRows() throws {
        let records = (0..<1000).map { Self.record(Double($0) * 0.004) }.shuffled()
        var reads = 0
        let page = NearestSelection.select(Self.candidates(records, error: 0.001), tolerance: 0.002,
                                           for: NearestQuery(centre: Self.centre, kilometres: 5, limit: 10)) { key in
            reads += 1
            return records[Int(key)]
        }
        #expect(page.map(\.report.id) == records.sorted { $0.point.latitude < $1.point.latitude }.prefix(10).map(\.id))
        // Ten on the page, and the one or two whose index distance was within the tolerance of the tenth.
        #expect(reads <= 12)
    }

    @Test("Given an index whose distances are off, then the order, range and cursor follow the exact distances")
    func exactDistancesDecide() {
        let records = [0.1, 0.1005, 0.2, 4.9995, 5.0005].map { Self.record($0) }
        let all = Self.page(records, error: 0.002, limit: 10)
        #expect(all.map(\.report.id) == records.prefix(4).map(\.id))
        #expect(all.allSatisfy { $0.distanceKilometres == GreatCircle.kilometres(from: Self.centre, to: $0.report.point) })
        let rest = Self.page(records, error: 0.002, after: all[1], limit: 10)
        #expect(rest.map(\.report.id) == records[2...3].map(\.id))
    }

    @Test("Given reports at one spot, then they come in order of id, and a cursor between them resumes at the next")
    func tiesByID() {
        let records = (0..<5).map { _ in Self.record(1) }
        let byID = records.sorted { $0.id < $1.id }
        let first = Self.page(records, error: 0, limit: 2)
        #expect(first.map(\.report.id) == byID.prefix(2).map(\.id))
        let second = Self.page(records, error: 0, after: first[1], limit: 2)
        #expect(second.map(\.report.id) == byID[2...3].map(\.id))
    }

    @Test("Given a filter and rows gone since the index was read, then they are skipped and the page still fills")
    func filtersAndVanishedRows() {
        let records = (0..<6).map { Self.record(Double($0) * 0.5, species: $0 % 2 == 0 ? .cat : .dog) }
        let page = NearestSelection.select(Self.candidates(records, error: 0), tolerance: 0,
                                           for: NearestQuery(centre: Self.centre, kilometres: 5, filter: ListingFilter(species: .cat), limit: 2)) { key in
            key == 0 ? nil : records[Int(key)]
        }
        #expect(page.map(\.report.id) == [records[2].id, records[4].id])
    }
}
