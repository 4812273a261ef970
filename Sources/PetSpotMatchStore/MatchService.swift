import Foundation
import PetSpotDomain
import PetSpotMatching
import PetSpotStorage

/// A report's possible matches, independent of HTTP: the engine says where to look, the store
/// reads those candidates (bounded), and the engine judges and ranks them.
package struct MatchService: Sendable {
    package let store: any AnnouncementStore
    package let engine: MatchEngine
    package let clock: ServerClock

    package init(store: any AnnouncementStore, engine: MatchEngine, clock: ServerClock) {
        self.store = store
        self.engine = engine
        self.clock = clock
    }

    /// The public report `id`'s matches, best first; 404 for an unknown report.
    package func matches(of id: String, limit: Int) async throws -> [PossibleMatch] {
        try await matches(for: try await store.record(id), limit: limit, at: clock.now())
    }

    package func matches(for record: AnnouncementRecord, limit: Int, at now: Date) async throws -> [PossibleMatch] {
        try await matchesAndRecords(for: record, limit: limit, at: now).map(\.match)
    }

    /// `matches(for:)`, each with its report's record: what the public match leaves out, such as
    /// the language its owner is mailed in.
    package func matchesAndRecords(
        for record: AnnouncementRecord, limit: Int, at now: Date
    ) async throws
        -> [(match: PossibleMatch, record: AnnouncementRecord)]
    {
        let report = record.announcement()
        let candidates = try await store.matchCandidates(in: engine.window(for: report, now: now))
        let ranked = engine.rank(MatchFacts(report), among: candidates, limit: limit)
        // Only the few shown are read whole; one gone since the candidates were read is left out.
        let shown = try await store.listed(ids: ranked.compactMap { UUID(canonicalText: $0.id) })
        let records = Dictionary(shown.map { ($0.wireID, $0) }, uniquingKeysWith: { first, _ in first })
        return ranked.compactMap { candidate in
            records[candidate.id].map { (candidate.possibleMatch($0.announcement(), for: report), $0) }
        }
    }
}
