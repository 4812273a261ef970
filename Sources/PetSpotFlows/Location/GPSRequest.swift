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

    /// Asks permission only when undetermined, then takes one fix within `timeout` on `clock`.
    public static func run(location: any LocationProviding, clock: any Clock<Duration>, timeout: Duration) async -> Outcome {
        let current = await location.permissionStatus()
        let permission = current == .notDetermined ? await location.requestPermission() : current
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
}
