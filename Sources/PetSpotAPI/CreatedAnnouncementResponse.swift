import PetSpotDomain

/// The answer to a create: the new announcement and its management password, which the server shows only this once.
public struct CreatedAnnouncementResponse: Hashable, Sendable {
    /// The announcement as stored.
    public let announcement: Announcement
    /// The password that lets the reporter attach the photo and delete the report.
    public let managementPassword: String

    /// Creates a response value, e.g. for previews and tests.
    public init(announcement: Announcement, managementPassword: String) {
        self.announcement = announcement
        self.managementPassword = managementPassword
    }
}

// The wire form is one flat object: the announcement's keys plus `managementPassword`.
extension CreatedAnnouncementResponse: Decodable {
    private enum CodingKeys: String, CodingKey {
        case managementPassword
    }

    /// Decodes the flat `201` body of `POST /api/v1/announcements`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            announcement: try Announcement(from: decoder),
            managementPassword: try container.decode(String.self, forKey: .managementPassword)
        )
    }
}
