import Foundation
import PetSpotAPI
import PetSpotDomain

/// A small published world for list tests: four reports with photos, one without.
struct PublishedReports {
    /// MISSING dog in central Warsaw.
    let warsawDog: Announcement
    /// FOUND cat about 1.8 km from central Warsaw.
    let warsawCat: Announcement
    /// MISSING cat in Kraków, about 250 km away.
    let krakowCat: Announcement
    /// MISSING bird with no location.
    let bird: Announcement
    /// FOUND dog near Warsaw without a photo: never listed.
    let unpublished: Announcement

    static let krakow = Coordinates(latitude: 50.0614, longitude: 19.9366)!
    static let nearWarsaw = Coordinates(latitude: 52.2412, longitude: 20.9931)!

    /// Creates the reports in this order (oldest first) and attaches a photo to each but the last.
    static func publish(with client: PetSpotClient) async throws -> PublishedReports {
        func published(_ report: CreateAnnouncementRequest) async throws -> Announcement {
            let created = try await client.createAnnouncement(report)
            _ = try await client.uploadPhoto(
                SamplePNG.data(), fileName: "pet.png", type: .png,
                to: created.announcement.id, managementPassword: created.managementPassword)
            return try await client.announcement(id: created.announcement.id)
        }
        return PublishedReports(
            warsawDog: try await published(Fixtures.report(.missing, .dog, at: Fixtures.warsaw)),
            warsawCat: try await published(Fixtures.report(.found, .cat, at: nearWarsaw)),
            krakowCat: try await published(Fixtures.report(.missing, .cat, at: krakow)),
            bird: try await published(Fixtures.report(.missing, .bird)),
            unpublished: try await client.createAnnouncement(Fixtures.report(.found, .dog, at: nearWarsaw)).announcement
        )
    }

    /// Every listed report, newest first.
    var newestFirst: [Announcement] { [bird, krakowCat, warsawCat, warsawDog] }
}

extension PetSpotClient {
    /// Every page of `query`, following `nextCursor` until the last page.
    func allPages(_ query: AnnouncementQuery) async throws -> [AnnouncementPage] {
        var pages = [try await announcements(query)]
        while let next = query.next(after: pages[pages.count - 1]) {
            pages.append(try await announcements(next))
        }
        return pages
    }
}
