import PetSpotDomain

/// One page of `GET /api/v1/announcements`.
public struct AnnouncementPage: Hashable, Sendable, Decodable {
    /// The announcements of this page, in list order.
    public let data: [Announcement]
    /// Pass as `AnnouncementQuery.cursor` (with the same filters) for the next page; `nil` on the last page.
    public let nextCursor: String?

    /// Creates a page value, e.g. for previews and tests.
    public init(data: [Announcement], nextCursor: String?) {
        self.data = data
        self.nextCursor = nextCursor
    }
}
