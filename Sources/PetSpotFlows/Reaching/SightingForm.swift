import Foundation
import PetSpotDomain

/// "I saw this pet" as typed and as last answered, with what its screen shows of it: a value, so a
/// report's page draws its empty form on the request's own task (issue 34), while
/// `SightingFormViewModel` edits, locates and sends it on the main actor.
public struct SightingForm: Sendable {
    /// The form's fields; `seenDate` and `seenTime` together make the wire's `seenAt`.
    public enum Field: String, CaseIterable, Sendable {
        case seenDate, seenTime, latitude, longitude, note, email, phone
    }

    public let reportID: String
    /// Where the map opens while no place is given: the report's own place.
    public let centre: Coordinates?
    public internal(set) var texts: [Field: String] = [:]
    /// The problems of the last send, by the form's field names.
    public internal(set) var problems: [Field: String] = [:]
    public internal(set) var failure: ReachingError?
    public internal(set) var isSending = false
    public internal(set) var isLocating = false
    /// What the GPS button could not do, said under the coordinates.
    public internal(set) var locationHelper: String?
    /// The sighting as sent: the form is empty again and says so.
    public internal(set) var sent: Sighting?
    /// The day or time was changed from today and now (typed, or posted back).
    public internal(set) var hasTypedTime = false
    /// The place found by name.
    public internal(set) var placeSearch = PlaceSearch(
        ids: PlaceSearchIdentifiers(screen: TestIdentifiers.Reaching.sightingForm))
    /// Offered before any search: where the pet was last seen, so that someone who scanned a
    /// flyer nearby says "seen here" with one tap ("Around where it was last seen (near
    /// Bieńczyce, Kraków"); `nil` for a report without a place.
    public let lastSeenChoice: (label: String, point: Coordinates)?

    /// An empty form for `report`, dated today, now, in `timeZone` (a sighting is usually reported as it happens).
    public init(report: Announcement, now: Date, timeZone: TimeZone) {
        reportID = report.id
        centre = report.location
        lastSeenChoice = report.location.flatMap { point in
            report.placeInWords.map { (Copy.Places.lastSeenHere($0), point) }
        }
        startOver(now: now, timeZone: timeZone)
    }

    public let title = Copy.Reaching.sightingTitle
    public let explanation = Copy.Reaching.sightingExplanation
    public let scamWarning = Copy.Reaching.scamWarning
    public let sendTitle = Copy.Reaching.sendSighting
    public let gpsTitle = Copy.Reaching.useMyLocation
    public let gpsAccessibilityID = TestIdentifiers.Reaching.gpsButton
    public let placeLabel = Copy.Reaching.place
    public let placeHelp = Copy.Reaching.placeHelp

    public func text(_ field: Field) -> String { texts[field] ?? "" }

    /// `text` typed into `field`, kept whole (a note past its limit is shown over it, never cut);
    /// the field's problem goes.
    public mutating func edit(_ field: Field, _ text: String) {
        texts[field] = text
        problems[field] = nil
        if field == .seenDate || field == .seenTime { hasTypedTime = true }
        if field == .latitude || field == .longitude { locationHelper = nil }
        sent = nil
    }

    /// Empty again, dated `now`.
    mutating func startOver(now: Date, timeZone: TimeZone) {
        texts = [.seenDate: CalendarDate(now, in: timeZone).displayed, .seenTime: DayAndTime.time(now, in: timeZone)]
        placeSearch = PlaceSearch(ids: placeSearch.ids)
        problems = [:]
        locationHelper = nil
        hasTypedTime = false
    }

    /// The map that sets the place, opening on the report's own place while none is given.
    public var placeMap: PlaceMap {
        PlaceMap(
            latitudeText: text(.latitude), longitudeText: text(.longitude), centre: centre,
            accessibilityID: TestIdentifiers.Reaching.map)
    }

    public func fieldModel(_ field: Field) -> ValidatedTextField.Model {
        let (label, placeholder, keyboard, id): (String, String, KeyboardType, String) =
            switch field {
            case .seenDate:
                (
                    Copy.Reaching.seenDate, Copy.FoundPet.PetDetails.dateFoundPlaceholder, .numberPad,
                    TestIdentifiers.Reaching.seenDateInput
                )
            case .seenTime:
                (
                    Copy.Reaching.seenTime, Copy.Reaching.seenTimePlaceholder, .numberPad,
                    TestIdentifiers.Reaching.seenTimeInput
                )
            case .latitude:
                (
                    Copy.Location.latitude, Copy.Location.latitudePlaceholder, .signedDecimal,
                    TestIdentifiers.Reaching.latitudeInput
                )
            case .longitude:
                (
                    Copy.Location.longitude, Copy.Location.longitudePlaceholder, .signedDecimal,
                    TestIdentifiers.Reaching.longitudeInput
                )
            case .note: (Copy.Reaching.note, Copy.Reaching.notePlaceholder, .text, TestIdentifiers.Reaching.noteInput)
            case .email:
                (
                    Copy.Reaching.witnessEmail, Copy.MissingPet.OwnersDetails.emailPlaceholder, .emailAddress,
                    TestIdentifiers.Reaching.witnessEmailInput
                )
            case .phone:
                (
                    Copy.Reaching.witnessPhone, Copy.MissingPet.OwnersDetails.phonePlaceholder, .phonePad,
                    TestIdentifiers.Reaching.witnessPhoneInput
                )
            }
        return ValidatedTextField.Model(
            label: label, placeholder: placeholder, text: text(field), errorMessage: problems[field],
            isDisabled: isSending, keyboardType: keyboard, accessibilityID: id)
    }

    public var noteModel: TextAreaView.Model {
        TextAreaView.Model(
            label: Copy.Reaching.note, placeholder: Copy.Reaching.notePlaceholder, text: text(.note),
            maxLength: SightingRequest.noteLimit, errorMessage: problems[.note],
            accessibilityID: TestIdentifiers.Reaching.noteInput)
    }

    /// What the form says above its button: sent, or why nothing was sent.
    public var notice: String? {
        if sent != nil { return Copy.Reaching.sightingSent }
        return failure.map(\.message)
    }
}

extension SightingForm: LocatingForm {}
