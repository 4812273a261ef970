/// The server's error body `{"error":{…}}`, flattened: what went wrong, and which fields.
public struct APIErrorEnvelope: Hashable, Sendable {
    /// One problem of one field, from `error.details`.
    public struct Detail: Hashable, Sendable, Decodable {
        /// The body key at fault (`contact` for a missing email and phone).
        public let field: String
        /// The error code, e.g. `MISSING_VALUE`.
        public let code: String
        /// English text for people.
        public let message: String

        /// Creates a detail value, e.g. for tests.
        public init(field: String, code: String, message: String) {
            self.field = field
            self.code = code
            self.message = message
        }
    }

    /// The request's id; quote it when reporting a problem.
    public let requestId: String
    /// The error code to branch on, e.g. `NOT_FOUND` (kept as text: a newer server may add codes).
    public let code: String
    /// English text for people; may change, so never branch on it.
    public let message: String
    /// The field or query parameter at fault, when exactly one is.
    public let field: String?
    /// Every validation problem (validation errors only).
    public let details: [Detail]?

    /// Creates an envelope value, e.g. for tests and fakes.
    public init(requestId: String, code: String, message: String, field: String? = nil, details: [Detail]? = nil) {
        self.requestId = requestId
        self.code = code
        self.message = message
        self.field = field
        self.details = details
    }
}

// Decodes the whole wire body, so `JSONDecoder().decode(APIErrorEnvelope.self, from: body)` just works.
extension APIErrorEnvelope: Decodable {
    private enum OuterKeys: String, CodingKey {
        case error
    }

    private enum CodingKeys: String, CodingKey {
        case requestId, code, message, field, details
    }

    /// Decodes `{"error":{"requestId":…,"code":…,"message":…,"field":…,"details":[…]}}`.
    public init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: OuterKeys.self)
        let inner = try outer.nestedContainer(keyedBy: CodingKeys.self, forKey: .error)
        self.init(
            requestId: try inner.decode(String.self, forKey: .requestId),
            code: try inner.decode(String.self, forKey: .code),
            message: try inner.decode(String.self, forKey: .message),
            field: try inner.decodeIfPresent(String.self, forKey: .field),
            details: try inner.decodeIfPresent([Detail].self, forKey: .details)
        )
    }
}
