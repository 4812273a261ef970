import PetSpotDomain
@testable import PetSpotFlows

/// A location service whose answers the test sets.
final class FakeLocation: LocationProviding {
    enum Fix: Sendable {
        case coordinates(Coordinates)
        case failure
        /// Never answers until cancelled (for time-outs).
        case never
    }

    let status: Locked<LocationPermissionStatus>
    let answerToRequest: LocationPermissionStatus
    let fix: Fix
    let permissionRequests = Locked(0)
    let fixRequests = Locked(0)
    let settingsOpened = Locked(0)

    /// `false`: the permission prompt is never answered (the request waits until cancelled).
    let answersRequest: Bool

    init(
        status: LocationPermissionStatus = .authorized, answerToRequest: LocationPermissionStatus = .authorized,
        answersRequest: Bool = true, fix: Fix
    ) {
        self.status = Locked(status)
        self.answerToRequest = answerToRequest
        self.answersRequest = answersRequest
        self.fix = fix
    }

    func permissionStatus() async -> LocationPermissionStatus { status.get() }

    func requestPermission() async -> LocationPermissionStatus {
        permissionRequests.update { $0 += 1 }
        if !answersRequest {
            // Returns when cancelled, as CoreLocationProvider lets its waiter go.
            try? await Task.sleep(for: .seconds(86_400))
            return status.get()
        }
        status.set(answerToRequest)
        return answerToRequest
    }

    struct Unavailable: Error {}

    func currentCoordinates() async throws -> Coordinates {
        fixRequests.update { $0 += 1 }
        switch fix {
        case .coordinates(let coordinates): return coordinates
        case .failure: throw Unavailable()
        case .never:
            // Suspends until the task is cancelled; never resumes on its own.
            let stream = AsyncStream<Never> { _ in }
            for await _ in stream {}
            throw CancellationError()
        }
    }

    func openLocationSettings() async { settingsOpened.update { $0 += 1 } }
}
