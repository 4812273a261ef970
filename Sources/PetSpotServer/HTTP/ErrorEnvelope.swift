/// The body of every 4xx/5xx answer: `{"error":{"requestId","code","message","field"?,"details"?}}`.
struct ErrorEnvelope: Encodable {
    struct Body: Encodable {
        let requestId: String
        let code: APIErrorCode
        let message: String
        let field: String?
        let details: [APIError.Detail]?
    }

    let error: Body

    init(_ error: APIError, requestID: String) {
        self.error = Body(
            requestId: requestID, code: error.code, message: error.message, field: error.field, details: error.details)
    }
}
