import Foundation
import PetSpotDomain
import PetSpotPlaces
import PetSpotServer

/// `petspot gazetteer`: measures the built-in gazetteer as the server uses it: how long it takes to
/// read, what it holds in memory, and how long its two questions take (bench/run's `places`).
/// Prints one JSON object.
enum GazetteerCommand {
    static let abstract = "Measure the built-in gazetteer: its reading, memory and lookups (for bench/run places)."

    static func run(_ settings: CommandLineSettings) async throws {
        let before = residentKiB()
        let clock = ContinuousClock()
        let started = clock.now
        let gazetteer = Gazetteer.shared
        let read = clock.now - started
        let after = residentKiB()

        // Queries as people type them: the first 2 to 6 letters of a real place's name (or one of
        // its other spellings), near a real place moved up to 20 km; and points the same way.
        var generator = SplitMix(seed: 20_261_129)
        let places = gazetteer.places
        func randomPlace() -> NamedPlace { places[Int(generator.next() % UInt64(places.count))] }
        func randomPoint() -> Coordinates {
            let place = randomPlace()
            let dLat = (Double(generator.next() % 4001) / 4000 - 0.5) * 0.36
            let dLng = (Double(generator.next() % 4001) / 4000 - 0.5) * 0.36
            return Coordinates(
                latitude: max(-90, min(90, place.point.latitude + dLat)),
                longitude: max(-180, min(180, place.point.longitude + dLng)))!
        }
        let count = 20_000
        var prefix: [Duration] = []
        var nearest: [Duration] = []
        var describe: [Duration] = []
        var found = 0
        for _ in 0..<count {
            let place = randomPlace()
            let names = [place.name] + place.otherNames
            let name = names[Int(generator.next() % UInt64(names.count))]
            let query = String(name.prefix(2 + Int(generator.next() % 5)))
            let near = randomPoint()
            let t0 = clock.now
            found += gazetteer.places(startingWith: query, near: near, limit: 8).count
            prefix.append(clock.now - t0)
            let point = randomPoint()
            let t1 = clock.now
            _ = gazetteer.nearest(to: point)
            nearest.append(clock.now - t1)
            let t2 = clock.now
            _ = gazetteer.describe(point)
            describe.append(clock.now - t2)
        }
        func micros(_ durations: [Duration]) -> [String: Double] {
            let sorted = durations.sorted()
            func at(_ share: Double) -> Double {
                let d = sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))]
                return (Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6).rounded() / 1
            }
            return ["p50": at(0.5), "p99": at(0.99), "max": at(1)]
        }
        let result: [String: Any] = [
            "places": places.count, "names": gazetteer.indexedNames,
            "nameIndexMiB": Double(gazetteer.nameIndexBytes) / 1_048_576,
            "readSeconds": Double(read.components.seconds) + Double(read.components.attoseconds) / 1e18,
            "residentMiB": Double(after - before) / 1024, "queries": count, "choicesFound": found,
            "prefixMicroseconds": micros(prefix), "nearestMicroseconds": micros(nearest),
            "describeMicroseconds": micros(describe),
        ]
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// This process's resident set (VmRSS), in KiB; 0 where /proc is not there.
    private static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    }
}

/// A small deterministic generator (SplitMix64): the same queries every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
