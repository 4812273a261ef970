import Foundation
import PetSpotStorage

/// `GET …/matches?limit=`: how many, 1–50 (10 when left out).
package struct MatchQuery: Sendable, Equatable {
    package static let defaultLimit = 10
    package static let maximumLimit = 50

    package var limit = defaultLimit

    package init(_ parameters: [String: String]) throws {
        guard let text = parameters["limit"] else { return }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), (1...Self.maximumLimit).contains(value) else {
            throw ServiceError.invalidParameter(
                "limit",
                "Parameter 'limit' must be a whole number from 1 to \(Self.maximumLimit); leave it out for \(Self.defaultLimit)"
            )
        }
        limit = value
    }
}
