import Foundation

/// The drawings of renditions asked for on request (a share card, a thumbnail drawn late), shared
/// and bounded. A probe sent 200 requests for one report's `card.jpg` at once: each read and
/// decoded the whole photo, and the server went from 46 MB to 1.7 GB and kept it. Here:
/// - requests for the same rendition share one drawing, and its answer;
/// - at most `concurrent` drawings run at once (each holds a photo and its pixels), the others
///   wait their turn, and at most `waiting` distinct ones may wait: beyond, `busy` (the route
///   answers 503 with `Retry-After`), so memory stays bounded whatever comes;
/// - a rendition that could not be drawn (a damaged photo) is remembered, so it is not read and
///   decoded again on every request (the last `remembered` failures).
package actor RenditionDraws {
    package enum Outcome: Sendable, Equatable {
        case drawn([UInt8])
        /// It cannot be drawn: the caller serves the photo, or 404 for a card.
        case undrawable
        /// Too many drawings wait: try again shortly.
        case busy
    }

    private let concurrent: Int
    private let waiting: Int
    private let remembered: Int
    private var running = 0
    private var queue: [CheckedContinuation<Void, Never>] = []
    private var inFlight: [String: Task<Result<[UInt8]?, any Error>, Never>] = [:]
    private var failed: [String] = []
    private var failedSet: Set<String> = []

    /// Two drawings at once: the machines have two cores, and a drawing is all CPU.
    package init(concurrent: Int = 2, waiting: Int = 64, remembered: Int = 1_000) {
        self.concurrent = concurrent
        self.waiting = waiting
        self.remembered = remembered
    }

    /// The drawing of `key` by `draw`, shared with any under way: `nil` from it means it cannot be
    /// drawn (remembered); a throw, that it could not be now (the photo unreadable for a moment:
    /// not remembered, the next request tries again).
    package func draw(_ key: String, _ draw: @escaping @Sendable () async throws -> [UInt8]?) async -> Outcome {
        if failedSet.contains(key) { return .undrawable }
        if let task = inFlight[key] { return Self.outcome(await task.value) }
        guard inFlight.count < concurrent + waiting else { return .busy }
        let task = Task { await self.inTurn(draw) }
        inFlight[key] = task
        let result = await task.value
        inFlight[key] = nil
        if case .success(nil) = result { remember(key) }
        return Self.outcome(result)
    }

    /// How many drawings are under way or waiting (for the tests).
    package var pending: Int { inFlight.count }

    private static func outcome(_ result: Result<[UInt8]?, any Error>) -> Outcome {
        (try? result.get())?.map(Outcome.drawn) ?? .undrawable
    }

    private func inTurn(_ draw: @Sendable () async throws -> [UInt8]?) async -> Result<[UInt8]?, any Error> {
        if running >= concurrent { await withCheckedContinuation { queue.append($0) } } else { running += 1 }
        defer {
            // The turn passes to the next in line (who counts as running), or is given back.
            if queue.isEmpty { running -= 1 } else { queue.removeFirst().resume() }
        }
        do { return .success(try await draw()) } catch { return .failure(error) }
    }

    private func remember(_ key: String) {
        guard failedSet.insert(key).inserted else { return }
        failed.append(key)
        if failed.count > remembered { failedSet.remove(failed.removeFirst()) }
    }
}
