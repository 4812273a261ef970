import Foundation

extension HTTPReply {
    /// The error this non-success reply stands for: a 4xx the client can act on when the server
    /// explained it in its envelope; anything else means the server failed or answered nonsense.
    var failure: PetSpotAPIError {
        let envelope = try? JSONDecoder().decode(APIErrorEnvelope.self, from: body)
        if (400..<500).contains(status), let envelope {
            return .rejected(status: status, envelope)
        }
        return .serverFailure(status: status, envelope)
    }

    /// Throws `failure` unless the status is 2xx.
    func requireSuccess() throws(PetSpotAPIError) {
        guard isSuccess else { throw failure }
    }

    /// The 2xx body decoded as `type`; an undecodable body is the server's fault, not the caller's.
    func decoded<Value: Decodable>(as type: Value.Type) throws(PetSpotAPIError) -> Value {
        try requireSuccess()
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .serverFailure(status: status, nil)
        }
    }
}
