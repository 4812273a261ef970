import Foundation
import PetSpotFlows

/// The addresses of a published report's pages, written in one place.
enum ReportPaths {
    static func report(_ id: String) -> String { "/reports/\(segment(id))" }
    static func removed(_ id: String) -> String { "\(report(id))/removed" }
    static func manage(_ id: String) -> String { "\(report(id))/manage" }
    static func matches(_ id: String) -> String { "\(report(id))/matches" }
    /// The report's flyer, and its QR code alone.
    static func flyer(_ id: String) -> String { "\(report(id))/flyer" }
    /// Where "I saw this pet" and "Contact the owner" post.
    static func sighting(_ id: String) -> String { "\(report(id))/sighting" }
    static func message(_ id: String) -> String { "\(report(id))/message" }
    /// The report's page after a sighting or message went (`sent=sighting|message`), at the form that sent it.
    static func sent(_ id: String, _ what: ReachingForm) -> String { "\(report(id))?sent=\(what.rawValue)#\(what.anchor)" }

    /// The manage page with why signing in failed, scrolled to that message (even without the script).
    static func signInFailed(_ id: String, _ failure: OwnerActionFailure) -> String {
        "\(manage(id))?failure=\(failure.code)#\(FieldID.error(passwordField))"
    }

    /// The manage page's password field.
    static let passwordField = "password"

    /// An id as one path segment (ids are UUIDs; anything else is escaped, never a second segment).
    private static func segment(_ id: String) -> String {
        // A UUID, as every id is, needs no escaping (and most pages write dozens of them).
        if id.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }) {
            return id
        }
        return id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? id
    }
}
