import Foundation
import PetSpotDomain
import PetSpotPlaces

/// A report as the API writes it, for the answers that write their own JSON (`AnnouncementResponse`)
/// and the listing documents stored with a report (`ListingDocument`). The members and their order
/// come from `Announcement.members`, the list the clients' decoding follows too.
extension AnnouncementRecord {
    /// Distances go out rounded to the metre.
    package static func wireDistance(_ kilometres: Double) -> Double {
        (kilometres * 1000).rounded() / 1000
    }

    /// Where the API serves the report's photo.
    package var photoURL: String? { photoFile.map { SitePath.photo(.value($0)).path } }

    /// The report as the API answers it: to anyone, without a private phone and email; to its
    /// owner (`forOwner`: the answer to create, a read with the report's password) whole.
    package func announcement(
        distanceKilometres: Double? = nil, forOwner: Bool = false, alertsSent: Int? = nil
    ) -> Announcement {
        Announcement(
            id: wireID, content: forOwner ? content : content.shownToPublic, photoUrl: photoURL,
            createdAt: createdAt, updatedAt: updatedAt, resolution: resolution, resolvedAt: resolvedAt,
            expiresAt: expiresAt, distanceKm: distanceKilometres.map(Self.wireDistance),
            alertsSent: forOwner ? alertsSent : nil,
            place: coordinates.flatMap(PlaceDescriptions.shared.description(of:)))
    }
}

extension Announcement {
    /// What the server writes of a report: its members and, in the answer to create only, the
    /// management password, in name order (as `JSONEncoder`'s `.sortedKeys`).
    package enum WrittenMember: Equatable {
        case member(Member)
        case managementPassword

        package var name: String {
            switch self {
            case .member(let member): member.name
            case .managementPassword: "managementPassword"
            }
        }
    }

    package static let writtenMembers = (members.map(WrittenMember.member) + [.managementPassword]).sorted {
        $0.name < $1.name
    }

    /// The members a listing document holds (all but the distance, the password and what only the
    /// owner sees), in order.
    package static let listingKeys = writtenMembers.filter {
        ![.member(.distanceKm), .member(.alertsSent), .managementPassword].contains($0)
            && !CreateAnnouncementRequest.Field.ownersOnly.map { .member(.field($0)) }.contains($0)
    }.map(\.name)
    /// How many of them come before `distanceKm`.
    package static let listingKeysBeforeDistance = listingKeys.count { $0 < Member.distanceKm.name }

    /// Writes the report's members: `distanceKm` when it has one, the password when one is given.
    package func writeMembers(to json: inout JSONWriter, managementPassword: ManagementPassword? = nil) {
        for member in Self.writtenMembers {
            switch member {
            case .member(.field(let field)):
                if content.carries(field) {
                    json.key(field.rawValue)
                    json.value(content[field])
                }
            case .member(.id):
                json.key("id")
                json.string(id)
            case .member(.photoUrl):
                json.key("photoUrl")
                json.string(photoUrl)
            case .member(.createdAt):
                json.key("createdAt")
                json.timestamp(createdAt)
            case .member(.updatedAt):
                json.key("updatedAt")
                json.timestamp(updatedAt)
            case .member(.resolution):
                json.key("resolution")
                json.string(resolution?.rawValue)
            case .member(.resolvedAt):
                json.key("resolvedAt")
                json.timestamp(resolvedAt)
            case .member(.expiresAt):
                json.key("expiresAt")
                json.timestamp(expiresAt)
            case .member(.distanceKm):
                if let distanceKm {
                    json.key("distanceKm")
                    json.number(distanceKm)
                }
            case .member(.place):
                json.key("place")
                json.place(place)
            case .member(.alertsSent):
                if let alertsSent {
                    json.key("alertsSent")
                    json.number(Double(alertsSent))
                }
            case .managementPassword:
                if let managementPassword {
                    json.key("managementPassword")
                    json.string(managementPassword.description)
                }
            }
        }
    }
}
