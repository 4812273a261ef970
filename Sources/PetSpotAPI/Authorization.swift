import Foundation

/// Who is changing an announcement, as an `Authorization` header value.
enum Authorization: Hashable, Sendable {
    /// The reporter: Basic with the announcement id as user and its management password.
    case owner(announcementID: String, managementPassword: String)
    /// An operator: Bearer with the server's admin token.
    case operatorToken(String)

    var headerValue: String {
        switch self {
        case .owner(let id, let password):
            "Basic " + Data("\(id):\(password)".utf8).base64EncodedString()
        case .operatorToken(let token):
            "Bearer \(token)"
        }
    }
}
