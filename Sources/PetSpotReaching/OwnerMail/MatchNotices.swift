import Foundation
import Logging
import PetSpotDomain
import PetSpotMatching
import PetSpotMatchStore
import PetSpotOutbox
import PetSpotStorage

/// Tells owners by mail of new possible matches. Every minute it reads the listed reports changed
/// since its last look (published with their photo, or edited), asks each for its matches, and notes
/// each one likely enough for that match's owner, once ever per pair; then, for each report with
/// matches not yet told and no such mail within the hour, queues one mail listing them all. Its
/// place and its notes are in the database, so a restart or a second process loses and repeats nothing.
package struct MatchNotices: Sendable {
    package let matches: MatchService
    package let store: MatchNoticeStore
    package let announcements: any AnnouncementStore
    package let mail: OwnerMailWriter
    package let clock: ServerClock
    package let doorbell: MailDoorbell

    package init(
        matches: MatchService, store: MatchNoticeStore, announcements: any AnnouncementStore, mail: OwnerMailWriter,
        clock: ServerClock, doorbell: MailDoorbell
    ) {
        self.matches = matches
        self.store = store
        self.announcements = announcements
        self.mail = mail
        self.clock = clock
        self.doorbell = doorbell
    }

    package static let interval: Duration = .seconds(60)
    /// At most one such mail per report within this time.
    package static let quiet: TimeInterval = 3600
    /// How long a change waits before it is looked at: longer than any write's transaction.
    package static let settle: TimeInterval = 10
    /// How many changed reports one look reads (the rest wait for the next).
    package static let changedPerLook = 200
    /// Matches of one changed report considered.
    package static let matchesPerReport = 20

    /// Notes the new matches and queues the mails due; returns how many mails were queued.
    @discardableResult
    package func run() async throws -> Int {
        let now = clock.now()
        for record in try await store.changed(until: now - Self.settle, limit: Self.changedPerLook) {
            let report = record.announcement()
            // Ranked as the API ranks (its reasons in the reference's English, which nobody reads
            // here); each owner's line is worded again in the owner's language below.
            let found = try await Language.speaking(.source) {
                try await matches.matchesAndRecords(for: record, limit: Self.matchesPerReport, at: now)
            }
            for (match, owner) in found where Self.isWorthAMail(match) {
                // Kept as words for the match's owner's mail: worded in that report's language, not in
                // the look's (a background task's, no visitor's).
                let summary = Language.speaking(owner.language) {
                    ([Copy.Matching.confidence(match.confidence, sameMicrochip: match.hasSameMicrochip)]
                        + matches.engine.reasons(of: match, for: report).filter { $0.code != .sameSpecies }.prefix(3)
                        .map(\.message))
                        .joined(separator: " · ")
                }
                try await store.note(record.wireID, for: match.id, score: match.score, summary: summary, at: now)
            }
            try await store.advance(past: record)
        }
        var queued = 0
        for reportID in try await store.due(at: now, quiet: Self.quiet) {
            guard let id = UUID(canonicalText: reportID) else { continue }
            // A report removed since keeps no mail: its notices are marked told with none sent.
            let report = try await announcements.find(id: id)
            let mail = self.mail
            let told = try await store.tell(reportID, at: now) { notices in
                report.flatMap { mail.matches(notices, about: $0, now: now) }
            }
            queued += told ? 1 : 0
        }
        if queued > 0 { doorbell.ring() }
        return queued
    }

    /// Likely or better, or the same microchip: a mail for a mere "possible" would cry wolf.
    package static func isWorthAMail(_ match: PossibleMatch) -> Bool {
        match.hasSameMicrochip || match.confidence != .possible
    }
}
