import PetSpotDomain

/// A report's flyer: its short address (given at its first flyer, the same ever after).
extension PetSpotClient {
    public func shortAddress(of id: String) async throws(PetSpotAPIError) -> ShortAddress {
        try await exchange(requests.jsonRequest("GET", url: requests.url(.shortAddress(.value(id)))))
            .decoded(as: ShortAddress.self)
    }
}
