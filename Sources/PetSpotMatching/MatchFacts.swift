import PetSpotDomain

/// What the engine reads of a report, and nothing else: a store reads just these for the many
/// candidates a query weighs (PostgreSQL from its index alone), and whole reports only for the few
/// it shows.
public struct MatchFacts: Sendable, Hashable {
    public var id: String
    public var status: AnnouncementStatus
    public var species: Species
    public var sex: Sex
    public var lastSeenDate: CalendarDate
    public var location: Coordinates?
    public var breed: String?
    public var age: Int?
    public var description: String?
    public var microchipNumber: String?
    /// Where it is in words, when the whole report was read (the reasons shown then say it); the
    /// facts a store reads for ranking leave it out.
    public var place: PlaceDescription?

    public init(
        id: String, status: AnnouncementStatus, species: Species, sex: Sex, lastSeenDate: CalendarDate,
        location: Coordinates?, breed: String?, age: Int?, description: String?, microchipNumber: String?
    ) {
        self.id = id
        self.status = status
        self.species = species
        self.sex = sex
        self.lastSeenDate = lastSeenDate
        self.location = location
        self.breed = breed
        self.age = age
        self.description = description
        self.microchipNumber = microchipNumber
    }

    public init(_ report: Announcement) {
        self.init(
            id: report.id, status: report.status, species: report.species, sex: report.sex,
            lastSeenDate: report.lastSeenDate,
            location: report.location, breed: report.breed, age: report.age, description: report.description,
            microchipNumber: report.microchipNumber)
        place = report.place
    }
}

/// A candidate the engine ranked: which report, how likely, and why; the caller pairs it with the
/// whole report to show it (`PossibleMatch`).
public struct RankedCandidate: Sendable, Equatable {
    public let id: String
    public let score: Double
    public let reasons: [MatchReason]

    /// The match as shown, with `announcement` (the report `id` names) for `report`, both whole:
    /// the reason that says how far also says where it was found ("…, near Bieńczyce, Kraków"),
    /// which the facts it was ranked by leave out (a store reads no place for its candidates).
    public func possibleMatch(_ announcement: Announcement, for report: Announcement) -> PossibleMatch {
        let (missing, found) = report.status == .found ? (announcement, report) : (report, announcement)
        let shown = reasons.map { reason in
            guard reason.code == .near, let from = missing.location, let to = found.location else { return reason }
            return MatchReason(
                code: .near,
                message: Copy.Matching.near(
                    kilometres: GreatCircle.kilometres(from: from, to: to), foundAt: found.place))
        }
        return PossibleMatch(announcement: announcement, score: score, reasons: shown)
    }
}
