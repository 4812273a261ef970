import PetSpotDomain

/// "How did Luna get home?": asked once a missing pet's report is REUNITED and its owner has not
/// said, as one tap per way (optionally with where it was found, from the places the report
/// knows); what `GET /api/v1/stats/reunions` counts.
public struct ReunionQuestion: Hashable, Sendable {
    public struct Way: Hashable, Sendable, Identifiable {
        public let how: ReunitedHow
        public let title: String
        public let accessibilityID: String
        public var id: String { how.rawValue }
    }

    /// A place the owner can say it was found at, in one tap.
    public struct Place: Hashable, Sendable, Identifiable {
        public let id: String
        public let title: String
        public let point: Coordinates?
    }

    public let title: String
    public let why = Copy.Reunion.why
    public let ways: [Way]
    public let whereLabel = Copy.Reunion.whereLabel
    /// "I'd rather not say" first (the default), then the report's place and its latest sighting's.
    public let places: [Place]
    public let accessibilityID = TestIdentifiers.Manage.reunionQuestion
    public let placeAccessibilityID = TestIdentifiers.Manage.reunionPlace

    init(name: String?, lastSeen: Coordinates?, latestSighting: Coordinates?) {
        title = Copy.Reunion.question(name)
        ways = ReunitedHow.allCases.map {
            Way(how: $0, title: Copy.Reunion.way($0), accessibilityID: TestIdentifiers.Manage.reunitedHow($0))
        }
        places =
            [Place(id: "none", title: Copy.Reunion.whereUnsaid, point: nil)]
            + (lastSeen.map { [Place(id: "lastSeen", title: Copy.Reunion.whereLastSeen, point: $0)] } ?? [])
            + (latestSighting.map { [Place(id: "sighting", title: Copy.Reunion.whereLatestSighting, point: $0)] } ?? [])
    }

    /// The edit that says it: REUNITED kept, the way and (when one is chosen) the place.
    static func patch(_ how: ReunitedHow, at place: Coordinates?) -> [String: JSONValue] {
        var patch: [String: JSONValue] = [
            ReportEdit.resolutionMember: .string(Resolution.reunited.rawValue),
            CreateAnnouncementRequest.Field.reunitedHow.rawValue: .string(how.rawValue),
        ]
        if let place {
            patch[CreateAnnouncementRequest.Field.reunitedLatitude.rawValue] = .number(place.latitude)
            patch[CreateAnnouncementRequest.Field.reunitedLongitude.rawValue] = .number(place.longitude)
        }
        return patch
    }
}

extension ManageReportViewModel {
    /// The question, while it stands: a missing pet's report marked REUNITED whose owner has not
    /// said how (a finder's "returned" report is not asked: the owner's report counts).
    public var reunionQuestion: ReunionQuestion? {
        guard let report, report.status == .missing, report.resolution == .reunited, report.reunitedHow == nil
        else { return nil }
        return ReunionQuestion(
            name: report.petName, lastSeen: report.location,
            latestSighting: inbox?.sightings.max { $0.seenAt < $1.seenAt }?.location)
    }

    /// What the owner said, once said.
    public var reunionLine: String? { report?.reunitedHow.map(Copy.Reunion.said) }

    /// One tap: how the pet came home, and where (`placeID`, one of the question's places).
    public func sayHowItEnded(_ how: ReunitedHow, placeID: String? = nil) async {
        let place = reunionQuestion?.places.first { $0.id == placeID }?.point
        await change(ReunionQuestion.patch(how, at: place), done: .reunionNoted)
    }
}
