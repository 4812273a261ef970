import Foundation
import Observation
import PetSpotDomain

/// "I saw this pet" on a report's page: the day and time (today and now to start with, in the
/// person's time zone), the place (a point on the map, the device's position, or typed
/// coordinates), a note, and, for the owner's eyes only, how to reach the witness. Checked by the
/// server's own rule (`SightingRequest.validate`) before it is sent.
@Observable @MainActor
public final class SightingFormViewModel {
    /// The form's fields; `seenDate` and `seenTime` together make the wire's `seenAt`.
    public enum Field: String, CaseIterable, Sendable {
        case seenDate, seenTime, latitude, longitude, note, email, phone
    }

    public let report: Announcement
    public private(set) var texts: [Field: String] = [:]
    /// The problems of the last send, by the form's field names.
    public private(set) var problems: [Field: String] = [:]
    public private(set) var failure: ReachingError?
    public private(set) var isSending = false
    public private(set) var isLocating = false
    /// What the GPS button could not do, said under the coordinates.
    public private(set) var locationHelper: String?
    /// The sighting as sent: the form is empty again and says so.
    public private(set) var sent: Sighting?

    private let reaching: any ReportReaching
    private let environment: FlowEnvironment

    public init(report: Announcement, reaching: any ReportReaching, environment: FlowEnvironment) {
        self.report = report
        self.reaching = reaching
        self.environment = environment
        startOver()
    }

    public let title = Copy.Reaching.sightingTitle
    public let explanation = Copy.Reaching.sightingExplanation
    public let scamWarning = Copy.Reaching.scamWarning
    public let sendTitle = Copy.Reaching.sendSighting
    public let gpsTitle = Copy.Reaching.useMyLocation
    public let gpsAccessibilityID = TestIdentifiers.Reaching.gpsButton
    public let placeLabel = Copy.Reaching.place

    /// The map that sets the place, opening on the report's own place while none is given.
    public var placeMap: PlaceMap {
        PlaceMap(latitudeText: text(.latitude), longitudeText: text(.longitude), centre: report.location,
                 accessibilityID: TestIdentifiers.Reaching.map)
    }

    /// The pin put on the map: both coordinates take its point.
    public func placePin(at point: Coordinates) {
        let texts = PlaceMap.fieldTexts(point)
        edit(.latitude, texts.latitude)
        edit(.longitude, texts.longitude)
    }

    public func text(_ field: Field) -> String { texts[field] ?? "" }

    /// The day or time was changed from today and now (typed, or posted back).
    public private(set) var hasTypedTime = false

    public func edit(_ field: Field, _ text: String) {
        texts[field] = field == .note ? TextLimit.capped(text, to: SightingRequest.noteLimit) : text
        problems[field] = nil
        if field == .seenDate || field == .seenTime { hasTypedTime = true }
        if field == .latitude || field == .longitude { locationHelper = nil }
        sent = nil
    }

    public func fieldModel(_ field: Field) -> ValidatedTextField.Model {
        let (label, placeholder, keyboard, id): (String, String, KeyboardType, String) = switch field {
        case .seenDate: (Copy.Reaching.seenDate, Copy.FoundPet.PetDetails.dateFoundPlaceholder, .numberPad, TestIdentifiers.Reaching.seenDateInput)
        case .seenTime: (Copy.Reaching.seenTime, Copy.Reaching.seenTimePlaceholder, .numberPad, TestIdentifiers.Reaching.seenTimeInput)
        case .latitude: (Copy.Location.latitude, Copy.Location.latitudePlaceholder, .signedDecimal, TestIdentifiers.Reaching.latitudeInput)
        case .longitude: (Copy.Location.longitude, Copy.Location.longitudePlaceholder, .signedDecimal, TestIdentifiers.Reaching.longitudeInput)
        case .note: (Copy.Reaching.note, Copy.Reaching.notePlaceholder, .text, TestIdentifiers.Reaching.noteInput)
        case .email: (Copy.Reaching.witnessEmail, Copy.MissingPet.OwnersDetails.emailPlaceholder, .emailAddress, TestIdentifiers.Reaching.witnessEmailInput)
        case .phone: (Copy.Reaching.witnessPhone, Copy.MissingPet.OwnersDetails.phonePlaceholder, .phonePad, TestIdentifiers.Reaching.witnessPhoneInput)
        }
        return ValidatedTextField.Model(label: label, placeholder: placeholder, text: text(field), errorMessage: problems[field],
                                        isDisabled: isSending, keyboardType: keyboard, accessibilityID: id)
    }

    public var noteModel: TextAreaView.Model {
        TextAreaView.Model(label: Copy.Reaching.note, placeholder: Copy.Reaching.notePlaceholder, text: text(.note),
                           maxLength: SightingRequest.noteLimit, errorMessage: problems[.note], accessibilityID: TestIdentifiers.Reaching.noteInput)
    }

    /// What the form says above its button: sent, or why nothing was sent.
    public var notice: String? {
        if sent != nil { return Copy.Reaching.sightingSent }
        return failure.map(\.message)
    }

    /// Fills the coordinates from the device (or, on the web, the browser) within the wizards' time-out.
    public func useMyLocation() async {
        guard !isLocating else { return }
        isLocating = true
        defer { isLocating = false }
        switch await GPSRequest.run(location: environment.location, clock: environment.clock, timeout: environment.gpsTimeout) {
        case .fix(let coordinates, _): placePin(at: coordinates)
        case .permissionBlocked: locationHelper = Copy.Location.permissionDeniedHelper
        case .timedOut: locationHelper = Copy.Location.gpsTimedOut
        case .unavailable: locationHelper = Copy.Location.gpsUnavailable
        }
    }

    /// Checks the sighting by the server's rule, then sends it; refused, each problem is under its field and what was typed stays.
    public func sendTapped() async {
        guard !isSending else { return }
        failure = nil
        sent = nil
        let now = environment.wallClock.now
        var problems: [Field: String] = [:]
        var body: [String: JSONValue] = [:]
        if let seenAt = seenAt(&problems) { body[SightingRequest.Field.seenAt.rawValue] = .string(Timestamp.string(seenAt)) }
        for (field, wire) in [(Field.latitude, SightingRequest.Field.locationLatitude), (.longitude, .locationLongitude)] {
            let typed = text(field).trimmingCharacters(in: .whitespaces)
            if let value = Coordinates.parse(typed) {
                body[wire.rawValue] = .number(value)
            } else if !typed.isEmpty {
                problems[field] = field == .latitude ? Copy.Validation.invalidLatitude : Copy.Validation.invalidLongitude
            }
        }
        for (field, wire) in [(Field.note, SightingRequest.Field.note), (.email, .email), (.phone, .phone)] where !text(field).isEmpty {
            body[wire.rawValue] = .string(text(field))
        }
        let request: SightingRequest?
        switch SightingRequest.validate(body, lastSeenDate: report.lastSeenDate, now: now) {
        case .success(let valid): request = valid
        case .failure(let invalid):
            request = nil
            for problem in invalid.errors { problems[Self.field(of: problem.field)] = problems[Self.field(of: problem.field)] ?? problem.message }
        }
        guard problems.isEmpty, let request else {
            self.problems = problems
            failure = .invalid([])
            return
        }
        isSending = true
        defer { isSending = false }
        do {
            let added = try await reaching.addSighting(request, to: report.id)
            startOver()
            sent = added
        } catch {
            if case .invalid(let errors) = error {
                for problem in errors { self.problems[Self.field(of: problem.field)] = problem.message }
            }
            failure = error
        }
    }

    /// The day and time typed, read in the person's time zone; a problem for each that does not read.
    private func seenAt(_ problems: inout [Field: String]) -> Date? {
        let date = CalendarDate(typed: text(.seenDate))
        if date == nil { problems[.seenDate] = Copy.Validation.dateFormat }
        let time = Self.time(text(.seenTime))
        if time == nil { problems[.seenTime] = Copy.Reaching.invalidTime }
        guard let date, let time else { return nil }
        return date.startOfDay(in: environment.wallClock.timeZone).addingTimeInterval(TimeInterval(time.hour * 3600 + time.minute * 60))
    }

    /// `HH:MM` (or `H:MM`, `HH.MM`), 00:00 to 23:59.
    static func time(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == ":" || $0 == "." })
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
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

    /// An empty form dated today, now (a sighting is usually reported as it happens).
    private func startOver() {
        let clock = environment.wallClock
        let now = clock.now
        texts = [.seenDate: CalendarDate(now, in: clock.timeZone).displayed, .seenTime: DayAndTime.time(now, in: clock.timeZone)]
        problems = [:]
        locationHelper = nil
        hasTypedTime = false
    }
}
