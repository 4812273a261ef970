/// A product analytics event.
public struct AnalyticsEvent: Hashable, Sendable {
    public let name: String

    public init(name: String) { self.name = name }

    /// Continue on the Missing wizard's Animal description step (seed 000, FR-012).
    public static let missingPetStep3Completed = AnalyticsEvent(name: "missing_pet.step3_completed")
}

/// Sends analytics events somewhere (a pipeline on iOS, the log on the server).
public protocol AnalyticsTracking: Sendable {
    func track(_ event: AnalyticsEvent)
}

/// Drops every event, for renderers that collect none.
public struct NoAnalytics: AnalyticsTracking {
    public init() {}
    public func track(_ event: AnalyticsEvent) {}
}
