import Foundation
@testable import PetSpotDomain
import Testing

@Suite("A report on the wire")
struct AnnouncementWireTests {
    static let full: Announcement = {
        var content = CreateAnnouncementRequest(
            status: .found, species: .cat, sex: .female, lastSeenDate: CalendarDate(year: 2026, month: 11, day: 2)!,
            location: Coordinates(latitude: -33.9, longitude: -70.1), petName: "Mia", breed: "Maine Coon", age: 3,
            description: "White paw", microchipNumber: "616093900123456", email: "a@example.com", phone: "+48512345678",
            reward: "100 zł", privateMark: "A notch in the left ear", reunitedHow: .flyer,
            reunitedAt: Coordinates(latitude: -33.8, longitude: -70.0)
        )
        content.locationLatitude = -33.9
        return Announcement(
            id: "5e0e0fff-0000-4000-8000-000000000001", content: content, photoUrl: "/images/a.png",
            createdAt: Date(timeIntervalSince1970: 1_763_900_000.123),
            updatedAt: Date(timeIntervalSince1970: 1_763_900_061.5),
            resolution: .reunited, resolvedAt: Date(timeIntervalSince1970: 1_763_900_061.5),
            expiresAt: Date(timeIntervalSince1970: 1_771_676_061.5), distanceKm: 1.5,
            place: PlaceDescription(
                name: "Bieńczyce", city: "Warsaw", cityLocalName: "Warszawa", division: "Masovian Voivodeship",
                countryCode: "PL", distanceKm: 1.5, direction: .southWest))
    }()

    @Test(
        "Given a report, then its JSON has every field of the request and every member, null where empty, and reads back equal"
    )
    func roundTrip() throws {
        var sparse = Self.full
        sparse.content = CreateAnnouncementRequest(
            status: .missing, species: .dog, sex: .unknown, lastSeenDate: Self.full.lastSeenDate)
        sparse.distanceKm = nil
        sparse.place = nil
        sparse.resolution = nil
        sparse.resolvedAt = nil
        for report in [Self.full, sparse] {
            let data = try JSONEncoder().encode(report)
            let object = try JSONDecoder().decode([String: JSONValue].self, from: data)
            // The owner's only fields are there only when set (the full report has its mark).
            let ownersOnly = CreateAnnouncementRequest.Field.ownersOnly.filter { report.content[$0] != $0.empty }
            let expected = Set(
                CreateAnnouncementRequest.Field.allCases.filter { !$0.isOwnersOnly || ownersOnly.contains($0) }
                    .map(\.rawValue) + [
                        "id", "photoUrl", "createdAt", "updatedAt", "resolution", "resolvedAt", "expiresAt", "place",
                    ])
            #expect(Set(object.keys) == expected.union(report.distanceKm == nil ? [] : ["distanceKm"]))
            #expect(try JSONDecoder().decode(Announcement.self, from: data) == report)
        }
        #expect(
            try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(sparse))["petName"] == .null)
        #expect(
            try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(sparse))["resolution"]
                == .null)
    }

    @Test("Given a report's place, then the wire has its parts, the direction by name and the API's English words")
    func placeOnTheWire() throws {
        let data = try Language.speaking(.polish) { try JSONEncoder().encode(Self.full) }
        let object = try JSONDecoder().decode([String: JSONValue].self, from: data)
        guard case .object(let place)? = object["place"] else {
            Issue.record("no place object: \(String(decoding: data, as: UTF8.self))")
            return
        }
        #expect(place["direction"] == .string("SOUTH_WEST"))
        #expect(place["words"] == .string("1.5 km south-west of Bieńczyce, Warsaw"))
        #expect(place["localName"] == .null)
        // Each reader words it in its own language, the local names on Polish pages.
        #expect(
            Language.speaking(.polish) { Self.full.place?.words } == "Bieńczyce, Warszawa, 1,5 km na południowy zachód")
    }

    @Test(
        "Given an answer from a server before resolutions and lifetimes, then it reads as an open report with no expiry"
    )
    func beforeLifetimes() throws {
        var object = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(Self.full))
        for key in ["resolution", "resolvedAt", "expiresAt"] { object[key] = nil }
        let report = try JSONDecoder().decode(Announcement.self, from: JSONEncoder().encode(object))
        #expect(report.resolution == nil && report.resolvedAt == nil && report.expiresAt == nil)
        #expect(report.standing(at: .now) == .open(expiresAt: .distantFuture))
    }

    @Test(
        "Given a request, then building one from its field values gives it back, and a value of the wrong form names its field"
    )
    func fieldValues() throws {
        let content = Self.full.content
        #expect(try CreateAnnouncementRequest(values: { content[$0] }) == content)
        for field in CreateAnnouncementRequest.Field.allCases {
            #expect(content[field].kind == field.kind)
        }
        #expect(throws: CreateAnnouncementRequest.UnreadableField(field: .age)) {
            try CreateAnnouncementRequest(values: { $0 == .age ? .text("three") : content[$0] })
        }
        #expect(throws: CreateAnnouncementRequest.UnreadableField(field: .species)) {
            try CreateAnnouncementRequest(values: { $0 == .species ? .text("DRAGON") : content[$0] })
        }
    }

    @Test("Given a report, then its reporter's fields read through as its own")
    func readsThrough() {
        var report = Self.full
        #expect(
            report.petName == "Mia" && report.status == .found
                && report.location == Coordinates(latitude: -33.9, longitude: -70.1))
        report.breed = nil
        #expect(report.content.breed == nil)
    }
}
