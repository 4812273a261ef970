import Foundation
import PetSpotDomain
import PetSpotMatching
import SQLKit

/// Where reports live: one implementation per engine (`SQLiteAnnouncementStore`,
/// `PostgresAnnouncementStore`), chosen once by `Storage.open`, held to one contract suite.
public protocol AnnouncementStore: Sendable {
    func insert(_ record: AnnouncementRecord) async throws
    /// Inserts many records in one transaction (bulk loading: the demo and synthetic seeds).
    func insertAll(_ records: [AnnouncementRecord]) async throws
    func find(id: UUID) async throws -> AnnouncementRecord?
    /// The report and its latest `limit` sightings (latest seen first, with the witnesses' contact),
    /// read together: a report's page. SQLite reads both in one visit to a reader thread; the page
    /// was half its time in a second read of the report and the sightings' hops (issue 34).
    func findWithLatestSightings(
        id: UUID, limit: Int
    ) async throws -> (record: AnnouncementRecord, sightings: [Sighting])?
    /// The report created with the `Idempotency-Key` whose SHA-256 is `keyHash`, if any.
    func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord?
    /// A random secret the schema created once, shared by every process on this database.
    func secret(named name: String) async throws -> String
    /// Listed (photo attached) reports as they stand at `now`, newest first (resolved ones: latest
    /// resolved first), strictly after `cursor` when given.
    func newest(
        matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int, at now: Date
    ) async throws -> [AnnouncementRecord]
    /// How many listed reports `resolution` ended.
    func count(resolution: Resolution) async throws -> Int
    /// What each listed REUNITED report tells the totals, of `species`, resolved since `since`.
    func reunions(species: Species?, since: Date?) async throws -> [Reunion]
    /// Listed reports within the query's distance of its centre, nearest first (ties by id).
    func nearest(_ query: NearestQuery) async throws -> [MeasuredListing]
    /// Open, unexpired, listed reports that may be the same animal as the window's report: in its
    /// circle and days, the nearest `window.limit`; and, wherever they are, those with its microchip.
    /// Only what the engine reads of each: the few shown are then read whole (`listed(ids:)`).
    func matchCandidates(in window: CandidateWindow) async throws -> [MatchFacts]
    /// The listed reports among `ids`, without secrets, in no particular order (one no longer
    /// listed, or never stored, is left out).
    func listed(ids: [UUID]) async throws -> [AnnouncementRecord]
    /// Sets the photo and returns the file it replaces; `nil` result when the report does not exist.
    /// When this photo lists the report (its first), `whenListed` runs in the same transaction.
    func replacePhoto(
        of id: UUID, with file: String, at time: Date, whenListed: ListingHook
    ) async throws -> PhotoReplacement?
    /// Replaces what an owner may change of the report (its fields, resolution, times) with what
    /// `change` makes of its stored self, in one transaction (a throw changes nothing); `nil` when it
    /// does not exist.
    func edit(
        id: UUID, _ change: @escaping @Sendable (AnnouncementRecord) throws -> AnnouncementRecord
    ) async throws -> AnnouncementRecord?
    /// Removes the report and returns it (to remove its photo), or `nil` when it did not exist.
    func delete(id: UUID) async throws -> AnnouncementRecord?
    /// Throws when the database cannot be reached.
    func checkHealth() async throws
    /// Brings up to date what the store derives from its rows once migrations have run (SQLite:
    /// listing documents a migration or a format change left stale); returns how many it rendered.
    func finishMigrations() async throws -> Int
    /// Readies the store to serve (SQLite: loads the listed reports into memory, so the first nearby
    /// request does not wait for it); returns how many reports it holds in memory, if any.
    func warmUp() async throws -> Int?
    /// After a bulk load (the synthetic seed): brings the engine's own statistics and bookkeeping up
    /// to date, so the first queries are planned and answered as they will be later.
    func settleAfterBulkLoad() async throws
}

extension AnnouncementStore {
    /// Nothing to load (PostgreSQL keeps no listings in memory).
    public func warmUp() async throws -> Int? { nil }

    /// Nothing to settle (SQLite's nearby list is in memory; its reads by id use the primary key).
    public func settleAfterBulkLoad() async throws {}
}

/// The filters a listing may combine with its location or order.
public struct ListingFilter: Sendable, Equatable, Codable {
    public var status: AnnouncementStatus?
    public var species: Species?
    /// Resolved reports with this resolution; `nil`: open reports that have not expired.
    public var resolution: Resolution?

    public init(status: AnnouncementStatus? = nil, species: Species? = nil, resolution: Resolution? = nil) {
        self.status = status
        self.species = species
        self.resolution = resolution
    }
}

/// Where the previous page of a newest-first listing ended: the time it is ordered by (created, or
/// resolved in a list of resolved reports) and the id.
public struct NewestPosition: Sendable, Equatable, Codable {
    public let milliseconds: Int64
    public let id: String

    package init(milliseconds: Int64, id: String) {
        self.milliseconds = milliseconds
        self.id = id
    }
}

/// Work done in the transaction that lists a report (its first photo), given to storage by what
/// must never miss a listing (the area alerts' fan-out, `AlertFanOut.queue`, passed in by the
/// announcements' service): storage calls it and knows nothing of who listens. It answers whether
/// it queued anything.
public typealias ListingHook =
    @Sendable (_ listed: AnnouncementRecord, _ at: Date, _ database: any SQLDatabase) async throws -> Bool

extension AnnouncementStore {
    /// The report whose id is `id` as the wire writes it; `ServiceError.notFound` for an unknown one
    /// or for text that is no id: what every read of a report by the id in a request answers.
    package func record(_ id: String) async throws -> AnnouncementRecord {
        guard let uuid = UUID(canonicalText: id), let record = try await find(id: uuid) else {
            throw ServiceError.notFound
        }
        return record
    }

    /// A photo set with nothing waiting on the listing (the seeders, the tests of storage alone).
    package func replacePhoto(of id: UUID, with file: String, at time: Date) async throws -> PhotoReplacement? {
        try await replacePhoto(of: id, with: file, at: time, whenListed: { _, _, _ in false })
    }
}

/// What replacing a photo changed.
public struct PhotoReplacement: Sendable, Equatable {
    public let previousFile: String?
    /// Whether this photo listed the report and its `ListingHook` queued work (the area alerts' fan-out).
    public let queuedOnListing: Bool

    package init(previousFile: String?, queuedOnListing: Bool = false) {
        self.previousFile = previousFile
        self.queuedOnListing = queuedOnListing
    }
}
