import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotServer

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

    @Test("Given random centres (poles and the antimeridian included), then every point within range lies in one of the covering boxes",
          arguments: [(0.0, 0.0), (50.06, 19.94), (-17.0, 179.999), (64.0, -179.99), (89.99, 10.0), (-89.5, -120.0), (45.0, 0.0)])
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
                let inside = boxes.contains { $0.minimumLatitude <= point.latitude && point.latitude <= $0.maximumLatitude
                    && $0.minimumLongitude <= point.longitude && point.longitude <= $0.maximumLongitude }
                #expect(inside, "\(point) at \(distance) km from \(centre) is outside \(boxes)")
                if !inside { return }
            }
        }
    }

    @Test("Given random centres (poles and the antimeridian included), then every point within a neighbourhood's range passes the degree disc of its box, and points well beyond it do not",
          arguments: [(0.0, 0.0), (50.06, 19.94), (-17.0, 179.999), (64.0, -179.99), (89.99, 10.0), (-85.0, -120.0), (45.0, 0.0)])
    func degreeDiscIsGenerous(_ latitude: Double, _ longitude: Double) throws {
        let centre = try #require(Coordinates(latitude: latitude, longitude: longitude))
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(latitude * 1000 - longitude)))
        for range in [0.5, 1.0, 5.0, SQLAnnouncementStore.gridScanKilometres] {
            let boxes = BoundingBox.covering(centre, kilometres: range)
            for _ in 0..<2000 {
                let distance = range * Double.random(in: 0...1, using: &generator).squareRoot()
                let point = destination(from: centre, kilometres: distance, bearing: Double.random(in: 0..<(2 * .pi), using: &generator))
                guard GreatCircle.kilometres(from: centre, to: Coordinates(latitude: point.latitude, longitude: point.longitude)!) < range else { continue }
                let box = try #require(boxes.first { $0.minimumLatitude <= point.latitude && point.latitude <= $0.maximumLatitude
                    && $0.minimumLongitude <= point.longitude && point.longitude <= $0.maximumLongitude })
                let passes = DegreeDisc(centre: centre, kilometres: range, box: box).contains(latitude: point.latitude, longitude: point.longitude)
                #expect(passes, "\(point) at \(distance) km from \(centre)")
                if !passes { return }
            }
            // Well outside, due north (or south, at the north pole): no document is copied for it.
            let beyond = destination(from: centre, kilometres: range * 1.2, bearing: latitude > 89 ? .pi : 0)
            let box = BoundingBox(minimumLatitude: -90, maximumLatitude: 90, minimumLongitude: -180, maximumLongitude: 180)
            #expect(!DegreeDisc(centre: centre, kilometres: range, box: box).contains(latitude: beyond.latitude, longitude: beyond.longitude))
        }
    }

    private func destination(from start: Coordinates, kilometres: Double, bearing: Double) -> (latitude: Double, longitude: Double) {
        let angular = kilometres / GreatCircle.earthRadiusKilometres
        let lat1 = start.latitude * .pi / 180, lng1 = start.longitude * .pi / 180
        let lat2 = asin(sin(lat1) * cos(angular) + cos(lat1) * sin(angular) * cos(bearing))
        var lng2 = lng1 + atan2(sin(bearing) * sin(angular) * cos(lat1), cos(angular) - sin(lat1) * sin(lat2))
        lng2 = (lng2 + 3 * .pi).truncatingRemainder(dividingBy: 2 * .pi) - .pi
        return (lat2 * 180 / .pi, lng2 * 180 / .pi)
    }
}
