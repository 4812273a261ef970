import Foundation
import PetSpotDomain

/// The body of `GET /api/health`: the server and its database are up.
public struct HealthStatus: Hashable, Sendable, Decodable {
    /// Always `ok` when the server answers 200.
    public let status: String
    /// The server's clock when it answered.
    public let timestamp: Date

    /// Creates a health value, e.g. for previews and tests.
    public init(status: String, timestamp: Date) {
        self.status = status
        self.timestamp = timestamp
    }

    private enum CodingKeys: String, CodingKey {
        case status, timestamp
    }

    /// Decodes the wire form, reading the timestamp as ISO 8601.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            status: try container.decode(String.self, forKey: .status),
            timestamp: try Timestamp.decode(.timestamp, in: container)
        )
    }
}
