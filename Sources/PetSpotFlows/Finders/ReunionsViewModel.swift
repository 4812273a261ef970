import Foundation
import Observation
import PetSpotDomain

/// "How pets got home through PetSpot": the totals of the ways home owners gave, for all pets or
/// one species; the web page and the app's screen draw it.
@Observable @MainActor
public final class ReunionsViewModel {
    /// One line of the table: a species, a way home, how many.
    public struct Row: Hashable, Sendable, Identifiable {
        public let species: String
        public let way: String
        public let count: String
        public var id: String { species + way }
    }

    public enum State: Hashable, Sendable {
        case loading
        case loaded(ReunionStatistics)
        case failed
    }

    public private(set) var state = State.loading
    /// The species shown; `nil` for every pet.
    public private(set) var species: Species?

    public let title = Copy.Reunions.title
    public let intro = Copy.Reunions.intro
    public let privacy = Copy.Reunions.privacy
    public let speciesLabel = Copy.Reunions.species
    public let showTitle = Copy.Reunions.filter
    public let columns = (species: Copy.Reunions.species, way: Copy.Reunions.way, count: Copy.Reunions.count)
    public let accessibilityID = TestIdentifiers.Reunions.page
    public let totalAccessibilityID = TestIdentifiers.Reunions.total
    public let rowAccessibilityID = TestIdentifiers.Reunions.row
    public let speciesAccessibilityID = TestIdentifiers.Reunions.speciesFilter

    private let browsing: any ReportsBrowsing

    public init(browsing: any ReportsBrowsing, species: Species? = nil) {
        self.browsing = browsing
        self.species = species
    }

    public func load() async {
        do {
            state = .loaded(try await browsing.reunionStatistics(species: species))
        } catch {
            state = .failed
        }
    }

    public func show(_ species: Species?) async {
        self.species = species
        state = .loading
        await load()
    }

    /// Every pet, then each species: the filter's choices (`nil` is every pet).
    public var speciesChoices: [(id: String, title: String, species: Species?)] {
        [("", Copy.Reunions.allSpecies, nil)] + Species.allCases.map { ($0.rawValue, Copy.Taxonomy.species($0), $0) }
    }

    private var statistics: ReunionStatistics? {
        if case .loaded(let statistics) = state { return statistics }
        return nil
    }

    public var totalLine: String? { statistics.map { Copy.Reunions.total($0.total) } }

    /// The medians in words, those that are known.
    public var medianLines: [String] {
        guard let statistics else { return [] }
        return [
            statistics.medianDays.map { Copy.Reunions.medianDays(Self.days($0)) },
            statistics.medianDistanceKm.map { Copy.Reunions.medianDistance(Copy.length(kilometres: $0)) },
        ].compactMap { $0 }
    }

    public var rows: [Row] {
        (statistics?.groups ?? []).map {
            Row(species: Copy.Taxonomy.species($0.species), way: Copy.Reunion.way($0.reunitedHow), count: "\($0.count)")
        }
    }

    /// What the page says instead of a table: nothing said yet, or nothing could be read.
    public var emptyLine: String? {
        switch state {
        case .failed: Copy.Reunions.failed
        case .loaded(let statistics) where statistics.groups.isEmpty: Copy.Reunions.none
        default: nil
        }
    }

    /// "3", "2.5": a median of whole days is whole or a half.
    static func days(_ value: Double) -> String {
        value.rounded() == value ? "\(Int(value))" : Language.current.decimal(tenths: Int((value * 10).rounded()))
    }
}
