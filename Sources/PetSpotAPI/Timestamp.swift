import Foundation

/// The API's instants: ISO 8601 UTC, written with milliseconds (`2026-01-08T10:00:00.000Z`).
enum Timestamp {
    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFractions = Date.ISO8601FormatStyle()

    /// Parses with or without fractional seconds: the contract allows both, and some
    /// Foundation versions accept only the exact form a style was configured for.
    static func parse(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: withFractions) { return date }
        return try? Date(text, strategy: withoutFractions)
    }

    /// Writes the server's own form, so an encoded value reads back the same.
    static func format(_ date: Date) -> String {
        // Rounded by hand: the format style truncates, and a parsed `.351` is stored as
        // `.35099…`, so it would be written back as `.350`.
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        let seconds = (milliseconds / 1000).rounded(.down)
        let fraction = Int(milliseconds - seconds * 1000)
        let whole = Date(timeIntervalSince1970: seconds).formatted(withoutFractions)
        return whole.dropLast() + "." + String(format: "%03d", fraction) + "Z"
    }

    /// Decodes one timestamp string from `container`, naming the key when it is malformed.
    static func decode<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "Expected an ISO 8601 timestamp, got \(text)")
        }
        return date
    }
}
