import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Decoding the API's JSON (no server)")
struct DecodingTests {
    static let announcementJSON = #"""
        {"id":"3f6c1a52-8e0b-4d7a-9c41-6b2e5d9f0a17","status":"MISSING","petName":"Luna","species":"DOG",
         "breed":null,"sex":"FEMALE","age":4,"description":null,"microchipNumber":null,
         "locationLatitude":52.2297,"locationLongitude":21.0122,"lastSeenDate":"2026-01-05","email":"a@b.co",
         "phone":null,"reward":null,"photoUrl":"/images/x.jpg","createdAt":"2026-01-08T10:00:00.000Z",
         "updatedAt":"2026-01-08T10:00:01.351Z","distanceKm":1.804,"colour":"black","tags":["new"]}
        """#

    @Test("Given an announcement with unknown keys, when decoded, then the known fields are typed and the rest ignored")
    func announcementToleratesUnknownKeys() throws {
        let announcement = try JSONDecoder().decode(Announcement.self, from: Data(Self.announcementJSON.utf8))

        #expect(announcement.status == .missing)
        #expect(announcement.species == .dog)
        #expect(announcement.lastSeenDate == CalendarDate(year: 2026, month: 1, day: 5))
        #expect(announcement.createdAt == Date(timeIntervalSince1970: 1_767_866_400))
        #expect(abs(announcement.updatedAt.timeIntervalSince1970 - 1_767_866_401.351) < 0.000_5)
        #expect(announcement.distanceKm == 1.804)
        #expect(announcement.breed == nil)
        #expect(announcement.location == Fixtures.warsaw)
    }

    @Test("Given a timestamp without fractional seconds, when decoded, then it is accepted")
    func timestampWithoutFractions() throws {
        let json = Self.announcementJSON.replacingOccurrences(
            of: "2026-01-08T10:00:00.000Z", with: "2026-01-08T10:00:00Z")

        let announcement = try JSONDecoder().decode(Announcement.self, from: Data(json.utf8))

        #expect(announcement.createdAt == Date(timeIntervalSince1970: 1_767_866_400))
    }

    @Test("Given a malformed timestamp, when decoded, then decoding fails")
    func malformedTimestampFails() {
        let json = Self.announcementJSON.replacingOccurrences(of: "2026-01-08T10:00:00.000Z", with: "yesterday")

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Announcement.self, from: Data(json.utf8)) }
    }

    @Test("Given a decoded announcement, when encoded and decoded again, then it is equal and times keep milliseconds")
    func announcementRoundTrips() throws {
        let announcement = try JSONDecoder().decode(Announcement.self, from: Data(Self.announcementJSON.utf8))

        let encoded = try JSONEncoder().encode(announcement)

        #expect(try JSONDecoder().decode(Announcement.self, from: encoded) == announcement)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains("2026-01-08T10:00:01.351Z"))
        #expect(text.contains("\"reward\":null"))
    }

    @Test(
        "Given a validation envelope with details, when read as validation errors, then known codes map and unknown ones drop"
    )
    func envelopeDetailsMap() throws {
        let json = #"""
            {"error":{"requestId":"r1","code":"MISSING_VALUE","message":"m1","field":"species","details":[
              {"field":"species","code":"MISSING_VALUE","message":"m1"},
              {"field":"contact","code":"MISSING_CONTACT","message":"m2"},
              {"field":"x","code":"SOMETHING_NEW","message":"m3"}]}}
            """#
        let envelope = try JSONDecoder().decode(APIErrorEnvelope.self, from: Data(json.utf8))

        let error = PetSpotAPIError.rejected(status: 400, envelope)

        #expect(
            error.validationErrors == [
                ValidationError(field: "species", code: .missingValue, message: "m1"),
                ValidationError(field: "contact", code: .missingContact, message: "m2"),
            ])
    }

    @Test(
        "Given an envelope with only a top-level field, when read as validation errors, then that one problem is listed"
    )
    func envelopeTopLevelField() {
        let envelope = APIErrorEnvelope(requestId: "r", code: "INVALID_FORMAT", message: "bad", field: "lastSeenDate")

        #expect(
            PetSpotAPIError.rejected(status: 400, envelope).validationErrors
                == [ValidationError(field: "lastSeenDate", code: .invalidFormat, message: "bad")])
        #expect(PetSpotAPIError.serverFailure(status: 500, envelope).validationErrors == [])
        #expect(PetSpotAPIError.noConnection("offline").validationErrors == [])
    }
}

@Suite("Timestamps (no server)")
struct TimestampTests {
    @Test(
        "Given any millisecond instant, when written and read back through an announcement, then it is unchanged",
        arguments: [
            "2026-01-08T10:00:00.000Z", "2026-11-18T19:42:07.351Z", "1999-12-31T23:59:59.999Z",
            "2026-06-30T00:00:00.001Z",
        ])
    func millisecondsRoundTrip(text: String) throws {
        let json = DecodingTests.announcementJSON.replacingOccurrences(of: "2026-01-08T10:00:00.000Z", with: text)
        let announcement = try JSONDecoder().decode(Announcement.self, from: Data(json.utf8))

        let encoded = String(decoding: try JSONEncoder().encode(announcement), as: UTF8.self)

        #expect(encoded.contains("\"createdAt\":\"\(text)\""))
    }
}
