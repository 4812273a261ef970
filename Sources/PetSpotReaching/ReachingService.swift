import Foundation
import PetSpotDomain
import PetSpotOutbox
import PetSpotStorage

/// What people tell a report's owner, independent of HTTP: sightings (public, with the witness's
/// contact for the owner only) and messages (the owner's only), each under its limits.
package struct ReachingService: Sendable {
    package let store: ReachingStore
    /// The reports reached (read, and authorised as their owner's), not the announcements' service above.
    package let reports: any AnnouncementStore
    package let owners: OwnerAuthorizer
    package let limits: ReachingLimits
    package let clock: ServerClock
    /// Writes the owner's mail about each sighting and message; the doorbell wakes its delivery.
    package let mail: OwnerMailWriter
    package let doorbell: MailDoorbell

    package init(
        store: ReachingStore, reports: any AnnouncementStore, owners: OwnerAuthorizer, limits: ReachingLimits,
        clock: ServerClock, mail: OwnerMailWriter, doorbell: MailDoorbell
    ) {
        self.store = store
        self.reports = reports
        self.owners = owners
        self.limits = limits
        self.clock = clock
        self.mail = mail
        self.doorbell = doorbell
    }

    /// Adds a sighting to an open report: 404 for an unknown one, 409 once it is resolved or expired,
    /// then every problem of the body, then the per-client limit.
    package func addSighting(
        to id: String, body: [String: JSONValue], from client: ClientAddress
    ) async throws -> Sighting {
        let record = try await reports.record(id)
        let now = Timestamp.truncated(clock.now())
        try Self.requireOpen(record, at: now, for: "sightings")
        let request: SightingRequest
        switch SightingRequest.validate(body, lastSeenDate: record.content.lastSeenDate, now: now) {
        case .success(let valid): request = valid
        case .failure(let failure): throw ServiceError.invalid(failure)
        }
        let sighting = Sighting(
            id: UUID().canonicalText, announcementId: record.wireID, seenAt: request.seenAt, location: request.location,
            note: request.note, email: request.email, phone: request.phone, createdAt: now)
        let addition = try await store.add(
            sighting, from: client.key,
            limits: [
                (limits.sightingsPerClient, .client(client.key)), (limits.sightingsPerReport, .report(record.wireID)),
            ], mail: mail.mail(for: sighting, about: record), now: now)
        switch addition {
        case .added: break
        case .refused(let seconds):
            throw ServiceError.tooMany(
                "Too many sightings for now; try again in \(seconds) seconds", retryAfterSeconds: seconds)
        case .reportGone: throw ServiceError.notFound
        }
        doorbell.ring()
        return sighting
    }

    /// The report's sightings, latest seen first (the latest `limit`, when given); the witnesses'
    /// contact only for its owner.
    package func sightings(
        of id: String, limit: Int? = nil, credentials: Credentials?, from client: ClientAddress
    ) async throws -> [Sighting] {
        let record = try await reportFor(id, credentials: credentials, from: client)
        let sightings = try await store.sightings(of: record.wireID, limit: limit)
        return credentials == nil ? sightings.map(\.shownToPublic) : sightings.map(\.checkedForScams)
    }

    /// Removes a sighting for the report's owner.
    package func removeSighting(
        _ sightingID: String, of id: String, credentials: Credentials, from client: ClientAddress
    ) async throws {
        let record = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        guard try await store.removeSighting(sightingID, of: record.wireID) else { throw ServiceError.notFound }
    }

    /// Keeps a message for the report's owner (answered 202: the owner reads it later, and is told by mail).
    package func addMessage(
        to id: String, body: [String: JSONValue], from client: ClientAddress
    ) async throws -> OwnerMessage {
        let record = try await reports.record(id)
        let now = Timestamp.truncated(clock.now())
        let request: MessageRequest
        switch MessageRequest.validate(body) {
        case .success(let valid): request = valid
        case .failure(let failure): throw ServiceError.invalid(failure)
        }
        let message = OwnerMessage(
            id: UUID().canonicalText, message: request.message, replyEmail: request.replyEmail,
            replyPhone: request.replyPhone, createdAt: now)
        let addition = try await store.add(
            message, to: record.wireID, from: client.key,
            limits: [
                (limits.messagesPerClient, .client(client.key)), (limits.messagesPerReport, .report(record.wireID)),
            ], mail: mail.mail(for: message, about: record), now: now)
        switch addition {
        case .added: break
        case .refused(let seconds):
            throw ServiceError.tooMany(
                "Too many messages for now; try again in \(seconds) seconds", retryAfterSeconds: seconds)
        case .reportGone: throw ServiceError.notFound
        }
        doorbell.ring()
        return message
    }

    /// The report's messages, newest first, for its owner.
    package func messages(
        of id: String, credentials: Credentials, from client: ClientAddress
    ) async throws -> [OwnerMessage] {
        let record = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        return try await store.messages(of: record.wireID)
    }

    /// Records what the owner said a message was: `{"verdict":"SCAM"|"GENUINE"}` (`null` forgets it).
    package func setVerdict(
        of messageID: String, of id: String, body: [String: JSONValue], credentials: Credentials,
        from client: ClientAddress
    ) async throws {
        let record = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        let verdict: MessageVerdict?
        switch MessageVerdict.read(body) {
        case .success(let read): verdict = read
        case .failure(let failure): throw ServiceError.invalid(failure)
        }
        guard try await store.setVerdict(verdict, ofMessage: messageID, of: record.wireID) else {
            throw ServiceError.notFound
        }
    }

    /// The report, checked to be the caller's when credentials are given.
    private func reportFor(
        _ id: String, credentials: Credentials?, from client: ClientAddress
    ) async throws -> AnnouncementRecord {
        guard let credentials else { return try await reports.record(id) }
        return try await owners.authorizeOwner(of: id, with: credentials, from: client)
    }

    private static func requireOpen(_ record: AnnouncementRecord, at now: Date, for what: String) throws {
        switch record.standing(at: now) {
        case .open: return
        case .resolved:
            throw ServiceError.closed(
                "This report is closed: its pet is home or its owner ended it, so it takes no more \(what)")
        case .expired:
            throw ServiceError.closed("This report has expired, so it takes no more \(what) until its owner renews it")
        }
    }
}
