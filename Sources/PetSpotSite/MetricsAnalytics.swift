import PetSpotFlows
import PetSpotServer
import PetSpotCore

/// The wizards' product events, counted in the server's metrics (`petspot_wizard_events_total`).
struct MetricsAnalytics: AnalyticsTracking {
    let metrics: ServerMetrics

    func track(_ event: AnalyticsEvent) {
        metrics.eventHappened(event.name)
    }
}
