import Foundation
import PetSpotStorage

/// Decides who may change a report: its owner (the announcement id and management password) or an
/// operator (the configured token), each with repeated failures from one client rate-limited.
package struct OwnerAuthorizer: Sendable {
    package let store: any AnnouncementStore
    package let hasher: PasswordHasher
    package let limiter: FailedAttemptLimiter
    package let adminToken: String?
    package let clock: ServerClock

    package init(
        store: any AnnouncementStore, hasher: PasswordHasher, limiter: FailedAttemptLimiter, adminToken: String?,
        clock: ServerClock
    ) {
        self.store = store
        self.hasher = hasher
        self.limiter = limiter
        self.adminToken = adminToken
        self.clock = clock
    }

    package func authorizeOwner(
        of id: String, with credentials: Credentials, from client: ClientAddress
    ) async throws -> AnnouncementRecord {
        guard case .owner(let claimedID, let typed) = credentials else {
            throw Credentials.basicExpected
        }
        guard let uuid = UUID(uuidString: id), let record = try await store.find(id: uuid) else {
            throw ServiceError.notFound
        }
        guard UUID(uuidString: claimedID) == uuid else {
            throw ServiceError.refused(
                "The credentials name another announcement; the user name must be this announcement's id")
        }
        let subjects: [FailedAttemptLimiter.Subject] = [.report(uuid, from: client), .passwords(from: client)]
        if let seconds = try await limiter.retryAfter(subjects, now: clock.now()) {
            throw Self.tooMany(
                "Too many wrong passwords from your connection; try again in \(seconds) seconds", seconds: seconds)
        }
        guard let password = ManagementPassword(typed: typed),
            try await hasher.verify(password, against: record.passwordHash)
        else {
            try await limiter.recordFailure(subjects, now: clock.now())
            throw ServiceError.refused(
                "The management password is wrong; it is the code shown when the report was created")
        }
        try await limiter.reset(.report(uuid, from: client))
        return record
    }

    package func authorizeOperator(_ token: String, from client: ClientAddress) async throws {
        let subject = FailedAttemptLimiter.Subject.operatorTokens(from: client)
        if let seconds = try await limiter.retryAfter([subject], now: clock.now()) {
            throw Self.tooMany(
                "Too many wrong operator tokens from your connection; try again in \(seconds) seconds", seconds: seconds
            )
        }
        guard let adminToken, ConstantTime.equals(token, adminToken) else {
            try await limiter.recordFailure([subject], now: clock.now())
            throw ServiceError.refused("The operator token is not valid")
        }
    }

    private static func tooMany(_ message: String, seconds: Int) -> ServiceError {
        .tooMany(message, retryAfterSeconds: seconds)
    }
}
