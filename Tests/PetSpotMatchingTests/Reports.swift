import Foundation
import PetSpotDomain

/// Reports for the engine's tests: a missing Labrador in Kraków and variations on it.
enum Reports {
    static let home = Coordinates(latitude: 50.0614, longitude: 19.9366)!
    static let day = CalendarDate(year: 2026, month: 11, day: 10)!

    static func report(
        _ status: AnnouncementStatus, id: String = UUID().uuidString.lowercased(), species: Species = .dog,
        sex: Sex = .female,
        date: CalendarDate = day, at location: Coordinates? = home, breed: String? = nil, age: Int? = nil,
        description: String? = nil, microchip: String? = nil
    ) -> Announcement {
        let content = CreateAnnouncementRequest(
            status: status, species: species, sex: sex, lastSeenDate: date, location: location,
            breed: breed, age: age, description: description, microchipNumber: microchip,
            email: "owner@example.com")
        return Announcement(
            id: id, content: content, createdAt: Date(timeIntervalSince1970: 1_790_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_790_000_000))
    }

    /// `kilometres` north of `home`.
    static func north(_ kilometres: Double) -> Coordinates {
        Coordinates(
            latitude: home.latitude + kilometres / GreatCircle.kilometresPerDegreeOfLatitude, longitude: home.longitude)!
    }
}
