import Foundation
import PetSpotDomain
import PetSpotOutbox
import PetSpotStorage

/// Area alerts in the domain's words (`api-v1.md`, "Area alerts"), independent of HTTP: asked for
/// by anyone under the per-client limit, confirmed by the address's link, changed or stopped by
/// the link in each of its mails. The links' tokens are checked here, so a page or a route only
/// carries them.
package struct AlertService: Sendable {
    package let store: AlertStore
    package let writer: AlertMailWriter
    package let tokens: MailLinkTokens
    package let requestsPerClient: AdditionLimit
    package let clock: ServerClock
    package let doorbell: MailDoorbell

    package init(
        store: AlertStore, writer: AlertMailWriter, tokens: MailLinkTokens, requestsPerClient: AdditionLimit,
        clock: ServerClock, doorbell: MailDoorbell
    ) {
        self.store = store
        self.writer = writer
        self.tokens = tokens
        self.requestsPerClient = requestsPerClient
        self.clock = clock
        self.doorbell = doorbell
    }

    /// What a link's token names: the alert (or, for a confirmation, the address's waiting alerts),
    /// or nothing because the link is not one PetSpot sent, or because what it named is gone.
    package enum Link<Value: Sendable>: Sendable {
        case found(Value)
        case gone
        case invalid
    }

    /// Keeps the alert `body` asks for and mails its confirmation (at most one a day per address);
    /// every problem of the body first, then the client's limit. Says nothing of whether the address
    /// already follows the area.
    /// `language` is the alert's mails' (an app's `Accept-Language`); a refusal's messages stay the API's.
    package func subscribe(
        _ body: [String: JSONValue], from client: ClientAddress, language: Language = .current
    ) async throws {
        switch AlertRequest.validate(body) {
        case .success(var request):
            request.language = language
            try await subscribe(request, from: client)
        case .failure(let failure): throw ServiceError.invalid(failure)
        }
    }

    package func subscribe(_ request: AlertRequest, from client: ClientAddress) async throws {
        let now = Timestamp.truncated(clock.now())
        let writer = self.writer
        switch try await store.subscribe(
            request, client: client.key, limit: requestsPerClient, now: now,
            confirmation: { writer.confirmation($0, now: now) })
        {
        case .accepted(let queued):
            if queued { doorbell.ring() }
        case .refused(let seconds):
            throw ServiceError.tooMany(
                "Too many alert requests for now; try again in \(seconds) seconds", retryAfterSeconds: seconds)
        }
    }

    /// How long a confirmation link works.
    package static let confirmationLifetime: TimeInterval = 7 * 24 * 60 * 60

    /// What a confirmation link names, while it works (7 days from its mail).
    private func confirmation(in token: String) -> MailLinkTokens.AlertConfirmation? {
        guard let named = tokens.alertConfirmation(in: token),
            clock.now().timeIntervalSince(named.issuedAt) <= Self.confirmationLifetime
        else { return nil }
        return named
    }

    /// The alerts a confirmation link would confirm: those asked for by the time of its mail.
    package func waiting(confirmation token: String) async throws -> Link<[StoredAlert]> {
        guard let named = confirmation(in: token) else { return .invalid }
        let waiting = try await store.unconfirmed(of: named.address, now: clock.now()).filter {
            $0.createdAt <= named.issuedAt
        }
        return waiting.isEmpty ? .gone : .found(waiting)
    }

    /// Confirms the alerts a confirmation link names (only those of `only`, when given): never
    /// one asked for after its mail, which waits for a mail of its own.
    package func confirm(token: String, only: Set<String>?) async throws -> Link<AlertStore.Confirmation> {
        guard let named = confirmation(in: token) else { return .invalid }
        return .found(
            try await store.confirm(
                named.address, only: only, askedBy: named.issuedAt, now: Timestamp.truncated(clock.now())))
    }

    /// The alert a change or stop link names.
    package func alert(token: String) async throws -> Link<StoredAlert> {
        guard let id = tokens.alertID(in: token) else { return .invalid }
        return try await store.alert(id).map { .found($0) } ?? .gone
    }

    /// Stops the alert a stop link names.
    package func stop(token: String) async throws -> Link<Void> {
        guard let id = tokens.alertID(in: token) else { return .invalid }
        return try await store.stop(id, now: clock.now()) ? .found(()) : .gone
    }

    /// Changes the alert a change link names as `body` says (every problem at once; its `email` is
    /// the alert's own, whatever the body says).
    package func change(token: String, to body: [String: JSONValue]) async throws -> Link<StoredAlert> {
        guard let id = tokens.alertID(in: token) else { return .invalid }
        guard let stored = try await store.alert(id) else { return .gone }
        var body = body
        body["email"] = .string(stored.request.email)
        switch AlertRequest.validate(body) {
        case .success(let request):
            return try await store.change(id, to: request, now: Timestamp.truncated(clock.now())).map { .found($0) }
                ?? .gone
        case .failure(let failure):
            throw ServiceError.invalid(failure)
        }
    }
}
