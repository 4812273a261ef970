import Foundation
import PetSpotDomain
@testable import PetSpotFlows

/// A fixed "now" in a fixed time zone.
struct FixedWallClock: WallClock {
    var now: Date
    var timeZone: TimeZone

    /// 2026-03-10 11:00 UTC, in Warsaw (UTC+1): today is 2026-03-10.
    static let standard = FixedWallClock(
        now: Date(timeIntervalSince1970: 1_773_140_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)
}

/// A taxonomy source that answers what the test says.
struct StubTaxonomyRefresher: TaxonomyRefreshing {
    struct Offline: Error {}
    var result: Result<SpeciesTaxonomy?, Offline>

    static let offline = StubTaxonomyRefresher(result: .failure(Offline()))
    static let notModified = StubTaxonomyRefresher(result: .success(nil))

    func latestTaxonomy(replacing current: SpeciesTaxonomy) async throws -> SpeciesTaxonomy? {
        try result.get()
    }
}

final class RecordingAnalytics: AnalyticsTracking {
    let events = Locked<[AnalyticsEvent]>([])
    func track(_ event: AnalyticsEvent) { events.update { $0.append(event) } }
}

final class RecordingPasteboard: PasteboardWriting {
    let copied = Locked<[String]>([])
    func copy(_ text: String) async { copied.update { $0.append(text) } }
}

final class InMemoryDraftStore: DraftStoring {
    let drafts = Locked<[DraftKey: Data]>([:])
    func load(_ key: DraftKey) throws -> Data? { drafts.get()[key] }
    func save(_ data: Data, for key: DraftKey) throws { drafts.update { $0[key] = data } }
    func remove(_ key: DraftKey) throws { drafts.update { $0[key] = nil } }
}

/// A server double: scripted answers, in order, for create and for photo upload; remembers calls.
/// Like the real server, a repeated idempotency key returns the first announcement.
final class FakeSubmitter: ReportSubmitting {
    let createFailures = Locked<[SubmissionError]>([])
    let uploadFailures = Locked<[SubmissionError]>([])
    let createdRequests = Locked<[CreateAnnouncementRequest]>([])
    let createCalls = Locked<[String]>([])
    let uploads = Locked<[(PhotoReference, CreatedAnnouncement)]>([])
    private let byKey = Locked<[String: CreatedAnnouncement]>([:])

    init(createFailures: [SubmissionError] = [], uploadFailures: [SubmissionError] = []) {
        self.createFailures.set(createFailures)
        self.uploadFailures.set(uploadFailures)
    }

    func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String
    ) async throws(SubmissionError) -> CreatedAnnouncement {
        createCalls.update { $0.append(idempotencyKey) }
        if let failure = createFailures.update({ $0.isEmpty ? nil : $0.removeFirst() }) { throw failure }
        if let existing = byKey.get()[idempotencyKey] { return existing }
        let created = CreatedAnnouncement(id: "ann-\(createdRequests.get().count + 1)", managementPassword: "K7QM-2XPD")
        createdRequests.update { $0.append(request) }
        byKey.update { $0[idempotencyKey] = created }
        return created
    }

    func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError) {
        if let failure = uploadFailures.update({ $0.isEmpty ? nil : $0.removeFirst() }) { throw failure }
        uploads.update { $0.append((photo, announcement)) }
    }
}
