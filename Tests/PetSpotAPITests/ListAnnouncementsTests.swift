import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Listing announcements against the real server")
struct ListAnnouncementsTests {
    @Test("Given published reports, when listed without filters, then every one with a photo comes newest first")
    func unfilteredListIsNewestFirst() async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)

            let page = try await client.announcements()

            #expect(page.data.map(\.id) == world.newestFirst.map(\.id))
            #expect(page.data == world.newestFirst)
            #expect(page.nextCursor == nil)
            #expect(!page.data.contains { $0.id == world.unpublished.id })
        }
    }

    @Test("Given published reports, when filtered by status, then only that status is listed")
    func statusFilter() async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)

            let found = try await client.announcements(AnnouncementQuery(status: .found))

            #expect(found.data.map(\.id) == [world.warsawCat.id])
        }
    }

    @Test("Given published reports, when filtered by species, then only that species is listed")
    func speciesFilter() async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)

            let cats = try await client.announcements(AnnouncementQuery(species: .cat))

            #expect(cats.data.map(\.id) == [world.krakowCat.id, world.warsawCat.id])
        }
    }

    @Test(
        "Given published reports, when listed near Warsaw within 10 km, then only nearby ones come, nearest first, with distances"
    )
    func locationFilter() async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)

            let nearby = try await client.announcements(AnnouncementQuery(near: Fixtures.warsaw, rangeKilometres: 10))

            #expect(nearby.data.map(\.id) == [world.warsawDog.id, world.warsawCat.id])
            let distances = nearby.data.compactMap(\.distanceKm)
            #expect(distances.count == 2)
            #expect(distances[0] < 0.01)
            #expect(abs(distances[1] - 1.8) < 0.2)
        }
    }

    @Test("Given published reports, when location, range, status and species combine, then all of them apply")
    func filtersCombine() async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)

            let page = try await client.announcements(
                AnnouncementQuery(
                    latitude: Fixtures.warsaw.latitude, longitude: Fixtures.warsaw.longitude, rangeKilometres: 1000,
                    status: .missing, species: .cat))

            #expect(page.data.map(\.id) == [world.krakowCat.id])
            #expect((page.data.first?.distanceKm ?? 0) > 200)
        }
    }

    @Test(
        "Given published reports, when paged one at a time, then following nextCursor yields each exactly once, in order",
        arguments: [
            AnnouncementQuery(limit: 1),
            AnnouncementQuery(latitude: 52.2297, longitude: 21.0122, rangeKilometres: 1000, limit: 1),
        ])
    func paginationFollowsNextCursor(query: AnnouncementQuery) async throws {
        try await withServer { client, _ in
            let world = try await PublishedReports.publish(with: client)
            var whole = query
            whole.limit = nil
            let expected = try await client.announcements(whole).data.map(\.id)

            let pages = try await client.allPages(query)

            #expect(pages.allSatisfy { $0.data.count == 1 })
            #expect(pages.flatMap(\.data).map(\.id) == expected)
            #expect(Set(expected).isSubset(of: Set(world.newestFirst.map(\.id))))
            #expect(expected.count == (query.latitude == nil ? 4 : 3))
            #expect(pages.last?.nextCursor == nil)
        }
    }

    @Test(
        "Given a latitude without a longitude, when listed, then the server rejects the parameter and no field problem is reported"
    )
    func invalidParameterIsRejected() async throws {
        try await withServer { client, _ in
            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.announcements(AnnouncementQuery(latitude: 52.2))
            }

            guard case .rejected(400, let envelope) = error else {
                Issue.record("expected .rejected(400), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "INVALID_PARAMETER")
            #expect(envelope.field == "lng")
            // INVALID_PARAMETER is about the query, not a form field: the domain has no code for it.
            #expect(error?.validationErrors == [])
        }
    }
}
