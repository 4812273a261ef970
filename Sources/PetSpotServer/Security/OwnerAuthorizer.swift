import Foundation
import HTTPTypes

/// Decides who may change a report: its owner (the announcement id and management password, with
/// repeated failures rate-limited) or an operator (the configured token).
struct OwnerAuthorizer: Sendable {
    let store: any AnnouncementStore
    let hasher: PasswordHasher
    let limiter: FailedAttemptLimiter
    let adminToken: String?
    let clock: ServerClock

    func authorizeOwner(of id: String, with credentials: Credentials) async throws -> AnnouncementRecord {
        guard case .owner(let claimedID, let typed) = credentials else {
            throw APIError(.forbidden, .unauthorized, "Only the report's owner can do this: use Basic credentials with its management password")
        }
        guard let uuid = UUID(uuidString: id), let record = try await store.find(id: uuid) else { throw APIError.notFound }
        guard UUID(uuidString: claimedID) == uuid else {
            throw APIError(.forbidden, .unauthorized, "The credentials name another announcement; the user name must be this announcement's id")
        }
        if let seconds = await limiter.retryAfter(uuid, now: clock.now()) {
            throw APIError(.tooManyRequests, .rateLimited,
                           "Too many wrong passwords for this announcement; try again in \(Int(seconds)) seconds",
                           headers: [.retryAfter: String(Int(seconds))])
        }
        guard let password = ManagementPassword(typed: typed), try await hasher.verify(password, against: record.passwordHash) else {
            await limiter.recordFailure(uuid, now: clock.now())
            throw APIError(.forbidden, .unauthorized, "The management password is wrong; it is the code shown when the report was created")
        }
        await limiter.reset(uuid)
        return record
    }

    func authorizeOperator(_ token: String) throws {
        guard let adminToken, ConstantTime.equals(token, adminToken) else {
            throw APIError(.forbidden, .unauthorized, "The operator token is not valid")
        }
    }
}
