import Testing
import PetSpotDomain

@Suite("Coordinate validation result")
struct CoordinateValidationResultTests {
    @Test(
        "Given both fields blank and location optional, when validated, then it is valid without coordinates",
        arguments: [("", ""), ("  ", " ")]
    )
    func bothBlankOptional(latitude: String, longitude: String) {
        let result = CoordinateValidationResult.validate(latitude: latitude, longitude: longitude, required: false)
        #expect(result == .valid(nil))
        #expect(result.isValid)
        #expect(result.coordinates == nil)
    }

    @Test(
        "Given both fields blank and location required, when validated, then both fields carry the found-location error"
    )
    func bothBlankRequired() {
        let result = CoordinateValidationResult.validate(latitude: "", longitude: " ", required: true)
        #expect(
            result
                == .invalid(
                    latError: Copy.Validation.foundLocationRequired, longError: Copy.Validation.foundLocationRequired))
        #expect(!result.isValid)
        #expect(result.coordinates == nil)
    }

    @Test(
        "Given both fields filled in range, when validated, then the coordinates are valid whether required or not",
        arguments: [false, true]
    )
    func bothFilled(required: Bool) throws {
        let result = CoordinateValidationResult.validate(latitude: "52,2297", longitude: "21.0122", required: required)
        let expected = try #require(Coordinates(latitude: 52.2297, longitude: 21.0122))
        #expect(result == .valid(expected))
        #expect(result.isValid)
        #expect(result.coordinates == expected)
    }

    @Test(
        "Given values on the range edges, when validated, then they are valid",
        arguments: [("-90", "-180"), ("90", "180")]
    )
    func rangeEdges(latitude: String, longitude: String) {
        #expect(CoordinateValidationResult.validate(latitude: latitude, longitude: longitude, required: false).isValid)
    }

    @Test(
        "Given only the latitude, when validated, then only the longitude is in error",
        arguments: [false, true]
    )
    func onlyLatitude(required: Bool) {
        let result = CoordinateValidationResult.validate(latitude: "52.1", longitude: "", required: required)
        #expect(result == .invalid(latError: nil, longError: Copy.Validation.missingLongitude))
    }

    @Test(
        "Given only the longitude, when validated, then only the latitude is in error",
        arguments: [false, true]
    )
    func onlyLongitude(required: Bool) {
        let result = CoordinateValidationResult.validate(latitude: " ", longitude: "21", required: required)
        #expect(result == .invalid(latError: Copy.Validation.missingLatitude, longError: nil))
    }

    @Test(
        "Given an out-of-range or unreadable value, when validated, then the seed's range message is shown under that field",
        arguments: [
            ("91", "0", "Latitude must be between -90 and 90", nil),
            ("90.00001", "0", "Latitude must be between -90 and 90", nil),
            ("abc", "0", "Latitude must be between -90 and 90", nil),
            ("0", "181", nil, "Longitude must be between -180 and 180"),
            ("0", "-180.5", nil, "Longitude must be between -180 and 180"),
            ("-90.5", "1e5", "Latitude must be between -90 and 90", "Longitude must be between -180 and 180"),
        ] as [(String, String, String?, String?)]
    )
    func outOfRange(latitude: String, longitude: String, latError: String?, longError: String?) {
        let result = CoordinateValidationResult.validate(latitude: latitude, longitude: longitude, required: false)
        #expect(result == .invalid(latError: latError, longError: longError))
    }
}
