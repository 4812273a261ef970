import Foundation

/// `GET …/matches?limit=`: how many, 1–50 (10 when left out).
struct MatchQuery: Sendable, Equatable {
    static let defaultLimit = 10
    static let maximumLimit = 50

    var limit = defaultLimit

    init(_ parameters: [String: String]) throws {
        guard let text = parameters["limit"] else { return }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), (1...Self.maximumLimit).contains(value) else {
            throw APIError.invalidParameter("limit", "Parameter 'limit' must be a whole number from 1 to \(Self.maximumLimit); leave it out for \(Self.defaultLimit)")
        }
        limit = value
    }
}
