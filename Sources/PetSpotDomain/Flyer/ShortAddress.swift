/// A report's short address, as `GET /api/v1/announcements/{id}/short-address` answers it: its
/// code and the whole address (`<public URL>/r/{code}`), which a flyer prints and its QR code holds.
public struct ShortAddress: Codable, Hashable, Sendable {
    public let code: String
    public let shortUrl: String

    public init(code: String, shortUrl: String) {
        self.code = code
        self.shortUrl = shortUrl
    }
}
