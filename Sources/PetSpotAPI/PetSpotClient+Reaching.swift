import PetSpotDomain

/// Sightings and messages: what people tell a report's owner (`api-v1.md`, Reunification).
extension PetSpotClient {
    /// Says where and when the pet was seen; answered as the public sees it (without the witness's contact).
    /// A resolved or expired report refuses it (409); `SightingRequest.validate` checks it first, by the server's rules.
    public func addSighting(_ sighting: SightingRequest, to id: String) async throws(PetSpotAPIError) -> Sighting {
        try await exchange(requests.addSighting(sighting, to: id)).decoded(as: Sighting.self)
    }

    /// The report's sightings, latest seen first (the latest `limit`, 1–100, when given), as the public sees them.
    public func sightings(of id: String, limit: Int? = nil) async throws(PetSpotAPIError) -> [Sighting] {
        try await exchange(requests.sightings(of: id, limit: limit)).decoded(as: DataList<Sighting>.self).data
    }

    /// The report's sightings as its owner sees them: with the witnesses' email and phone.
    public func sightings(of id: String, managementPassword: String) async throws(PetSpotAPIError) -> [Sighting] {
        try await exchange(
            requests.sightings(of: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: DataList<Sighting>.self).data
    }

    /// Removes a sighting as the report's owner.
    public func deleteSighting(
        _ sightingID: String, of id: String, managementPassword: String
    ) async throws(PetSpotAPIError) {
        try await exchange(
            requests.deleteSighting(
                sightingID, of: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .requireSuccess()
    }

    /// Writes to the report's owner; returns the message's id (the server keeps it and tells the owner).
    public func sendMessage(_ message: MessageRequest, to id: String) async throws(PetSpotAPIError) -> String {
        try await exchange(requests.sendMessage(message, to: id)).decoded(as: SentMessage.self).id
    }

    /// Says what one of the report's messages was, as its owner.
    public func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, of id: String, managementPassword: String
    ) async throws(PetSpotAPIError) {
        try await exchange(
            requests.setVerdict(
                verdict, ofMessage: messageID, of: id,
                as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .requireSuccess()
    }

    /// The messages to the report's owner, newest first.
    public func messages(of id: String, managementPassword: String) async throws(PetSpotAPIError) -> [OwnerMessage] {
        try await exchange(
            requests.messages(of: id, as: .owner(announcementID: id, managementPassword: managementPassword))
        )
        .decoded(as: DataList<OwnerMessage>.self).data
    }
}

/// `{"data":[…]}`.
private struct DataList<Item: Decodable & Sendable>: Decodable, Sendable {
    let data: [Item]
}

/// `{"id":"…"}`, the answer to a message.
private struct SentMessage: Decodable, Sendable {
    let id: String
}
