import Foundation
import Testing
import PetSpotDomain

/// Bodies and helpers for `CreateAnnouncementRequest.validate`.
private enum Fixture {
    /// 11:00 UTC on 10 March 2026: already 01:00 on 11 March in UTC+14.
    static let now = TestSupport.utc(2026, 3, 10, 11, 0)

    /// The smallest valid body.
    static let minimal: [String: JSONValue] = [
        "status": .string("MISSING"),
        "species": .string("DOG"),
        "sex": .string("FEMALE"),
        "lastSeenDate": .string("2026-03-01"),
        "email": .string("owner@example.com"),
    ]

    /// A valid body with every field, including both contacts and coordinates.
    static let complete: [String: JSONValue] = [
        "status": .string("FOUND"),
        "species": .string("CAT"),
        "sex": .string("MALE"),
        "lastSeenDate": .string("2026-03-01"),
        "locationLatitude": .number(52.2297),
        "locationLongitude": .number(21.0122),
        "petName": .string("Rex"),
        "breed": .string("Siamese"),
        "age": .number(5),
        "description": .string("Grey, shy."),
        "microchipNumber": .string("123456789012345"),
        "email": .string("finder@example.com"),
        "phone": .string("+48123456789"),
        "reward": .string("100 PLN"),
        "collar": .string("Red collar, tag REX"),
        "caregiverPhone": .string("+48 600 700 800"),
        "currentAddress": .string("ul. Długa 5\n31-147 Kraków"),
        "privateMark": .string("A notch in the left ear"),
    ]

    static func minimal(with changes: [String: JSONValue?]) -> [String: JSONValue] { apply(changes, to: minimal) }
    static func complete(with changes: [String: JSONValue?]) -> [String: JSONValue] { apply(changes, to: complete) }

    /// `body` with each key of `changes` set, or removed when its value is `nil`.
    private static func apply(_ changes: [String: JSONValue?], to body: [String: JSONValue]) -> [String: JSONValue] {
        var body = body
        for (key, value) in changes { body[key] = value }
        return body
    }

    static func errors(_ body: [String: JSONValue], now: Date = now) -> [ValidationError] {
        switch CreateAnnouncementRequest.validate(body, now: now) {
        case .success: []
        case .failure(let failure): failure.errors
        }
    }

    static func request(_ body: [String: JSONValue], now: Date = now) throws -> CreateAnnouncementRequest {
        try CreateAnnouncementRequest.validate(body, now: now).get()
    }

    static func error(_ field: String, _ code: ValidationError.Code, _ message: String) -> ValidationError {
        ValidationError(field: field, code: code, message: message)
    }

    static func date(_ iso: String) throws -> CalendarDate { try #require(CalendarDate(iso: iso)) }
}

@Suite("Create announcement validation")
struct CreateAnnouncementValidationTests {
    // MARK: Valid bodies

    @Test("Given a full valid JSON body, when validated, then the typed request holds sanitised, trimmed values")
    func fullValidBody() throws {
        let body = try TestSupport.body(
            """
            {
              "status": "MISSING", "species": "DOG", "sex": "FEMALE", "lastSeenDate": "2026-03-01",
              "locationLatitude": 52.2297, "locationLongitude": 21.0122,
              "petName": "  Rex  ", "breed": " Beagle ", "age": 5,
              "description": "  Brown collar.\\nVery friendly.  ",
              "microchipNumber": "12345-67890-12345",
              "email": " owner@example.com ", "phone": "+48 (123) 456-789", "reward": " 100 PLN "
            }
            """)
        let request = try Fixture.request(body)
        #expect(
            request
                == CreateAnnouncementRequest(
                    status: .missing, species: .dog, sex: .female, lastSeenDate: try Fixture.date("2026-03-01"),
                    location: try #require(Coordinates(latitude: 52.2297, longitude: 21.0122)),
                    petName: "Rex", breed: "Beagle", age: 5, description: "Brown collar.\nVery friendly.",
                    microchipNumber: "123456789012345", email: "owner@example.com", phone: "+48123456789",
                    reward: "100 PLN"
                ))
        #expect(request.phone == "+48123456789")
        #expect(request.microchipNumber == "123456789012345")
        #expect(request.locationLatitude == 52.2297)
        #expect(request.locationLongitude == 21.0122)
    }

    @Test("Given a minimal valid body, when validated, then every optional field is absent")
    func minimalValidBody() throws {
        let request = try Fixture.request(Fixture.minimal)
        #expect(
            request
                == CreateAnnouncementRequest(
                    status: .missing, species: .dog, sex: .female, lastSeenDate: try Fixture.date("2026-03-01"),
                    email: "owner@example.com"
                ))
        #expect(request.locationLatitude == nil)
        #expect(request.locationLongitude == nil)
    }

    @Test(
        "Given a blank, empty or null optional text, when validated, then it is stored as null",
        arguments: ["petName", "breed", "description", "microchipNumber", "reward"],
        [JSONValue.string(""), .string("   \n "), .null]
    )
    func blankOptionalTextIsNil(field: String, value: JSONValue) throws {
        let request = try Fixture.request(Fixture.minimal(with: [field: value]))
        #expect(request == (try Fixture.request(Fixture.minimal)))
    }

    @Test(
        "Given each status, species and sex, when validated, then it is accepted",
        arguments: [
            ("status", "MISSING"), ("status", "FOUND"), ("status", " FOUND "),
            ("sex", "MALE"), ("sex", "FEMALE"), ("sex", "UNKNOWN"),
        ] + Species.allCases.map { ("species", $0.rawValue) }
    )
    func choicesAccepted(field: String, value: String) throws {
        let request = try Fixture.request(Fixture.complete(with: [field: .string(value)]))
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        switch field {
        case "status": #expect(request.status.rawValue == trimmed)
        case "species": #expect(request.species.rawValue == trimmed)
        default: #expect(request.sex.rawValue == trimmed)
        }
    }

    @Test("Given only a valid phone, when validated, then the report is accepted without an email")
    func phoneOnly() throws {
        let request = try Fixture.request(Fixture.minimal(with: ["email": nil, "phone": .string("555 0100 12")]))
        #expect(request.email == nil)
        #expect(request.phone == "555010012")
    }

    // MARK: Missing values

    @Test("Given an empty body, when validated, then every required field and the contact are reported at once")
    func emptyBody() throws {
        let result = CreateAnnouncementRequest.validate(try TestSupport.body("{}"), now: Fixture.now)
        guard case .failure(let failure) = result else {
            Issue.record("An empty body was accepted")
            return
        }
        #expect(
            failure.errors == [
                Fixture.error("status", .missingValue, Copy.Validation.missing("status")),
                Fixture.error("species", .missingValue, Copy.Validation.missing("species")),
                Fixture.error("sex", .missingValue, Copy.Validation.missing("sex")),
                Fixture.error("lastSeenDate", .missingValue, Copy.Validation.missing("lastSeenDate")),
                Fixture.error("contact", .missingContact, Copy.Validation.missingContact),
            ])
        #expect(failure.first == failure.errors[0])
        #expect(failure.first.field == "status")
        #expect(failure.errors.message(for: "contact") == Copy.Validation.missingContact)
        #expect(CreateAnnouncementRequest.contactField == "contact")
    }

    @Test(
        "Given a required field that is null or blank, when validated, then it is MISSING_VALUE",
        arguments: ["status", "species", "sex", "lastSeenDate"], [JSONValue.null, .string(""), .string("  \t ")]
    )
    func requiredBlank(field: String, value: JSONValue) {
        #expect(
            Fixture.errors(Fixture.minimal(with: [field: value])) == [
                Fixture.error(field, .missingValue, "\(field) is required")
            ])
    }

    @Test(
        "Given neither email nor phone, when validated, then MISSING_CONTACT is reported on field contact",
        arguments: [
            [:],
            ["email": JSONValue.null, "phone": .null],
            ["email": .string(""), "phone": .string("   ")],
        ] as [[String: JSONValue]]
    )
    func missingContact(contact: [String: JSONValue]) {
        var body = Fixture.minimal(with: ["email": nil])
        body.merge(contact) { $1 }
        #expect(Fixture.errors(body) == [Fixture.error("contact", .missingContact, Copy.Validation.missingContact)])
    }

    // MARK: Unknown keys and types

    @Test(
        "Given a name, breed or reward with a line break, a tab or a text-direction override, then INVALID_FORMAT names each field; the description keeps its line breaks"
    )
    func oneLineFields() {
        let body = Fixture.complete(with: [
            "petName": .string("Rex\r\nBcc: victim@example.com"), "breed": .string("Siamese\u{202E}gpj.exe"),
            "reward": .string("100\tPLN"), "description": .string("Grey,\nshy."),
        ])
        #expect(
            Fixture.errors(body)
                == ["petName", "breed", "reward"].map { Fixture.error($0, .invalidFormat, Copy.Validation.oneLine) })
        #expect(
            Fixture.errors(Fixture.complete(with: ["petName": .string("Łatka \u{2067}x")])).map(\.field) == ["petName"])
        #expect(Fixture.errors(Fixture.complete(with: ["petName": .string("Łatka the brave")])).isEmpty)
    }

    @Test(
        "Given a name holding a line or paragraph separator, a bidirectional mark or a zero-width space, then it is refused as not on one line; joiners that scripts and emoji need stay",
        arguments: [
            "\u{2028}", "\u{2029}", "\u{0085}", "\u{061C}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{2066}",
        ])
    func separatorsAndMarksBreakOneLine(_ mark: String) {
        let errors = Fixture.errors(Fixture.complete(with: ["petName": .string("Rex\(mark)Bcc")]))
        #expect(
            errors.map(\.field) == ["petName"] && errors.first?.code == .invalidFormat,
            "U+\(String(mark.unicodeScalars.first!.value, radix: 16))")
        #expect(
            Fixture.errors(
                Fixture.complete(with: ["petName": .string("Rex 🐕\u{200D}🦺"), "breed": .string("Beagle\u{200C}")])
            ).isEmpty)
    }

    @Test("Given an unknown key, when validated, then INVALID_FIELD names the key")
    func unknownKey() {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["colour": .string("brown")])) == [
                Fixture.error("colour", .invalidField, Copy.Validation.unknownField("colour"))
            ])
    }

    @Test("Given unknown keys and other problems, when validated, then the unknown keys are listed first, sorted")
    func unknownKeysFirst() throws {
        let errors = Fixture.errors(try TestSupport.body(#"{"zeta": 1, "alpha": true, "contact": "me"}"#))
        #expect(errors.prefix(3).map(\.field) == ["alpha", "contact", "zeta"])
        #expect(errors.prefix(3).allSatisfy { $0.code == .invalidField })
        #expect(errors.dropFirst(3).map(\.field) == ["status", "species", "sex", "lastSeenDate", "contact"])
    }

    @Test(
        "Given a field of the wrong JSON type, when validated, then it is INVALID_FORMAT on that field",
        arguments: [
            ("status", JSONValue.number(5), Copy.Validation.mustBeText("status")),
            ("species", .bool(true), Copy.Validation.mustBeText("species")),
            ("sex", .array([.string("MALE")]), Copy.Validation.mustBeText("sex")),
            ("lastSeenDate", .number(20_260_301), Copy.Validation.mustBeText("lastSeenDate")),
            ("age", .string("five"), Copy.Validation.mustBeNumber("age")),
            ("age", .bool(true), Copy.Validation.mustBeNumber("age")),
            ("locationLatitude", .string("52"), Copy.Validation.mustBeNumber("locationLatitude")),
            ("locationLongitude", .string("21"), Copy.Validation.mustBeNumber("locationLongitude")),
            ("petName", .number(7), Copy.Validation.mustBeText("petName")),
            ("breed", .object([:]), Copy.Validation.mustBeText("breed")),
            ("description", .bool(false), Copy.Validation.mustBeText("description")),
            ("microchipNumber", .number(123), Copy.Validation.mustBeText("microchipNumber")),
            ("email", .object(["a": .string("b")]), Copy.Validation.mustBeText("email")),
            ("phone", .number(123_456_789), Copy.Validation.mustBeText("phone")),
            ("reward", .number(100), Copy.Validation.mustBeText("reward")),
        ]
    )
    func wrongType(field: String, value: JSONValue, message: String) {
        #expect(
            Fixture.errors(Fixture.complete(with: [field: value])) == [Fixture.error(field, .invalidFormat, message)])
    }

    @Test(
        "Given status 5, age \"five\" and latitude \"52\" in one body, when validated, then all three are INVALID_FORMAT"
    )
    func severalWrongTypes() throws {
        let errors = Fixture.errors(
            Fixture.complete(with: [
                "status": .number(5), "age": .string("five"), "locationLatitude": .string("52"),
            ]))
        #expect(errors.map(\.field) == ["status", "locationLatitude", "age"])
        #expect(errors.allSatisfy { $0.code == .invalidFormat })
        #expect(errors.message(for: "status") == "status must be a text value")
        #expect(errors.message(for: "age") == "age must be a number")
        #expect(errors.message(for: "locationLatitude") == "locationLatitude must be a number")
    }

    @Test(
        "Given a status, species or sex that is not one of the contract's values, when validated, then it is INVALID_FORMAT",
        arguments: [
            ("status", "LOST", "status must be one of MISSING, FOUND"),
            ("status", "missing", "status must be one of MISSING, FOUND"),
            ("species", "FISH", "species must be one of DOG, CAT, BIRD, RABBIT, RODENT, REPTILE, OTHER"),
            ("species", "dog", "species must be one of DOG, CAT, BIRD, RABBIT, RODENT, REPTILE, OTHER"),
            ("sex", "M", "sex must be one of MALE, FEMALE, UNKNOWN"),
        ]
    )
    func unknownChoice(field: String, value: String, message: String) {
        #expect(
            Fixture.errors(Fixture.complete(with: [field: .string(value)])) == [
                Fixture.error(field, .invalidFormat, message)
            ])
    }

    // MARK: Dates

    @Test(
        "Given a lastSeenDate that is not a real YYYY-MM-DD date, when validated, then it is INVALID_FORMAT",
        arguments: ["2025-02-30", "2023-02-29", "2025-2-3", "01/03/2026", "yesterday", "2026-03-01T10:00:00Z"]
    )
    func invalidDate(text: String) {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["lastSeenDate": .string(text)])) == [
                Fixture.error("lastSeenDate", .invalidFormat, Copy.Validation.invalidCalendarDate)
            ])
    }

    @Test("Given 29 February of a leap year, when validated, then the date is accepted")
    func leapDay() throws {
        let request = try Fixture.request(Fixture.minimal(with: ["lastSeenDate": .string("2024-02-29")]))
        #expect(request.lastSeenDate == (try Fixture.date("2024-02-29")))
    }

    @Test(
        "Given now and a lastSeenDate, when validated, then a date already today in UTC+14 is accepted and a later one refused",
        arguments: [
            // 2026-03-10 11:00Z is 2026-03-11 01:00 in UTC+14.
            (TestSupport.utc(2026, 3, 10, 11, 0), "2026-03-10", true),
            (TestSupport.utc(2026, 3, 10, 11, 0), "2026-03-11", true),
            (TestSupport.utc(2026, 3, 10, 11, 0), "2026-03-12", false),
            (TestSupport.utc(2026, 3, 10, 11, 0), "2027-01-01", false),
            // 2026-03-10 09:59:59Z is still 2026-03-10 in UTC+14; 10:00Z is already 2026-03-11 there.
            (TestSupport.utc(2026, 3, 10, 9, 59, 59), "2026-03-11", false),
            (TestSupport.utc(2026, 3, 10, 10, 0, 0), "2026-03-11", true),
        ]
    )
    func futureDates(now: Date, lastSeenDate: String, accepted: Bool) {
        let errors = Fixture.errors(Fixture.minimal(with: ["lastSeenDate": .string(lastSeenDate)]), now: now)
        #expect(errors == (accepted ? [] : [Fixture.error("lastSeenDate", .invalidFormat, Copy.Validation.futureDate)]))
    }

    // MARK: Location

    @Test(
        "Given a FOUND report without coordinates, when validated, then both coordinates are MISSING_VALUE",
        arguments: [
            ["locationLatitude": nil, "locationLongitude": nil],
            ["locationLatitude": JSONValue.null, "locationLongitude": JSONValue.null],
        ] as [[String: JSONValue?]]
    )
    func foundNeedsCoordinates(changes: [String: JSONValue?]) {
        #expect(
            Fixture.errors(Fixture.complete(with: changes)) == [
                Fixture.error("locationLatitude", .missingValue, Copy.Validation.foundLocationRequired),
                Fixture.error("locationLongitude", .missingValue, Copy.Validation.foundLocationRequired),
            ])
    }

    @Test("Given a MISSING report without coordinates, when validated, then it is accepted without a location")
    func missingWithoutCoordinates() throws {
        let request = try Fixture.request(
            Fixture.complete(with: [
                "status": .string("MISSING"), "locationLatitude": nil, "locationLongitude": nil,
            ]))
        #expect(request.locationLatitude == nil)
        #expect(request.locationLongitude == nil)
    }

    @Test(
        "Given only one coordinate, when validated, then the other is MISSING_VALUE",
        arguments: ["MISSING", "FOUND"]
    )
    func onlyOneCoordinate(status: String) {
        let onlyLatitude = Fixture.complete(with: ["status": .string(status), "locationLongitude": nil])
        #expect(
            Fixture.errors(onlyLatitude) == [
                Fixture.error("locationLongitude", .missingValue, Copy.Validation.missingLongitude)
            ])
        let onlyLongitude = Fixture.complete(with: ["status": .string(status), "locationLatitude": .null])
        #expect(
            Fixture.errors(onlyLongitude) == [
                Fixture.error("locationLatitude", .missingValue, Copy.Validation.missingLatitude)
            ])
    }

    @Test(
        "Given coordinates, when validated, then values in range (edges included) pass and the others get the seed messages",
        arguments: [
            (90.0, 180.0, []),
            (-90.0, -180.0, []),
            (91.0, 0.0, ["locationLatitude"]),
            (-90.00001, 0.0, ["locationLatitude"]),
            (0.0, 181.0, ["locationLongitude"]),
            (-90.5, -180.5, ["locationLatitude", "locationLongitude"]),
        ] as [(Double, Double, [String])]
    )
    func coordinateRanges(latitude: Double, longitude: Double, badFields: [String]) {
        let errors = Fixture.errors(
            Fixture.complete(with: [
                "locationLatitude": .number(latitude), "locationLongitude": .number(longitude),
            ]))
        let messages = [
            "locationLatitude": "Latitude must be between -90 and 90",
            "locationLongitude": "Longitude must be between -180 and 180",
        ]
        #expect(errors == badFields.map { Fixture.error($0, .invalidFormat, messages[$0] ?? "") })
    }

    @Test(
        "Given a latitude of the wrong type and a longitude out of range, when validated, then both problems are reported"
    )
    func wrongTypeAndOutOfRangeCoordinatesBothReported() {
        // The validator promises every problem of the body; the longitude's own problem must not hide behind the latitude's.
        let errors = Fixture.errors(
            Fixture.complete(with: [
                "locationLatitude": .string("52"), "locationLongitude": .number(500),
            ]))
        #expect(
            errors == [
                Fixture.error("locationLatitude", .invalidFormat, Copy.Validation.mustBeNumber("locationLatitude")),
                Fixture.error("locationLongitude", .invalidFormat, Copy.Validation.invalidLongitude),
            ])
    }

    // MARK: Age

    @Test(
        "Given an age, when validated, then whole numbers 0 to 40 pass and others are INVALID_FORMAT with their message",
        arguments: [
            (0.0, nil), (40.0, nil), (7.0, nil),
            (41.0, "Age must be between 0 and 40"), (-1.0, "Age must be between 0 and 40"),
            (2.5, Copy.Validation.ageNotWhole),
        ] as [(Double, String?)]
    )
    func age(value: Double, message: String?) throws {
        let body = Fixture.minimal(with: ["age": .number(value)])
        if let message {
            #expect(Fixture.errors(body) == [Fixture.error("age", .invalidFormat, message)])
        } else {
            #expect(try Fixture.request(body).age == Int(value))
        }
    }

    // MARK: Text lengths and characters

    @Test(
        "Given a text at its limit, when validated, then it is accepted; one character more is refused",
        arguments: [("petName", 100), ("breed", 100), ("reward", 100), ("description", 500)]
    )
    func textLimits(field: String, limit: Int) throws {
        let atLimit = String(repeating: "a", count: limit)
        let request = try Fixture.request(Fixture.minimal(with: [field: .string("  " + atLimit + "  ")]))
        let stored: String? =
            switch field {
            case "petName": request.petName
            case "breed": request.breed
            case "reward": request.reward
            default: request.description
            }
        #expect(stored == atLimit)
        #expect(
            Fixture.errors(Fixture.minimal(with: [field: .string(atLimit + "b")])) == [
                Fixture.error(field, .invalidFormat, "Must be at most \(limit) characters")
            ])
    }

    @Test("Given a pet name of 100 emoji, when validated, then it is accepted as 100 characters")
    func emojiCountAsOneCharacter() throws {
        let name = String(repeating: "🐶", count: 100)
        #expect(try Fixture.request(Fixture.minimal(with: ["petName": .string(name)])).petName == name)
    }

    @Test(
        "Given a control character in a text, when validated, then the text is INVALID_FORMAT",
        arguments: ["description", "petName", "breed", "reward", "email", "phone", "microchipNumber"]
    )
    func controlCharacterRejected(field: String) {
        #expect(
            Fixture.errors(Fixture.complete(with: [field: .string("Rex\u{7}")])) == [
                Fixture.error(field, .invalidFormat, Copy.Validation.controlCharacters)
            ])
    }

    @Test("Given a description with line breaks and tabs, when validated, then they are kept verbatim")
    func lineBreaksAllowed() throws {
        let text = "Brown collar.\nVery friendly.\r\n\tAnswers to <Rex> & \"Rexie\"."
        #expect(try Fixture.request(Fixture.minimal(with: ["description": .string(text)])).description == text)
    }

    // MARK: Microchip

    @Test(
        "Given a microchip number, when validated, then a formatted value is stored as digits and anything else is refused",
        arguments: [
            ("12345-67890-12345", "123456789012345"),
            ("123 456", "123456"),
            ("7", "7"),
        ]
    )
    func microchipAccepted(text: String, digits: String) throws {
        #expect(
            try Fixture.request(Fixture.minimal(with: ["microchipNumber": .string(text)])).microchipNumber == digits)
    }

    @Test(
        "Given a microchip with letters or 16 digits, when validated, then it is INVALID_FORMAT",
        arguments: ["12A45", "1234567890123456"])
    func microchipRefused(text: String) {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["microchipNumber": .string(text)])) == [
                Fixture.error("microchipNumber", .invalidFormat, Copy.Validation.microchipDigits)
            ])
    }

    // MARK: Contact

    @Test("Given an invalid email and no phone, when validated, then only the email is reported, not MISSING_CONTACT")
    func invalidEmail() {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["email": .string("not-an-email")])) == [
                Fixture.error("email", .invalidFormat, "Enter a valid email address")
            ])
    }

    @Test("Given an email of 255 characters, when validated, then it is refused as too long")
    func emailTooLong() {
        let email = String(repeating: "a", count: 243) + "@example.com"
        #expect(
            Fixture.errors(Fixture.minimal(with: ["email": .string(email)])) == [
                Fixture.error("email", .invalidFormat, Copy.Validation.emailTooLong)
            ])
    }

    @Test(
        "Given an invalid phone and no email, when validated, then only the phone is reported",
        arguments: [
            ("call me 1234567", Copy.Validation.phoneCharacters),
            ("12345", Copy.Validation.invalidPhone),
            ("+48 123 456 789 01 234", Copy.Validation.tooManyPhoneDigits),
            ("48 123 456 789 01", Copy.Validation.longPhoneNeedsPlus),
        ]
    )
    func invalidPhone(phone: String, message: String) {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["email": nil, "phone": .string(phone)])) == [
                Fixture.error("phone", .invalidFormat, message)
            ])
    }

    @Test(
        "Given both email and phone invalid, when validated, then each has its own error and there is no MISSING_CONTACT"
    )
    func bothContactsInvalid() {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["email": .string("a@b"), "phone": .string("abc")])) == [
                Fixture.error("email", .invalidFormat, Copy.Validation.invalidEmail),
                Fixture.error("phone", .invalidFormat, Copy.Validation.phoneCharacters),
            ])
    }

    @Test("Given a valid email and an invalid phone, when validated, then the phone is still reported")
    func validEmailInvalidPhone() {
        #expect(
            Fixture.errors(Fixture.minimal(with: ["phone": .string("123")])) == [
                Fixture.error("phone", .invalidFormat, Copy.Validation.invalidPhone)
            ])
    }

    // MARK: Many problems

    @Test("Given many problems, when validated, then all are reported in the contract's field order after unknown keys")
    func manyProblemsInOrder() throws {
        let body = try TestSupport.body(
            """
            {"status":"LOST","species":"DOG","sex":"MALE","lastSeenDate":"2025-02-30","age":41,
             "description":"a\\u0007","email":"x","phone":"12","extra":null,"reward":"\(String(repeating: "r", count: 101))"}
            """)
        let errors = Fixture.errors(body)
        #expect(
            errors.map(\.field) == [
                "extra", "status", "lastSeenDate", "age", "description", "email", "phone", "reward",
            ])
        #expect(errors.map(\.code) == [.invalidField] + Array(repeating: .invalidFormat, count: 7))
    }

    // MARK: Typed request

    @Test(
        "Given a valid typed request, when its validation errors are asked for, then there are none",
        arguments: [Fixture.minimal, Fixture.complete]
    )
    func typedRequestHasNoErrors(body: [String: JSONValue]) throws {
        let request = try Fixture.request(body)
        #expect(request.validationErrors(now: Fixture.now).isEmpty)
    }

    @Test(
        "Given a typed FOUND request without location and with a future date, when checked, then the API's errors are listed"
    )
    func typedRequestErrors() throws {
        let request = CreateAnnouncementRequest(
            status: .found, species: .bird, sex: .unknown, lastSeenDate: try Fixture.date("2026-03-12"),
            phone: "1234567"
        )
        #expect(
            request.validationErrors(now: Fixture.now) == [
                Fixture.error("lastSeenDate", .invalidFormat, Copy.Validation.futureDate),
                Fixture.error("locationLatitude", .missingValue, Copy.Validation.foundLocationRequired),
                Fixture.error("locationLongitude", .missingValue, Copy.Validation.foundLocationRequired),
            ])
    }

    @Test(
        "Given a request with nil optionals, when encoded, then the nil fields are omitted (the contact's visibility, defaulted, is said)"
    )
    func encodingOmitsNilFields() throws {
        let request = try Fixture.request(Fixture.minimal)
        #expect(request.petName == nil)
        #expect(
            try TestSupport.keys(ofEncoded: request) == [
                "status", "species", "sex", "lastSeenDate", "email", "contactVisibility",
            ])
        let object = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(request))
        #expect(object["petName"] == nil)
        #expect(object["lastSeenDate"] == .string("2026-03-01"))
        #expect(object["status"] == .string("MISSING"))
    }

    @Test("Given a complete request, when encoded and validated again, then the same request results")
    func encodedRequestRevalidates() throws {
        let request = try Fixture.request(Fixture.complete)
        // How it ended is set only with REUNITED, by an edit: a create has every other field.
        #expect(
            try TestSupport.keys(ofEncoded: request)
                == Set(CreateAnnouncementRequest.Field.allCases.map(\.rawValue)).subtracting(
                    CreateAnnouncementRequest.Field.reunion.map(\.rawValue)))
        let body = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(request))
        #expect(try Fixture.request(body) == request)
        let decoded = try JSONDecoder().decode(CreateAnnouncementRequest.self, from: JSONEncoder().encode(request))
        #expect(decoded == request)
    }

    @Test("The wire fields are the contract's, in its order")
    func fieldOrder() {
        #expect(
            CreateAnnouncementRequest.Field.allCases.map(\.rawValue) == [
                "status", "species", "sex", "lastSeenDate", "locationLatitude", "locationLongitude",
                "petName", "breed", "age", "description", "microchipNumber", "email", "phone", "reward",
                "collar", "caregiverPhone", "currentAddress", "contactVisibility",
                "privateMark", "reunitedHow", "reunitedLatitude", "reunitedLongitude",
            ])
    }

    @Test(
        "Given contactVisibility, then PUBLIC or PRIVATE is kept, absent or null is PUBLIC, anything else is named with the values allowed"
    )
    func contactVisibility() throws {
        #expect(try Fixture.request(Fixture.minimal).contactVisibility == .public)
        var body = Fixture.minimal
        body["contactVisibility"] = .null
        #expect(try Fixture.request(body).contactVisibility == .public)
        body["contactVisibility"] = .string("PRIVATE")
        #expect(try Fixture.request(body).contactVisibility == .private)
        body["contactVisibility"] = .string("friends")
        guard case .failure(let failure) = CreateAnnouncementRequest.validate(body, now: Fixture.now) else {
            Issue.record("a visibility that is not one of the two was accepted")
            return
        }
        #expect(
            failure.errors == [
                Fixture.error(
                    "contactVisibility", .invalidFormat,
                    Copy.Validation.mustBeOneOf("contactVisibility", ["PUBLIC", "PRIVATE"]))
            ])
    }

    @Test(
        "Given a private report, then the public's copy has no phones or email, and the owner's has them; where the pet is now is never public"
    )
    func shownToPublic() throws {
        var body = Fixture.complete
        body["contactVisibility"] = .string("PRIVATE")
        let request = try Fixture.request(body)
        #expect(
            request.email != nil && request.phone != nil && request.caregiverPhone != nil
                && request.currentAddress != nil)
        let shown = request.shownToPublic
        #expect(shown.email == nil && shown.phone == nil && shown.caregiverPhone == nil && shown.currentAddress == nil)
        #expect(shown.petName == request.petName && shown.collar == request.collar)
        let open = try Fixture.request(Fixture.complete)
        var openShown = open
        openShown.currentAddress = nil
        openShown.privateMark = nil
        #expect(open.shownToPublic == openShown, "nor the mark kept back")
    }

    @Test(
        "Given the collar's words, the caregiver's phone and the address, then each is kept under its rule and a problem names its field"
    )
    func collarAndCaregiver() throws {
        let request = try Fixture.request(Fixture.complete)
        #expect(request.collar == "Red collar, tag REX")
        #expect(request.caregiverPhone == "+48600700800")
        #expect(request.currentAddress == "ul. Długa 5\n31-147 Kraków")
        let body = Fixture.complete(with: [
            "collar": .string("red\ncollar"), "caregiverPhone": .string("12"),
            "currentAddress": .string(String(repeating: "a", count: TextLimit.currentAddress + 1)),
        ])
        guard case .failure(let failure) = CreateAnnouncementRequest.validate(body, now: Fixture.now) else {
            Issue.record("a two-line collar, a short phone and a long address were accepted")
            return
        }
        #expect(failure.errors.map(\.field) == ["collar", "caregiverPhone", "currentAddress"])
        #expect(failure.errors[0].message == Copy.Validation.oneLine)
        #expect(failure.errors[2].message == Copy.Validation.tooLong(TextLimit.currentAddress))
        // The caregiver's phone is another way to reach the finder, never the only one.
        let onlyCaregiver = Fixture.complete(with: ["email": nil, "phone": nil])
        guard case .failure(let noContact) = CreateAnnouncementRequest.validate(onlyCaregiver, now: Fixture.now) else {
            Issue.record("a report reachable only through its caregiver was accepted")
            return
        }
        #expect(noContact.errors.map(\.field) == [CreateAnnouncementRequest.contactField])
    }

    @Test("Given a request stored before contactVisibility existed, when decoded, then it is PUBLIC")
    func decodesWithoutVisibility() throws {
        let old =
            #"{"status":"MISSING","species":"DOG","sex":"MALE","lastSeenDate":"2026-03-01","email":"a@example.com"}"#
        #expect(
            try JSONDecoder().decode(CreateAnnouncementRequest.self, from: Data(old.utf8)).contactVisibility == .public)
    }

    @Test("Given a validation error, when encoded, then its code is the API's wire code")
    func errorCodesOnTheWire() throws {
        let data = try JSONEncoder().encode([Fixture.error("contact", .missingContact, "m")])
        let decoded = try JSONDecoder().decode([[String: String]].self, from: data)
        #expect(decoded == [["field": "contact", "code": "MISSING_CONTACT", "message": "m"]])
        #expect(ValidationError.Code.missingValue.rawValue == "MISSING_VALUE")
        #expect(ValidationError.Code.invalidFormat.rawValue == "INVALID_FORMAT")
        #expect(ValidationError.Code.invalidField.rawValue == "INVALID_FIELD")
    }

    @Test(
        "Given a typed request with formatted phone and chip, when validated, then it comes back as the server stores it"
    )
    func validatedNormalises() throws {
        let request = CreateAnnouncementRequest(
            status: .missing, species: .dog, sex: .male, lastSeenDate: try #require(CalendarDate(iso: "2026-03-01")),
            petName: "  Rex  ", microchipNumber: "61609-39001-23456", phone: "+48 (512) 345-678"
        )
        let stored = try request.validated(now: Fixture.now).get()
        #expect(stored.phone == "+48512345678")
        #expect(stored.microchipNumber == "616093900123456")
        #expect(stored.petName == "Rex")
        #expect(request.validationErrors(now: Fixture.now).isEmpty)
    }
}
