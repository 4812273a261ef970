import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import Synchronization
@testable import PetSpotServer
import PetSpotPhotos

/// A wizard environment whose only double is the device (location, pasteboard): reports go
/// through the real client to the real server, drafts to real files.
@MainActor
struct LiveWorld {
    var environment: FlowEnvironment
    let taxonomy: TaxonomyProvider
    let pasteboard = RecordingPasteboard()
    let photoPath: String
    let photoBytes: [UInt8]

    init(client: PetSpotClient, directory: URL) throws {
        let refresher = APITaxonomyRefresher(client: client)
        environment = FlowEnvironment(
            location: FixedLocation(), taxonomyRefresher: refresher,
            drafts: FileDraftStore(directory: directory.appendingPathComponent("drafts")),
            submitter: APIReportSubmitter(client: client), pasteboard: pasteboard
        )
        taxonomy = TaxonomyProvider(refresher: refresher)
        photoBytes = PlaceholderImage.png(
            width: 64, height: 48, background: (30, 120, 200), foreground: (255, 255, 255))
        photoPath = directory.appendingPathComponent("pet.png").path
        try Data(photoBytes).write(to: URL(fileURLWithPath: photoPath))
    }

    var today: CalendarDate { CalendarDate(Date(), in: .current) }
}

/// A device that is in Warsaw and allows location.
struct FixedLocation: LocationProviding {
    func permissionStatus() async -> LocationPermissionStatus { .authorized }
    func requestPermission() async -> LocationPermissionStatus { .authorized }
    func currentCoordinates() async throws -> Coordinates {
        guard let here = Coordinates(latitude: 52.22968, longitude: 21.01223) else { throw CancellationError() }
        return here
    }
    func openLocationSettings() async {}
}

/// Remembers what was copied.
final class RecordingPasteboard: PasteboardWriting {
    private let copied = Mutex<[String]>([])
    var texts: [String] { copied.withLock { $0 } }
    func copy(_ text: String) async { copied.withLock { $0.append(text) } }
}

/// A submitter whose way to the server can change under it, as when a phone's network comes back.
final class SwitchableSubmitter: ReportSubmitting {
    private let current: Mutex<any ReportSubmitting>

    init(_ initial: any ReportSubmitting) {
        current = Mutex(initial)
    }

    func switchTo(_ submitter: any ReportSubmitting) {
        current.withLock { $0 = submitter }
    }

    func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String
    ) async throws(SubmissionError) -> CreatedAnnouncement {
        try await current.withLock { $0 }.create(request, idempotencyKey: idempotencyKey)
    }

    func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError) {
        try await current.withLock { $0 }.uploadPhoto(photo, for: announcement)
    }
}
