import Foundation
import PetSpotDomain
@testable import PetSpotSeeding
import Testing
@testable import PetSpotServer
import PetSpotStorage

@Suite("The hot answers' JSON writer")
struct JSONWriterTests {
    static func record(name: String?, description: String?, latitude: Double?, longitude: Double?) -> AnnouncementRecord
    {
        var content = CreateAnnouncementRequest(
            status: .missing, species: .dog, sex: .female, lastSeenDate: CalendarDate(year: 2026, month: 11, day: 2)!,
            petName: name, breed: "Beagle", age: nil, description: description, microchipNumber: "123451234512345",
            email: "a/b@example.com", phone: nil, reward: "100 zł"
        )
        content.locationLatitude = latitude
        content.locationLongitude = longitude
        let time = Date(timeIntervalSince1970: 1_763_900_000.123)
        return AnnouncementRecord(
            id: UUID(), content: content, photoFile: "5e0e0fff-0000-4000-8000-000000000000.png",
            passwordHash: "x", createdAt: time, updatedAt: time.addingTimeInterval(61.5), expiresAt: .distantFuture)
    }

    static let tricky = [
        "Plain", "Quote \" and back\\slash", "Lines\nand\r\ttabs", "Control \u{01}\u{1F} chars", "Slash / kept",
        "Floriańska 🐾",
        "\u{2028}separator", "",
    ]

    @Test(
        "Given reports with every kind of text and number, then the writer's bytes equal JSONEncoder's",
        arguments: tricky)
    func sameAsJSONEncoder(_ text: String) throws {
        let record = Self.record(name: text, description: text, latitude: 50.06143, longitude: -19.0)
        let responses = [
            AnnouncementResponse(record),
            AnnouncementResponse(Self.record(name: nil, description: nil, latitude: nil, longitude: nil)),
            AnnouncementResponse(record, distanceKilometres: 1.23456),
            AnnouncementResponse(record, distanceKilometres: 2),
            AnnouncementResponse(record, managementPassword: ManagementPassword.generate()),
            // In Bieńczyce: a place in words, a district of Kraków.
            AnnouncementResponse(
                Self.record(name: text, description: text, latitude: 50.0881, longitude: 20.0279),
                distanceKilometres: 0.5),
        ]
        for response in responses {
            var json = JSONWriter()
            response.write(to: &json)
            #expect(
                String(decoding: json.bytes, as: UTF8.self)
                    == String(decoding: try JSONResponse.encoder.encode(response), as: UTF8.self))
        }
        for response in responses {
            var json = JSONWriter()
            response.write(to: &json)
            #expect(
                try JSONDecoder().decode(Announcement.self, from: Data(json.bytes)) == response.announcement,
                "the clients read what the server writes")
        }
        for page in [
            ListingPageResponse(data: responses, nextCursor: "abc"), ListingPageResponse(data: [], nextCursor: nil),
        ] {
            var json = JSONWriter()
            page.write(to: &json)
            #expect(
                String(decoding: json.bytes, as: UTF8.self)
                    == String(decoding: try JSONResponse.encoder.encode(page), as: UTF8.self))
        }
        let reasons = [
            MatchReason(code: .sameMicrochip, message: text),
            MatchReason(code: MatchReason.Code(rawValue: "NEW_\(text)"), message: "Found 300 m away"),
        ]
        let matches = responses.enumerated().map { index, response in
            PossibleMatch(
                announcement: response.announcement, score: [0.98765, 1, 0.5, 0.00001, 0.123456789, 0.25][index],
                reasons: Array(reasons.prefix(index)))
        }
        for page in [MatchesResponse(data: matches), MatchesResponse(data: [])] {
            var json = JSONWriter()
            page.write(to: &json)
            #expect(
                String(decoding: json.bytes, as: UTF8.self)
                    == String(decoding: try JSONResponse.encoder.encode(page), as: UTF8.self))
        }
    }
}

@Suite("Listing documents")
struct ListingDocumentTests {
    @Test(
        "Given reports with every kind of text, when a nearby page is written from their documents, then its bytes equal JSONEncoder's page of the reports",
        arguments: JSONWriterTests.tricky)
    func nearbyPageSameAsJSONEncoder(_ text: String) throws {
        let records = [
            JSONWriterTests.record(name: text, description: text, latitude: 50.06143, longitude: -19.0),
            JSONWriterTests.record(name: nil, description: nil, latitude: 0, longitude: 0),
        ]
        let distances = [1.23456, 2.0]
        for cursor in ["abc", nil] {
            let listings = zip(records, distances).map {
                MeasuredListing(report: ListedReport($0)!, distanceKilometres: $1)
            }
            var json = JSONWriter()
            NearbyPageResponse(data: listings, nextCursor: cursor).write(to: &json)
            let reference = ListingPageResponse(
                data: zip(records, distances).map { AnnouncementResponse($0, distanceKilometres: $1) },
                nextCursor: cursor)
            #expect(
                String(decoding: json.bytes, as: UTF8.self)
                    == String(decoding: try JSONResponse.encoder.encode(reference), as: UTF8.self))
        }
        var json = JSONWriter()
        NearbyPageResponse(data: [], nextCursor: nil).write(to: &json)
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"data":[],"nextCursor":null}"#)
    }

    @Test("Given a report, then its document keeps only the values, and one with a value missing or extra is not taken")
    func documentHoldsValuesOnly() throws {
        let record = JSONWriterTests.record(name: "Rex", description: "Brown, \"big\"", latitude: 50, longitude: 20)
        let values = ListingDocument.values(of: record)
        let text = String(decoding: values, as: UTF8.self)
        #expect(!text.contains("\"petName\"") && text.contains("\"Rex\"") && text.contains(#""Brown, \"big\"""#))
        let document = try #require(ListingDocument(values: values))
        #expect(document == ListingDocument(record))
        #expect(String(decoding: document.object, as: UTF8.self).contains(#""petName":"Rex""#))
        #expect(
            ListingDocument(
                values: Array(values.dropLast(1 + (values.reversed().firstIndex(of: JSONWriter.memberSeparator) ?? 0))))
                == nil)
        #expect(ListingDocument(values: values + [JSONWriter.memberSeparator, UInt8(ascii: "1")]) == nil)
        #expect(ListingDocument(values: []) == nil)
    }
}

@Suite("Timestamps as the API writes them")
struct TimestampTests {
    /// What Foundation's ISO 8601 formatter says, with the milliseconds added.
    static func reference(_ milliseconds: Int64) -> String {
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(Date.ISO8601FormatStyle())
        let fraction = milliseconds - seconds * 1000
        return "\(whole.dropLast()).\(String(repeating: "0", count: 3 - String(fraction).count))\(fraction)Z"
    }

    @Test(
        "Given instants across centuries, leap days and before 1970, then the hand-written format equals Foundation's")
    func matchesFoundation() {
        var random = SplitMix64(seed: 7)
        var instants: [Int64] = [
            0, 1, 999, 1000, -1, -1000, -1001, 951_782_400_000, 951_868_799_999, 4_107_542_400_000,
            1_763_900_000_123, -2_208_988_800_000, 253_402_300_799_999,
        ]
        for _ in 0..<2000 { instants.append(Int64(random.next() % 8_000_000_000_000) - 2_000_000_000_000) }
        for instant in instants {
            #expect(Timestamp.string(Timestamp.date(milliseconds: instant)) == Self.reference(instant), "\(instant)")
        }
    }
}
