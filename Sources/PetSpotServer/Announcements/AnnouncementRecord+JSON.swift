import Foundation
import PetSpotDomain

/// A report's members as the API writes them, for the answers that write their own JSON
/// (`AnnouncementResponse`) and the listing documents stored with a report (`ListingDocument`).
extension AnnouncementRecord {
    /// Distances go out rounded to the metre.
    static func wireDistance(_ kilometres: Double) -> Double {
        (kilometres * 1000).rounded() / 1000
    }

    /// Where the API serves the report's photo.
    var photoURL: String? { photoFile.map(PhotoURL.path(for:)) }

    /// The keys the two writers below write, in order (a listing's, so without
    /// `managementPassword`): `ListingDocument` puts them back around its values.
    static let listingKeys: [StaticString] = [
        "age", "breed", "createdAt", "description",
        "email", "id", "lastSeenDate", "locationLatitude", "locationLongitude", "microchipNumber", "petName", "phone", "photoUrl",
        "reward", "sex", "species", "status", "updatedAt",
    ]
    static let listingKeysBeforeDistance = 4

    /// The members whose keys sort before `distanceKm`.
    func writeListingMembersBeforeDistance(to json: inout JSONWriter) {
        json.key("age"); json.integer(content.age)
        json.key("breed"); json.string(content.breed)
        json.key("createdAt"); json.timestamp(createdAt)
        json.key("description"); json.string(content.description)
    }

    /// The members whose keys sort after `distanceKm`, with the password where one is answered.
    func writeListingMembersAfterDistance(to json: inout JSONWriter, managementPassword: ManagementPassword? = nil) {
        json.key("email"); json.string(content.email)
        json.key("id"); json.string(wireID)
        json.key("lastSeenDate"); json.string(content.lastSeenDate.iso)
        json.key("locationLatitude"); json.number(content.locationLatitude)
        json.key("locationLongitude"); json.number(content.locationLongitude)
        if let managementPassword {
            json.key("managementPassword"); json.string(managementPassword.description)
        }
        json.key("microchipNumber"); json.string(content.microchipNumber)
        json.key("petName"); json.string(content.petName)
        json.key("phone"); json.string(content.phone)
        json.key("photoUrl"); json.string(photoURL)
        json.key("reward"); json.string(content.reward)
        json.key("sex"); json.string(content.sex.rawValue)
        json.key("species"); json.string(content.species.rawValue)
        json.key("status"); json.string(content.status.rawValue)
        json.key("updatedAt"); json.timestamp(updatedAt)
    }
}
