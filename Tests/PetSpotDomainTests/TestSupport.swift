import Foundation
import PetSpotDomain

/// Shared helpers of the domain tests: fixed instants and JSON bodies, never the real clock.
enum TestSupport {
    /// The instant `year-month-day hour:minute:second` in UTC.
    static func utc(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components) else {
            preconditionFailure("Not a date: \(components)")
        }
        return date
    }

    /// A request body decoded from JSON text, the way the server reads it.
    static func body(_ json: String) throws -> [String: JSONValue] {
        try JSONDecoder().decode([String: JSONValue].self, from: Data(json.utf8))
    }

    /// A JSON object's keys.
    static func keys(ofEncoded value: some Encodable) throws -> Set<String> {
        let object = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(value))
        return Set(object.keys)
    }
}
