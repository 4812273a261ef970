import Foundation

// The wire form is one flat object, every member present (`null` where empty) but `distanceKm`,
// which only a location listing has, and the owner's only fields, present only when set.
// Hand-written so it follows `Announcement.members` and writes timestamps as the API's strings
// whatever date strategy the caller's coder uses; unknown keys are ignored, as with synthesised code.
extension Announcement: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ member: Member) { stringValue = member.name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the API's JSON form of a report.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            id: try container.decode(String.self, forKey: Key(.id)),
            content: try CreateAnnouncementRequest(from: decoder),
            photoUrl: try container.decodeIfPresent(String.self, forKey: Key(.photoUrl)),
            createdAt: try Timestamp.decode(Key(.createdAt), in: container),
            updatedAt: try Timestamp.decode(Key(.updatedAt), in: container),
            resolution: try container.decodeIfPresent(Resolution.self, forKey: Key(.resolution)),
            resolvedAt: try Timestamp.decodeIfPresent(Key(.resolvedAt), in: container),
            expiresAt: try Timestamp.decodeIfPresent(Key(.expiresAt), in: container),
            distanceKm: try container.decodeIfPresent(Double.self, forKey: Key(.distanceKm)),
            alertsSent: try container.decodeIfPresent(Int.self, forKey: Key(.alertsSent)),
            place: try container.decodeIfPresent(PlaceDescription.self, forKey: Key(.place))
        )
    }

    /// Encodes the API's JSON form of a report.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for member in Self.members {
            let key = Key(member)
            switch member {
            case .field(let field):
                if content.carries(field) { try container.encode(content[field], forKey: key) }
            case .id: try container.encode(id, forKey: key)
            case .photoUrl: try container.encode(photoUrl, forKey: key)
            case .createdAt: try container.encode(Timestamp.string(createdAt), forKey: key)
            case .updatedAt: try container.encode(Timestamp.string(updatedAt), forKey: key)
            case .resolution: try container.encode(resolution, forKey: key)
            case .resolvedAt: try container.encode(resolvedAt.map(Timestamp.string), forKey: key)
            case .expiresAt: try container.encode(expiresAt.map(Timestamp.string), forKey: key)
            case .distanceKm: try container.encodeIfPresent(distanceKm, forKey: key)
            case .alertsSent: try container.encodeIfPresent(alertsSent, forKey: key)
            case .place: try container.encode(place, forKey: key)
            }
        }
    }
}
