import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotSeeding
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Great-circle distance and the nearby boxes")
struct GeometryTests {
    @Test("Given known points, then distances are those of the 6371 km sphere")
    func distances() throws {
        let origin = try #require(Coordinates(latitude: 0, longitude: 0))
        let oneDegreeNorth = try #require(Coordinates(latitude: 1, longitude: 0))
        #expect(abs(GreatCircle.kilometres(from: origin, to: oneDegreeNorth) - 111.195) < 0.001)
        let antipode = try #require(Coordinates(latitude: 0, longitude: 180))
        #expect(abs(GreatCircle.kilometres(from: origin, to: antipode) - .pi * 6371) < 0.001)
        let krakow = try #require(Coordinates(latitude: 50.0617, longitude: 19.9373))
        let warsaw = try #require(Coordinates(latitude: 52.2297, longitude: 21.0122))
        #expect(abs(GreatCircle.kilometres(from: krakow, to: warsaw) - 252.0) < 1.5)
        #expect(GreatCircle.kilometres(from: krakow, to: krakow) == 0)
    }

    @Test(
        "Given random centres (poles and the antimeridian included), then every point within range lies in one of the covering boxes",
        arguments: [
            (0.0, 0.0), (50.06, 19.94), (-17.0, 179.999), (64.0, -179.99), (89.99, 10.0), (-89.5, -120.0), (45.0, 0.0),
        ])
    func boxesCoverTheCircle(_ latitude: Double, _ longitude: Double) throws {
        let centre = try #require(Coordinates(latitude: latitude, longitude: longitude))
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(latitude * 1000 + longitude)))
        for range in [1.0, 5.0, 100.0, 1000.0] {
            let boxes = BoundingBox.covering(centre, kilometres: range)
            #expect(!boxes.isEmpty && boxes.count <= 2)
            for _ in 0..<2000 {
                // A point at a random bearing, just inside the range.
                let distance = range * 0.999 * Double.random(in: 0...1, using: &generator).squareRoot()
                let bearing = Double.random(in: 0..<(2 * .pi), using: &generator)
                let point = destination(from: centre, kilometres: distance, bearing: bearing)
                let inside = boxes.contains {
                    $0.minimumLatitude <= point.latitude && point.latitude <= $0.maximumLatitude
                        && $0.minimumLongitude <= point.longitude && point.longitude <= $0.maximumLongitude
                }
                #expect(inside, "\(point) at \(distance) km from \(centre) is outside \(boxes)")
                if !inside { return }
            }
        }
    }

    @Test(
        "Given reports scattered around random centres (poles and the antimeridian included), then the listings in memory find exactly those within range, nearest first, and forget removed and moved ones",
        arguments: [
            (0.0, 0.0), (50.06, 19.94), (-17.0, 179.999), (64.0, -179.99), (89.99, 10.0), (-85.0, -120.0), (45.0, 0.0),
        ])
    func placedListingsFindEveryReportInRange(_ latitude: Double, _ longitude: Double) throws {
        let centre = try #require(Coordinates(latitude: latitude, longitude: longitude))
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(latitude * 1000 - longitude)))
        let document = try #require(
            ListingDocument(
                values: Array(repeating: JSONWriter.memberSeparator, count: Announcement.listingKeys.count - 1)))
        // Up to 10 km the cells covering the boxes are looked up; wider, every cell is looked at.
        for range in [0.5, 1.0, 5.0, 10, 300, 3000] {
            var listings = PlacedListings()
            var points: [Int64: Coordinates] = [:]
            for seq in Int64(1)...600 {
                let distance = range * 1.5 * Double.random(in: 0...1, using: &generator).squareRoot()
                let place = destination(
                    from: centre, kilometres: distance, bearing: Double.random(in: 0..<(2 * .pi), using: &generator))
                let point = try #require(Coordinates(latitude: place.latitude, longitude: place.longitude))
                listings.put(
                    ListedReport(
                        id: String(format: "%08d", seq), status: "MISSING", species: "DOG", resolution: nil,
                        expiresAt: .max, point: point, document: document), seq: seq)
                points[seq] = point
            }
            // Every third report removed, every fifth moved to the centre.
            for seq in stride(from: Int64(3), through: 600, by: 3) {
                listings.remove(seq: seq)
                points[seq] = nil
            }
            for seq in stride(from: Int64(5), through: 600, by: 5) where points[seq] != nil {
                listings.put(
                    ListedReport(
                        id: String(format: "%08d", seq), status: "MISSING", species: "DOG", resolution: nil,
                        expiresAt: .max, point: centre, document: document), seq: seq)
                points[seq] = centre
            }
            #expect(listings.count == points.count)
            let expected = points.compactMap { seq, point -> (String, Double)? in
                let distance = GreatCircle.kilometres(from: centre, to: point)
                return distance < range ? (String(format: "%08d", seq), distance) : nil
            }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            let page = listings.nearest(
                NearestQuery(centre: centre, kilometres: range, limit: 1000, now: SampleRecords.created))
            #expect(page.map(\.report.id) == expected.map(\.0), "range \(range) around \(centre)")
            #expect(page.count > 100)
        }
    }

    private func destination(
        from start: Coordinates, kilometres: Double, bearing: Double
    ) -> (latitude: Double, longitude: Double) {
        let angular = kilometres / GreatCircle.earthRadiusKilometres
        let lat1 = start.latitude * .pi / 180, lng1 = start.longitude * .pi / 180
        let lat2 = asin(sin(lat1) * cos(angular) + cos(lat1) * sin(angular) * cos(bearing))
        var lng2 = lng1 + atan2(sin(bearing) * sin(angular) * cos(lat1), cos(angular) - sin(lat1) * sin(lat2))
        lng2 = (lng2 + 3 * .pi).truncatingRemainder(dividingBy: 2 * .pi) - .pi
        return (lat2 * 180 / .pi, lng2 * 180 / .pi)
    }
}
