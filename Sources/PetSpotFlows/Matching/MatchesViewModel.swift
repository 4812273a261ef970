import Observation
import PetSpotDomain

/// "Possible matches" of one report: the cards, likeliest first, or why there are none.
@Observable @MainActor
public final class MatchesViewModel {
    public enum State: Hashable, Sendable {
        case loading
        case loaded([MatchCardModel])
        /// Nothing matches yet.
        case empty
        /// They could not be read; the message says so, and Retry tries again.
        case failed(String)
    }

    public let reportID: String
    public private(set) var state: State = .loading

    private let matching: any ReportMatching
    private let limit: Int

    public init(reportID: String, matching: any ReportMatching, limit: Int = 10) {
        self.reportID = reportID
        self.matching = matching
        self.limit = limit
    }

    public let title = Copy.Matching.title
    public let explanation = Copy.Matching.explanation
    public let emptyMessage = Copy.Matching.none
    public let retryTitle = Copy.Matching.retry
    public let openTitle = Copy.Matching.open
    public let accessibilityID = TestIdentifiers.Matching.section
    public let retryAccessibilityID = TestIdentifiers.Matching.retryButton

    public var cards: [MatchCardModel] {
        if case .loaded(let cards) = state { return cards }
        return []
    }

    public func load() async {
        do {
            let matches = try await matching.matches(of: reportID, limit: limit)
            state = matches.isEmpty ? .empty : .loaded(matches.map(MatchCardModel.init))
        } catch .notFound {
            // The report itself is gone: its page says so; there is nothing to match.
            state = .empty
        } catch {
            state = .failed(Copy.Matching.failed)
        }
    }
}
