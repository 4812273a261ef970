import PetSpotDomain

/// Which reports a list shows: all nearby (Home), or only lost or only found pets (their tabs).
public enum ReportsListKind: Hashable, Sendable {
    case nearby, lost, found

    var status: AnnouncementStatus? {
        switch self {
        case .nearby: nil
        case .lost: .missing
        case .found: .found
        }
    }

    var title: String {
        switch self {
        case .nearby: Copy.Browse.homeTitle
        case .lost: Copy.Browse.lostPetsTab
        case .found: Copy.Browse.foundPetsTab
        }
    }
}
