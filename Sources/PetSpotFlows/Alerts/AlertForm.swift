import Foundation
import PetSpotDomain

/// "Tell me about lost and found pets near here" as typed and as last answered, with what its
/// screen shows of it: the address, the centre (a point on the map, the device's position, or
/// typed coordinates), how far around it, which reports and how often. A value, as the report
/// page's forms are; `AlertFormViewModel` edits and sends it. The same form changes an alert from
/// its mail's link (`isChange`), its address fixed.
public struct AlertForm: Sendable {
    public enum Field: String, CaseIterable, Sendable {
        case email, latitude, longitude, radiusKm, status, species, frequency, areaName
    }

    /// The radii offered, in kilometres (the API takes any whole number from 1 to 25).
    public static let radii = [1, 2, 3, 5, 10, 15, 20, 25]
    /// The status choice that means both.
    public static let bothStatuses = "ALL"

    public let isChange: Bool
    public internal(set) var texts: [Field: String]
    public internal(set) var problems: [Field: String] = [:]
    public internal(set) var failure: ReachingError?
    public internal(set) var isSending = false
    public internal(set) var isLocating = false
    /// What the GPS button could not do, said under the coordinates.
    public internal(set) var locationHelper: String?
    /// Asked: the confirmation mail is on its way (or, changing, saved).
    public internal(set) var isDone = false
    /// Stopped from its change page.
    public internal(set) var isStopped = false
    /// The centre found by name.
    public internal(set) var placeSearch = PlaceSearch(
        ids: PlaceSearchIdentifiers(screen: TestIdentifiers.Alerts.screen))

    /// A new alert around `centre` (where the visitor was looking), 5 km, both statuses, all animals, at once.
    public init(centre: Coordinates?) {
        isChange = false
        texts = [
            .radiusKm: String(AlertRequest.defaultRadiusKm), .status: Self.bothStatuses,
            .frequency: AlertFrequency.immediate.rawValue,
        ]
        if let centre { place(centre) }
    }

    /// The alert `request` as its change page opens it.
    public init(changing request: AlertRequest) {
        isChange = true
        texts = [
            .email: request.email, .radiusKm: String(request.radiusKm),
            .status: request.status?.rawValue ?? Self.bothStatuses,
            .species: request.species?.rawValue ?? "", .frequency: request.frequency.rawValue,
            .areaName: request.areaName ?? "",
        ]
        place(request.centre)
    }

    public var title: String { isChange ? Copy.Alerts.manageTitle : Copy.Alerts.title }
    public let explanation = Copy.Alerts.explanation
    public var submitTitle: String { isChange ? Copy.Alerts.save : Copy.Alerts.submit }
    public let stopTitle = Copy.Alerts.stopButton
    public let gpsTitle = Copy.Reaching.useMyLocation
    public let gpsAccessibilityID = TestIdentifiers.Alerts.gpsButton
    public let placeLabel = Copy.Alerts.place

    public func text(_ field: Field) -> String { texts[field] ?? "" }

    /// `text` chosen or typed into `field`; the field's problem goes.
    public mutating func edit(_ field: Field, _ text: String) {
        texts[field] = field == .areaName ? TextLimit.capped(text, to: AlertRequest.areaNameLimit) : text
        problems[field] = nil
        if field == .latitude || field == .longitude { locationHelper = nil }
        isDone = false
    }

    mutating func place(_ point: Coordinates) {
        let texts = PlaceMap.fieldTexts(point)
        edit(.latitude, texts.latitude)
        edit(.longitude, texts.longitude)
    }

    /// The map that sets the centre, with the circle of the chosen radius around it.
    public var placeMap: PlaceMap {
        PlaceMap(
            latitudeText: text(.latitude), longitudeText: text(.longitude), radiusKilometres: Int(text(.radiusKm)),
            accessibilityID: TestIdentifiers.Alerts.map)
    }

    public func fieldModel(_ field: Field) -> ValidatedTextField.Model {
        let (label, placeholder, keyboard, id): (String, String, KeyboardType, String) =
            switch field {
            case .email:
                (
                    Copy.Alerts.email, Copy.MissingPet.OwnersDetails.emailPlaceholder, .emailAddress,
                    TestIdentifiers.Alerts.emailInput
                )
            case .latitude:
                (
                    Copy.Location.latitude, Copy.Location.latitudePlaceholder, .signedDecimal,
                    TestIdentifiers.Alerts.latitudeInput
                )
            case .longitude:
                (
                    Copy.Location.longitude, Copy.Location.longitudePlaceholder, .signedDecimal,
                    TestIdentifiers.Alerts.longitudeInput
                )
            // The rest are choices with models of their own (`radiusModel`, …); of them only the name is typed.
            case .areaName, .radiusKm, .status, .species, .frequency:
                (Copy.Alerts.areaName, Copy.Alerts.areaNamePlaceholder, .text, TestIdentifiers.Alerts.areaNameInput)
            }
        return ValidatedTextField.Model(
            label: label, placeholder: placeholder, text: text(field), errorMessage: problems[field],
            isDisabled: isSending || (field == .email && isChange), keyboardType: keyboard, accessibilityID: id)
    }

    public var radiusModel: DropdownView.Model {
        DropdownView.Model(
            label: Copy.Alerts.radius, placeholder: Copy.Alerts.radiusOption(AlertRequest.defaultRadiusKm),
            options: Self.radii.map { DropdownView.Option(id: String($0), title: Copy.Alerts.radiusOption($0)) },
            selectedID: text(.radiusKm), errorMessage: problems[.radiusKm],
            accessibilityID: TestIdentifiers.Alerts.radiusDropdown)
    }

    public func speciesModel(_ taxonomy: SpeciesTaxonomy) -> DropdownView.Model {
        DropdownView.Model(
            label: Copy.Alerts.species, placeholder: Copy.Alerts.allSpecies,
            options: [DropdownView.Option(id: "", title: Copy.Alerts.allSpecies)]
                + taxonomy.species.map { DropdownView.Option(id: $0.id.rawValue, title: Copy.Taxonomy.species($0.id)) },
            selectedID: text(.species), errorMessage: problems[.species],
            accessibilityID: TestIdentifiers.Alerts.speciesDropdown)
    }

    public var statusModel: SelectorView.Model {
        selector(
            .status, label: Copy.Alerts.status,
            [
                (Self.bothStatuses, Copy.Alerts.bothStatuses),
                (AnnouncementStatus.missing.rawValue, Copy.Alerts.missingOnly),
                (AnnouncementStatus.found.rawValue, Copy.Alerts.foundOnly),
            ], id: TestIdentifiers.Alerts.statusSelector)
    }

    public var frequencyModel: SelectorView.Model {
        selector(
            .frequency, label: Copy.Alerts.frequency,
            [
                (AlertFrequency.immediate.rawValue, Copy.Alerts.immediate),
                (AlertFrequency.daily.rawValue, Copy.Alerts.daily),
            ], id: TestIdentifiers.Alerts.frequencySelector)
    }

    private func selector(
        _ field: Field, label: String, _ choices: [(id: String, title: String)], id: String
    ) -> SelectorView.Model {
        SelectorView.Model(
            label: label,
            options: choices.map {
                SelectorView.Option(
                    id: $0.id, title: $0.title, isSelected: text(field) == $0.id,
                    accessibilityID: TestIdentifiers.Alerts.option(id, $0.id))
            }, errorMessage: problems[field], accessibilityIDPrefix: id)
    }

    /// What the form says above its button: asked (or saved, or stopped), or why not.
    public var notice: String? {
        if isStopped { return Copy.Alerts.stoppedBody }
        if isDone { return isChange ? Copy.Alerts.saved : Copy.Alerts.checkInbox }
        return failure.map { failure in
            if case .tooMany = failure { return Copy.Alerts.tooMany }
            if case .notFound = failure { return Copy.Alerts.gone }
            return failure.message
        }
    }

    /// The body the form makes, for the server's own rule (`AlertRequest.validate`); a coordinate
    /// or radius that does not read is a problem of its field.
    func body() -> (body: [String: JSONValue], problems: [Field: String]) {
        var body: [String: JSONValue] = [:]
        var problems: [Field: String] = [:]
        for (field, problem) in [
            (Field.latitude, Copy.Validation.invalidLatitude), (.longitude, Copy.Validation.invalidLongitude),
        ] {
            let typed = text(field).trimmingCharacters(in: .whitespaces)
            if let value = Coordinates.parse(typed) {
                body[field.rawValue] = .number(value)
            } else if !typed.isEmpty {
                problems[field] = problem
            }
        }
        if let radius = Int(text(.radiusKm)) { body[Field.radiusKm.rawValue] = .number(Double(radius)) }
        for field in [Field.email, .species, .frequency, .areaName] where !text(field).isEmpty {
            body[field.rawValue] = .string(text(field))
        }
        if text(.status) != Self.bothStatuses, !text(.status).isEmpty {
            body[Field.status.rawValue] = .string(text(.status))
        }
        return (body, problems)
    }
}

extension AlertForm: LocatingForm {}
