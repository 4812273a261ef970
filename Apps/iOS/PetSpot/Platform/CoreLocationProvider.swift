import CoreLocation
import PetSpotDomain
import PetSpotFlows
import UIKit

/// `LocationProviding` over CoreLocation: permission and one-shot fixes, delegate callbacks bridged
/// to async/await. Lives on the main actor, where CLLocationManager delivers its callbacks.
@MainActor
final class CoreLocationProvider: NSObject, LocationProviding {
    private let manager = CLLocationManager()
    private var permissionWaiters: [UUID: CheckedContinuation<LocationPermissionStatus, Never>] = [:]
    private var fixWaiters: [UUID: CheckedContinuation<Coordinates, any Error>] = [:]

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
    }

    func permissionStatus() async -> LocationPermissionStatus {
        LocationPermissionStatus(manager.authorizationStatus)
    }

    /// The person's answer to the system prompt. A caller that gives up (the screen went, or
    /// `GPSRequest`'s time-out) is let go at once with the status as it stands, so waiters never pile up.
    func requestPermission() async -> LocationPermissionStatus {
        let current = LocationPermissionStatus(manager.authorizationStatus)
        guard current == .notDetermined else { return current }
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else {
                    continuation.resume(returning: current)
                    return
                }
                permissionWaiters[id] = continuation
                manager.requestWhenInUseAuthorization()
            }
        } onCancel: {
            Task { @MainActor in
                self.finishPermission(id, with: LocationPermissionStatus(self.manager.authorizationStatus))
            }
        }
    }

    func currentCoordinates() async throws -> Coordinates {
        let id = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !Task.isCancelled else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                fixWaiters[id] = continuation
                manager.requestLocation()
            }
        } onCancel: {
            Task { @MainActor in self.finishFix(id, with: .failure(CancellationError())) }
        }
    }

    func openLocationSettings() async {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        _ = await UIApplication.shared.open(url, options: [:])
    }

    private func finishFix(_ id: UUID, with result: Result<Coordinates, any Error>) {
        fixWaiters.removeValue(forKey: id)?.resume(with: result)
        if fixWaiters.isEmpty { manager.stopUpdatingLocation() }
    }

    private func finishAllFixes(with result: Result<Coordinates, any Error>) {
        for id in Array(fixWaiters.keys) { finishFix(id, with: result) }
    }

    private func finishPermission(_ id: UUID, with status: LocationPermissionStatus) {
        permissionWaiters.removeValue(forKey: id)?.resume(returning: status)
    }

    private func authorizationChanged(_ status: LocationPermissionStatus) {
        guard status != .notDetermined else { return }
        for id in Array(permissionWaiters.keys) { finishPermission(id, with: status) }
        if status.isBlocked { finishAllFixes(with: .failure(CLError(.denied))) }
    }
}

extension CoreLocationProvider: CLLocationManagerDelegate {
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last,
            let coordinates = Coordinates(latitude: last.coordinate.latitude, longitude: last.coordinate.longitude)
        else { return }
        MainActor.assumeIsolated { finishAllFixes(with: .success(coordinates)) }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        let failure = CLError(.locationUnknown)
        MainActor.assumeIsolated { finishAllFixes(with: .failure(failure)) }
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let status = LocationPermissionStatus(manager.authorizationStatus)
        MainActor.assumeIsolated { authorizationChanged(status) }
    }
}

extension LocationPermissionStatus {
    /// CoreLocation's authorisation as the flows name it.
    init(_ status: CLAuthorizationStatus) {
        switch status {
        case .authorizedWhenInUse, .authorizedAlways: self = .authorized
        case .denied: self = .denied
        case .restricted: self = .restricted
        case .notDetermined: self = .notDetermined
        @unknown default: self = .notDetermined
        }
    }
}
