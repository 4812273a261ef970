import Foundation
import PetSpotDomain
import PetSpotPhotos

/// Reports the tests create.
enum Fixtures {
    /// Two days ago in UTC: never in the future, whatever the machine's time zone.
    static var recentDate: CalendarDate {
        CalendarDate(Date(), in: TimeZone(secondsFromGMT: 0) ?? .gmt).adding(days: -2)
    }

    static let warsaw = Coordinates(latitude: 52.2297, longitude: 21.0122)!

    /// A MISSING report with every field set, already in the form the server stores.
    static func fullReport() -> CreateAnnouncementRequest {
        CreateAnnouncementRequest(
            status: .missing, species: .dog, sex: .female, lastSeenDate: recentDate,
            location: warsaw, petName: "Luna", breed: "Border Collie", age: 4,
            description: "Black and white, red collar with a small bell.\nShy with strangers.",
            microchipNumber: "616098100012345", email: "anna.kowalska@example.com",
            phone: "+48501234567", reward: "500 PLN")
    }

    /// A minimal valid report, with whatever status, species and place the test needs.
    static func report(
        _ status: AnnouncementStatus = .missing, _ species: Species = .dog, at location: Coordinates? = nil
    ) -> CreateAnnouncementRequest {
        CreateAnnouncementRequest(
            status: status, species: species, sex: .unknown, lastSeenDate: recentDate,
            location: location, email: "finder@example.com")
    }
}

/// Small valid PNGs for upload tests (the server's own placeholder generator).
enum SamplePNG {
    static func data(side: Int = 32) -> Data {
        Data(PlaceholderImage.png(width: side, height: side, background: (250, 240, 220), foreground: (230, 120, 30)))
    }
}
