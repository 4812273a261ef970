import Hummingbird

extension Request {
    /// The query string's parameters; the first of a repeated name wins (as the web pages read them).
    var queryParameters: [String: String] {
        Dictionary(uri.queryParameters.map { (String($0.key), String($0.value)) }) { first, _ in first }
    }
}
