import Foundation
import PetSpotFlows

/// An owner signed in to manage one report: the report's id and password, kept in the session's
/// sealed drafts (AES-GCM under the key only the browser's cookie carries, as the wizards' drafts
/// are) so each action can act as the owner without asking again. It lasts hours, not
/// days, and names one report: another report asks for its own password.
struct OwnerSignIn: Codable, Sendable {
    let reportID: String
    let password: String
    let signedInAt: Date

    /// How long a sign-in lasts from when the password was typed.
    static let lifetime: TimeInterval = 4 * 3600

    static let draft = DraftKey(rawValue: "owner-sign-in")

    /// The session's sign-in for `reportID`, if it has one that has not run out by `now`.
    static func load(for reportID: String, from drafts: SealedDraftStore, now: Date) -> OwnerSignIn? {
        guard let data = try? drafts.load(draft), let signIn = try? JSONDecoder().decode(OwnerSignIn.self, from: data),
            signIn.reportID == reportID, now.timeIntervalSince(signIn.signedInAt) < lifetime, signIn.signedInAt <= now
        else { return nil }
        return signIn
    }

    func save(to drafts: SealedDraftStore) throws {
        try drafts.save(try JSONEncoder().encode(self), for: Self.draft)
    }

    static func clear(from drafts: SealedDraftStore) {
        try? drafts.remove(draft)
    }
}
