import Foundation
import PetSpotDomain
import PetSpotStorage

/// Reports as tests store them: open, listed (a photo), in Kraków, created at one fixed time.
package enum SampleRecords {
    package static let created = Date(timeIntervalSince1970: 1_795_348_800)

    package static func record(
        status: AnnouncementStatus = .missing, species: Species = .dog,
        at coordinates: Coordinates? = Coordinates(latitude: 50, longitude: 20),
        photo: String? = "\(UUID().uuidString.lowercased()).png", createdAt: Date = created, every field: Bool = false
    ) -> AnnouncementRecord {
        var content = CreateAnnouncementRequest(
            status: status, species: species, sex: .female, lastSeenDate: CalendarDate(iso: "2026-11-20")!,
            location: coordinates, email: "a@b.co")
        if field {
            content.petName = "Łatka \"the brave\" <b>"
            content.breed = "Mixed / other"
            content.age = 0
            content.description = "Line one\nLine two\tand a tab; emoji 🐾"
            content.microchipNumber = "000000000000001"
            content.phone = "+48123456789"
            content.reward = "100 PLN"
        }
        return AnnouncementRecord(
            id: UUID(), content: content, photoFile: photo, passwordHash: "$2b$04$hash", createdAt: createdAt,
            updatedAt: createdAt, expiresAt: .distantFuture)
    }
}
