import PetSpotDomain
import Synchronization

/// Each report's place in words, remembered by its point: a report's point changes only when its
/// owner moves it, and every read of it answers its place. Described afresh, a read lost a third
/// of its throughput (`perf`, release, random reads of 10,000 reports: 5.7% writing the place and
/// wording its words, 6.6% the record's answer, which described it); remembered, a lookup under a
/// lock. At most `capacity` points are kept (about
/// 250 bytes each: 25 MiB at most); past it the table starts again, so a million reports hold it
/// at a bounded size and the reads of the moment fill it anew.
public final class PlaceDescriptions: Sendable {
    public static let shared = PlaceDescriptions(gazetteer: { Gazetteer.shared })

    private let gazetteer: @Sendable () -> Gazetteer
    private let capacity: Int
    private let known = Mutex<[Coordinates: PlaceDescription?]>([:])

    public init(gazetteer: @escaping @Sendable () -> Gazetteer, capacity: Int = 100_000) {
        self.gazetteer = gazetteer
        self.capacity = capacity
    }

    /// How many points are remembered.
    var count: Int { known.withLock { $0.count } }

    /// `point` in words' parts (`Gazetteer.describe`), `nil` far from any named place.
    public func description(of point: Coordinates) -> PlaceDescription? {
        if let remembered = known.withLock({ $0[point] }) { return remembered }
        let described = gazetteer().describe(point)
        known.withLock { known in
            if known.count >= capacity { known.removeAll(keepingCapacity: true) }
            known[point] = described
        }
        return described
    }
}
