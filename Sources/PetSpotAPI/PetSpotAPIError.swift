/// Why a PetSpot API call failed, in the three ways an app reacts to differently.
public enum PetSpotAPIError: Error, Hashable, Sendable {
    /// The server could not be reached (offline, host not found, refused, timed out, connection lost…), or the
    /// calling task was cancelled before an answer came (check `Task.isCancelled` to tell them apart).
    case noConnection(String)
    /// The server understood the request and refused it (4xx): show `validationErrors` or the envelope's code.
    case rejected(status: Int, APIErrorEnvelope)
    /// The server failed (5xx), or answered something this client cannot understand.
    case serverFailure(status: Int, APIErrorEnvelope?)
}
