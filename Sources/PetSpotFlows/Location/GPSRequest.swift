import PetSpotDomain

/// One press of "Request GPS position": permission, then one fix raced against a time-out.
public enum GPSRequest {
    public enum Outcome: Hashable, Sendable {
        case fix(Coordinates, permission: LocationPermissionStatus)
        /// Denied now or earlier: offer the settings and leave manual entry.
        case permissionBlocked(LocationPermissionStatus)
        case timedOut
        case unavailable
    }

    /// How long the system's permission prompt may stay unanswered before the request gives up
    /// (the prompt stays; a later press asks again): a provider that never answers must not leave
    /// the screen waiting, nor presses piling up behind it.
    public static let permissionTimeout: Duration = .seconds(60)

    /// Asks permission only when undetermined (within `permissionTimeout`), then takes one fix
    /// within `timeout` on `clock`.
    public static func run(
        location: any LocationProviding, clock: any Clock<Duration>, timeout: Duration
    ) async -> Outcome {
        let current = await location.permissionStatus()
        let permission: LocationPermissionStatus
        if current == .notDetermined {
            guard let answered = await answer(location, clock: clock) else { return .timedOut }
            permission = answered
        } else {
            permission = current
        }
        guard permission == .authorized else { return .permissionBlocked(permission) }
        return await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                do {
                    return .fix(try await location.currentCoordinates(), permission: permission)
                } catch {
                    return .unavailable
                }
            }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .timedOut
                } catch {
                    return .unavailable
                }
            }
            let first = await group.next() ?? .unavailable
            group.cancelAll()
            return first
        }
    }

    /// The person's answer to the permission prompt, or `nil` when none came in time (the request
    /// still waiting is cancelled: the provider lets it go).
    private static func answer(
        _ location: any LocationProviding, clock: any Clock<Duration>
    ) async -> LocationPermissionStatus? {
        await withTaskGroup(of: LocationPermissionStatus?.self) { group in
            group.addTask { await location.requestPermission() }
            group.addTask {
                try? await clock.sleep(for: permissionTimeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// A fix for a form's place (a sighting's, an alert's centre), or the words said under its
    /// coordinates when there is none.
    public static func place(_ environment: FlowEnvironment) async -> Result<Coordinates, PlaceUnavailable> {
        switch await run(location: environment.location, clock: environment.clock, timeout: environment.gpsTimeout) {
        case .fix(let coordinates, _): .success(coordinates)
        case .permissionBlocked: .failure(PlaceUnavailable(helper: Copy.Location.permissionDeniedHelper))
        case .timedOut: .failure(PlaceUnavailable(helper: Copy.Location.gpsTimedOut))
        case .unavailable: .failure(PlaceUnavailable(helper: Copy.Location.gpsUnavailable))
        }
    }

    /// Why a form's place was not filled, in the words said under its coordinates.
    public struct PlaceUnavailable: Error, Hashable, Sendable {
        public let helper: String
    }
}
