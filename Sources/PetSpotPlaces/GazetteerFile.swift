import Foundation
import PetSpotDomain

/// Reads `gazetteer.tsv` and `countries.tsv` (their layout: the header of each, written by
/// `derive-gazetteer.py`), a line's fields found byte by byte: read once per process, at start.
enum GazetteerFile {
    struct Malformed: Error, CustomStringConvertible {
        let file: String
        let line: Int
        var description: String { "\(file), line \(line): not a line of the gazetteer's layout" }
    }

    static func read(places: Data, countries: Data) throws -> (places: [NamedPlace], countries: CountryShapes) {
        var divisions: [String] = []
        var rows: [(place: NamedPlace, cityID: Int?)] = []
        rows.reserveCapacity(171_000)
        try lines(places) { number, fields in
            if fields.first == "D" {
                divisions.append(fields.count > 1 ? fields[1] : "")
                return
            }
            guard fields.count == 10, let id = Int(fields[0]), let latitude = Double(fields[3]),
                let longitude = Double(fields[4]), let point = Coordinates(latitude: latitude, longitude: longitude),
                let population = Int(fields[7])
            else { throw Malformed(file: "gazetteer.tsv", line: number) }
            let division = Int(fields[6]).flatMap { divisions.indices.contains($0) ? divisions[$0] : nil }
            let place = NamedPlace(
                id: id, name: fields[1], localName: fields[2].isEmpty ? nil : fields[2], point: point,
                countryCode: fields[5], division: division, population: population, cityIndex: nil,
                otherNames: fields[9].isEmpty ? [] : fields[9].split(separator: "|").map(String.init))
            rows.append((place, Int(fields[8])))
        }
        let indexOfID = Dictionary(uniqueKeysWithValues: rows.indices.map { (rows[$0].place.id, Int32($0)) })
        let places = rows.map { row in
            var place = row.place
            place.cityIndex = row.cityID.flatMap { indexOfID[$0] }
            return place
        }

        var shapes: [String: CountryShapes.Country] = [:]
        try lines(countries) { number, fields in
            guard fields.count >= 2, fields[0].utf8.count == 2 else {
                throw Malformed(file: "countries.tsv", line: number)
            }
            let rings = fields.dropFirst(2).map { ring in
                ring.split(separator: ";").compactMap { pair -> (longitude: Double, latitude: Double)? in
                    let parts = pair.split(separator: ",")
                    guard parts.count == 2, let longitude = Double(parts[0]), let latitude = Double(parts[1]) else {
                        return nil
                    }
                    return (longitude, latitude)
                }
            }
            let all = rings.joined()
            let bounds =
                all.isEmpty
                ? nil
                : (
                    south: all.map(\.latitude).min()!, west: all.map(\.longitude).min()!,
                    north: all.map(\.latitude).max()!, east: all.map(\.longitude).max()!
                )
            shapes[fields[0]] = CountryShapes.Country(name: fields[1], rings: Array(rings), bounds: bounds)
        }
        return (places, CountryShapes(countries: shapes))
    }

    /// Calls `body` with each line's tab-separated fields (numbered from 1), skipping "#" lines.
    private static func lines(_ data: Data, _ body: (Int, [String]) throws -> Void) throws {
        var number = 0
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                number += 1
                if end > start, bytes[start] != 0x23 {
                    var fields: [String] = []
                    var fieldStart = start
                    for index in start...end where index == end || bytes[index] == 0x09 {
                        fields.append(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                        fieldStart = index + 1
                    }
                    try body(number, fields)
                }
                start = end + 1
            }
        }
    }
}
