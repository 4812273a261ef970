import Foundation
import Observation
import PetSpotDomain

/// "I saw this pet" on a report's page: the day and time (today and now to start with, in the
/// person's time zone), the place (a point on the map, the device's position, or typed
/// coordinates), a note, and, for the owner's eyes only, how to reach the witness. Checked by the
/// server's own rule (`SightingRequest.validate`) before it is sent.
@Observable @MainActor @dynamicMemberLookup
public final class SightingFormViewModel {
    public typealias Field = SightingForm.Field

    public let report: Announcement
    /// What was typed and answered, and all the screen shows of it (read as the model's own: `model.notice`).
    public internal(set) var form: SightingForm

    private let reaching: any ReportReaching
    let environment: FlowEnvironment

    public init(report: Announcement, reaching: any ReportReaching, environment: FlowEnvironment) {
        self.report = report
        self.reaching = reaching
        self.environment = environment
        let clock = environment.wallClock
        form = SightingForm(report: report, now: clock.now, timeZone: clock.timeZone)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<SightingForm, Value>) -> Value { form[keyPath: keyPath] }

    public func text(_ field: Field) -> String { form.text(field) }
    public func fieldModel(_ field: Field) -> ValidatedTextField.Model { form.fieldModel(field) }
    public func edit(_ field: Field, _ text: String) { form.edit(field, text) }

    /// The pin put on the map: both coordinates take its point.
    public func placePin(at point: Coordinates) {
        let texts = PlaceMap.fieldTexts(point)
        edit(.latitude, texts.latitude)
        edit(.longitude, texts.longitude)
    }

    /// Fills the coordinates from the device (or, on the web, the browser) within the wizards' time-out.
    public func useMyLocation() async {
        await locateOnDevice()
    }

    /// Checks the sighting by the server's rule, then sends it; refused, each problem is under its field and what was typed stays.
    public func sendTapped() async {
        guard !form.isSending else { return }
        form.failure = nil
        form.sent = nil
        let now = environment.wallClock.now
        var problems: [Field: String] = [:]
        var body: [String: JSONValue] = [:]
        if let seenAt = seenAt(&problems) {
            body[SightingRequest.Field.seenAt.rawValue] = .string(Timestamp.string(seenAt))
        }
        for (field, wire) in [
            (Field.latitude, SightingRequest.Field.locationLatitude), (.longitude, .locationLongitude),
        ] {
            let typed = text(field).trimmingCharacters(in: .whitespaces)
            if let value = Coordinates.parse(typed) {
                body[wire.rawValue] = .number(value)
            } else if !typed.isEmpty {
                problems[field] =
                    field == .latitude ? Copy.Validation.invalidLatitude : Copy.Validation.invalidLongitude
            }
        }
        for (field, wire) in [(Field.note, SightingRequest.Field.note), (.email, .email), (.phone, .phone)]
        where !text(field).isEmpty {
            body[wire.rawValue] = .string(text(field))
        }
        let request: SightingRequest?
        switch SightingRequest.validate(body, lastSeenDate: report.lastSeenDate, now: now) {
        case .success(let valid): request = valid
        case .failure(let invalid):
            request = nil
            for problem in invalid.errors {
                problems[Self.field(of: problem.field)] = problems[Self.field(of: problem.field)] ?? problem.message
            }
        }
        guard problems.isEmpty, let request else {
            form.problems = problems
            form.failure = .invalid([])
            return
        }
        form.isSending = true
        defer { form.isSending = false }
        do {
            let added = try await reaching.addSighting(request, to: report.id)
            form.startOver(now: environment.wallClock.now, timeZone: environment.wallClock.timeZone)
            form.sent = added
        } catch {
            if case .invalid(let errors) = error {
                for problem in errors { form.problems[Self.field(of: problem.field)] = problem.message }
            }
            form.failure = error
        }
    }

    /// The day and time typed, read in the person's time zone; a problem for each that does not read.
    private func seenAt(_ problems: inout [Field: String]) -> Date? {
        let date = CalendarDate(typed: text(.seenDate))
        if date == nil { problems[.seenDate] = Copy.Validation.dateFormat }
        let time = Self.time(text(.seenTime))
        if time == nil { problems[.seenTime] = Copy.Reaching.invalidTime }
        guard let date, let time else { return nil }
        return date.startOfDay(in: environment.wallClock.timeZone).addingTimeInterval(
            TimeInterval(time.hour * 3600 + time.minute * 60))
    }

    /// `HH:MM` (or `H:MM`, `HH.MM`), 00:00 to 23:59.
    static func time(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == ":" || $0 == "." })
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// Where a wire field's problem is shown.
    private static func field(of wire: String) -> Field {
        switch SightingRequest.Field(rawValue: wire) {
        case .seenAt?: .seenDate
        case .locationLatitude?: .latitude
        case .locationLongitude?: .longitude
        case .email?: .email
        case .phone?: .phone
        case .note?, nil: .note
        }
    }
}

extension SightingFormViewModel: UsesDeviceLocation {}

extension SightingFormViewModel: UsesPlaceSearch {
    public var placeSearch: PlaceSearch {
        get { form.placeSearch }
        set { form.placeSearch = newValue }
    }
    /// The point given so far, else where the pet was last seen.
    public var placeSearchCentre: Coordinates? { placeSearchPoint ?? form.centre }
    public var placeSearchPoint: Coordinates? { form.placeMap.pin }
    public var placeFinder: any PlaceFinding { environment.places }
}
