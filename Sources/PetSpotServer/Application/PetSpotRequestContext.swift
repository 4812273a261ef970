import Hummingbird

/// The per-request context: Hummingbird's core storage plus the request id every response and error carries.
public struct PetSpotRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by `RequestIDMiddleware` before anything else runs.
    public var requestID: String

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.requestID = ""
    }

    /// Photos may be 10 MiB; every route still sets its own smaller limit when it reads a body.
    public var maxUploadSize: Int { PhotoUploadLimits.maximumRequestBytes }
}
