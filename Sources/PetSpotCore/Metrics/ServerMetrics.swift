import Foundation
import Prometheus

/// The server's measurements, in the Prometheus text format at `/metrics`: requests by route and
/// status, their latency, the database pools' waits, and the web wizards' product events. One
/// registry per application (not the process-wide `MetricsSystem`), so that every test, and every
/// application a process builds, counts on its own.
public final class ServerMetrics: Sendable {
    package let registry = PrometheusCollectorRegistry()

    /// 1 ms to 10 s: a read by id is well under the first bucket, a wide search or an upload in the middle.
    private static let latencyBuckets: [Duration] = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]
        .map { Duration.microseconds(Int64($0 * 1_000)) }
    private static let waitBuckets: [Duration] = [0.1, 0.5, 1, 5, 10, 50, 100, 500, 1_000, 5_000]
        .map { Duration.microseconds(Int64($0 * 1_000)) }

    public init() {}

    /// A request answered: `route` is the matched route's pattern (`/api/v1/announcements/{id}`),
    /// never the path a client sent, so that the number of series stays bounded.
    package func requestAnswered(route: String, method: String, status: Int, after duration: Duration) {
        registry.makeCounter(
            name: "petspot_http_requests_total",
            labels: [("route", route), ("method", method), ("status", String(status))],
            help: "HTTP requests answered, by route, method and status"
        ).increment()
        registry.makeDurationHistogram(
            name: "petspot_http_request_duration_seconds", labels: [("route", route), ("method", method)],
            buckets: Self.latencyBuckets, help: "Time from a request's head to its answer, by route"
        )
        .recordNanoseconds(duration.nanoseconds)
    }

    /// A wait for a database connection.
    package func poolWaited(pool: String, for duration: Duration) {
        registry.makeDurationHistogram(
            name: "petspot_database_pool_wait_seconds", labels: [("pool", pool)], buckets: Self.waitBuckets,
            help: "Time a query waited for a database connection, by pool"
        )
        .recordNanoseconds(duration.nanoseconds)
    }

    /// A product analytics event of the web wizards (`missing_pet.step3_completed`).
    public func eventHappened(_ name: String) {
        registry.makeCounter(
            name: "petspot_wizard_events_total", labels: [("event", name)],
            help: "Product analytics events of the web wizards"
        ).increment()
    }

    /// Everything, as Prometheus scrapes it.
    package func text() -> [UInt8] {
        registry.emitToBuffer()
    }
}

extension Duration {
    package var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
