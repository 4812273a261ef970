import Foundation
import Testing
import PetSpotDomain

@Suite("Coordinates")
struct CoordinatesTests {
    @Test(
        "Given values within or on the edges of the ranges, when coordinates are made, then they are kept as given",
        arguments: [(-90.0, -180.0), (90.0, 180.0), (-90.0, 180.0), (90.0, -180.0), (0.0, 0.0), (52.2297, 21.0122)]
    )
    func rangeEdgesAccepted(latitude: Double, longitude: Double) throws {
        let point = try #require(Coordinates(latitude: latitude, longitude: longitude))
        #expect(point.latitude == latitude)
        #expect(point.longitude == longitude)
    }

    @Test(
        "Given a value just out of range or not finite, when coordinates are made, then there are none",
        arguments: [
            (90.00001, 0.0), (-90.00001, 0.0), (0.0, 180.00001), (0.0, -180.00001),
            (Double.nan, 0.0), (0.0, Double.nan), (Double.infinity, 0.0), (0.0, -Double.infinity),
        ]
    )
    func outOfRangeRejected(latitude: Double, longitude: Double) {
        #expect(Coordinates(latitude: latitude, longitude: longitude) == nil)
    }

    @Test("The ranges are [-90, 90] and [-180, 180] with 5 decimals")
    func ranges() {
        #expect(Coordinates.latitudeRange == -90.0...90.0)
        #expect(Coordinates.longitudeRange == -180.0...180.0)
        #expect(Coordinates.decimals == 5)
    }

    @Test(
        "Given a coordinate, when formatted for a field, then it has exactly 5 decimals and a '.' separator",
        arguments: [
            (52.2297, "52.22970"),
            (21.012345678, "21.01235"),
            (-0.5, "-0.50000"),
            (0.0, "0.00000"),
            (180.0, "180.00000"),
            (-179.999994, "-179.99999"),
        ]
    )
    func formatting(value: Double, expected: String) {
        let text = Coordinates.formatted(value)
        #expect(text == expected)
        #expect(!text.contains(","))
    }

    @Test(
        "Given 100,000 values over every latitude and longitude, ties and near-zero among them, then each reads as printf's %.5f of its rounded value"
    )
    func formattingIsPrintfs() {
        var generator = SystemRandomNumberGenerator()
        let edges: [Double] = [0.000005, -0.000005, 0.0000049999, 179.999995, -179.999995, 1e-9, -1e-9, 90, -90]
        for value in edges + (0..<100_000).map({ _ in Double.random(in: -180...180, using: &generator) }) {
            let rounded = (value * 100_000).rounded() / 100_000 + 0.0
            #expect(Coordinates.formatted(value) == String(format: "%.5f", rounded), "\(value)")
        }
    }

    @Test("Given coordinates with many decimals, when rounded, then each value keeps 5 decimals")
    func rounding() throws {
        let point = try #require(Coordinates(latitude: 52.1234567, longitude: -21.7654321))
        let rounded = point.rounded
        #expect(abs(rounded.latitude - 52.12346) < 1e-12)
        #expect(abs(rounded.longitude - -21.76543) < 1e-12)
        #expect(Coordinates.formatted(rounded.latitude) == "52.12346")
    }

    @Test(
        "Given a typed coordinate with a '.' or ',' separator and optional sign, when parsed, then its value is read",
        arguments: [
            ("52,2297", 52.2297),
            ("52.2297", 52.2297),
            ("-0.5", -0.5),
            (" 21.0122 ", 21.0122),
            ("+45", 45.0),
            ("180", 180.0),
            (".5", 0.5),
            ("-,5", -0.5),
            ("0", 0.0),
        ]
    )
    func parsingAccepts(text: String, expected: Double) {
        #expect(Coordinates.parse(text) == expected)
    }

    @Test(
        "Given text that is not a plain decimal number, when parsed, then there is no value",
        arguments: [
            "abc", "nan", "NaN", "inf", "infinity", "1e5", "", "   ", "1,2,3", "52.2.1", "--1", "0x10", "52°", "1234",
            "٥٢",
        ]
    )
    func parsingRejects(text: String) {
        #expect(Coordinates.parse(text) == nil)
    }

    @Test("Given coordinates, when encoded and decoded, then they are the same")
    func codableRoundTrip() throws {
        let point = try #require(Coordinates(latitude: 52.2297, longitude: 21.0122))
        let decoded = try JSONDecoder().decode(Coordinates.self, from: JSONEncoder().encode(point))
        #expect(decoded == point)
    }
}
