import Foundation
import PetSpotFlows

/// The addresses of a published report's pages, written in one place.
enum ReportPaths {
    static func report(_ id: String) -> String { "/reports/\(segment(id))" }
    static func remove(_ id: String) -> String { "\(report(id))/remove" }
    static func removed(_ id: String) -> String { "\(report(id))/removed" }
    static func manage(_ id: String) -> String { "\(report(id))/manage" }

    /// The report's page with why the removal failed, scrolled to that message (even without the script).
    static func removalFailed(_ id: String, _ failure: RemovalFailure) -> String {
        "\(report(id))?removal=\(failure.code)#\(FieldID.error(passwordField))"
    }

    /// The removal form's password field.
    static let passwordField = "password"

    /// An id as one path segment (ids are UUIDs; anything else is escaped, never a second segment).
    private static func segment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? id
    }
}
