import Foundation

/// How often an area alert mails: each new report within a minute, then at most one mail every 10
/// minutes listing what came meanwhile (`immediate`); or one mail a day listing that day's (`daily`).
public enum AlertFrequency: String, CaseIterable, Hashable, Sendable, Codable {
    case immediate = "IMMEDIATE"
    case daily = "DAILY"

    /// The least time between two of an alert's mails.
    public var quiet: TimeInterval {
        switch self {
        case .immediate: 10 * 60
        case .daily: 24 * 60 * 60
        }
    }
}

/// The body of `POST /api/v1/alerts` (`api-v1.md`, "Area alerts"): who to mail, the circle
/// (centre and whole kilometres), which reports (a status, a species, or all) and how often.
/// Validated like a report, every problem at once, by the server and the clients alike.
public struct AlertRequest: Hashable, Sendable {
    /// The wire field names, in the contract's order (the order problems are reported in).
    public enum Field: String, CaseIterable, Sendable {
        case email, latitude, longitude, radiusKm, status, species, frequency, areaName
    }

    public var email: String
    public var centre: Coordinates
    public var radiusKm: Int
    /// `nil`: lost and found.
    public var status: AnnouncementStatus?
    /// `nil`: every species.
    public var species: Species?
    public var frequency: AlertFrequency
    /// What the subscriber calls the place ("Nowa Huta"): the mails' subjects name it. Not in the
    /// contract's list of keys (issue 37 asks for it); optional, so the contract's bodies still pass.
    public var areaName: String?
    /// The language its mails are written in: the one it was asked in. Not a wire field (an app's
    /// `Accept-Language` says it).
    public var language: Language

    public init(
        email: String, centre: Coordinates, radiusKm: Int = AlertRequest.defaultRadiusKm,
        status: AnnouncementStatus? = nil,
        species: Species? = nil, frequency: AlertFrequency = .immediate, areaName: String? = nil,
        language: Language = .current
    ) {
        self.email = email
        self.centre = centre
        self.radiusKm = radiusKm
        self.status = status
        self.species = species
        self.frequency = frequency
        self.areaName = areaName
        self.language = language
    }

    public static let defaultRadiusKm = 5
    public static let radiusRange = 1...25
    public static let areaNameLimit = 60

    /// `body` under the contract's rules: the report's email rules, both coordinates, a whole radius
    /// from 1 to 25 km, the status, species and frequency among their values; unknown keys refused.
    public static func validate(_ body: [String: JSONValue]) -> Result<AlertRequest, ValidationFailure> {
        var reader = FieldReader<Field>(body: body)
        var errors = FieldReader<Field>.unknownFields(of: body)
        let email = reader.requiredEmail(.email)
        let centre = reader.location(.latitude, .longitude, required: true, whenMissing: Copy.Alerts.centreRequired)
        var radius = defaultRadiusKm
        if let value = reader.number(.radiusKm), let value {
            if value.rounded() != value || !radiusRange.contains(Int(exactly: value) ?? 0) {
                reader.report(Field.radiusKm.rawValue, FieldProblem(.invalidFormat, Copy.Alerts.radiusRule))
            } else {
                radius = Int(value)
            }
        }
        let status = reader.optionalChoice(.status, AnnouncementStatus.self)
        let species = reader.optionalChoice(.species, Species.self)
        let frequency = reader.optionalChoice(.frequency, AlertFrequency.self) ?? .immediate
        let areaName = reader.line(.areaName, limit: areaNameLimit)
        errors += reader.errors
        guard errors.isEmpty, let email, let centre else { return .failure(ValidationFailure(errors: errors)) }
        return .success(
            AlertRequest(
                email: email, centre: centre, radiusKm: radius, status: status, species: species,
                frequency: frequency, areaName: areaName))
    }

    /// The body that `validate` reads back as this request.
    public var body: [String: JSONValue] {
        var body: [String: JSONValue] = [
            "email": .string(email), "latitude": .number(centre.latitude), "longitude": .number(centre.longitude),
            "radiusKm": .number(Double(radiusKm)), "frequency": .string(frequency.rawValue),
        ]
        if let status { body["status"] = .string(status.rawValue) }
        if let species { body["species"] = .string(species.rawValue) }
        if let areaName { body["areaName"] = .string(areaName) }
        return body
    }

    /// Whether a report of `status` and `species` at `place` is one this alert is about: inside its
    /// circle (great-circle distance below the radius) and its filters.
    public func reaches(status: AnnouncementStatus, species: Species, at place: Coordinates) -> Bool {
        (self.status == nil || self.status == status) && (self.species == nil || self.species == species)
            && GreatCircle.kilometres(from: centre, to: place) < Double(radiusKm)
    }
}
