import Foundation
import Observation
import PetSpotDomain

/// "Tell me about lost and found pets near here" (and, from an alert's mail, the page that changes
/// or stops it): the centre on a map, by the device's position or typed; the radius drawn around
/// it; which reports and how often. Checked by the server's own rule (`AlertRequest.validate`)
/// before it is sent; refused, each problem is under its field and what was typed stays.
@Observable @MainActor @dynamicMemberLookup
public final class AlertFormViewModel {
    public typealias Field = AlertForm.Field

    public internal(set) var form: AlertForm

    private let alerts: any AreaAlerting
    private let managing: (any AlertManaging, token: String)?
    let environment: FlowEnvironment

    /// A new alert around `centre` (the place the visitor was looking at), if any.
    public init(centre: Coordinates?, alerts: any AreaAlerting, environment: FlowEnvironment) {
        form = AlertForm(centre: centre)
        self.alerts = alerts
        self.managing = nil
        self.environment = environment
    }

    /// The alert `request`, opened from its mail's link (`token`), to change or stop it.
    public init(
        changing request: AlertRequest, token: String, managing: any AlertManaging, alerts: any AreaAlerting,
        environment: FlowEnvironment
    ) {
        form = AlertForm(changing: request)
        self.alerts = alerts
        self.managing = (managing, token)
        self.environment = environment
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<AlertForm, Value>) -> Value { form[keyPath: keyPath] }

    public func text(_ field: Field) -> String { form.text(field) }
    public func fieldModel(_ field: Field) -> ValidatedTextField.Model { form.fieldModel(field) }
    public func speciesModel(_ taxonomy: SpeciesTaxonomy) -> DropdownView.Model { form.speciesModel(taxonomy) }
    public func edit(_ field: Field, _ text: String) { form.edit(field, text) }

    /// The pin put on the map: both coordinates take its point.
    public func placePin(at point: Coordinates) { form.place(point) }

    /// Fills the centre from the device (or, on the web, the browser) within the wizards' time-out.
    public func useMyLocation() async {
        await locateOnDevice()
    }

    /// Checks the alert by the server's rule, then asks for it (or saves the change).
    public func submitTapped() async {
        guard !form.isSending else { return }
        form.failure = nil
        form.isDone = false
        // Changing, the address is the alert's own (in the form, not editable): the server keeps it whatever is sent.
        let (body, typed) = form.body()
        var problems = typed
        let request: AlertRequest?
        switch AlertRequest.validate(body) {
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
        do throws(ReachingError) {
            if let (managing, token) = managing {
                form = AlertForm(changing: try await managing.changeAlert(token: token, to: request))
            } else {
                try await alerts.askForAlert(request)
            }
            form.isDone = true
        } catch {
            if case .invalid(let errors) = error {
                for problem in errors { form.problems[Self.field(of: problem.field)] = problem.message }
            }
            form.failure = error
        }
    }

    /// Stops the alert (its change page only).
    public func stopTapped() async {
        guard let (managing, token) = managing, !form.isSending else { return }
        form.isSending = true
        defer { form.isSending = false }
        do throws(ReachingError) {
            try await managing.stopAlert(token: token)
            form.isStopped = true
        } catch {
            form.failure = error
        }
    }

    /// Where a wire field's problem is shown.
    private static func field(of wire: String) -> Field {
        Field(rawValue: wire) ?? .email
    }
}

extension AlertFormViewModel: UsesDeviceLocation {}

extension AlertFormViewModel: UsesPlaceSearch {
    public var placeSearch: PlaceSearch {
        get { form.placeSearch }
        set { form.placeSearch = newValue }
    }
    public var placeSearchCentre: Coordinates? { placeSearchPoint }
    public var placeSearchPoint: Coordinates? { form.placeMap.pin }
    public var placeFinder: any PlaceFinding { environment.places }

    /// The area takes the place's name while the subscriber has not named it: their mails say
    /// "2 lost dogs near Wieliczka".
    public func placeChosen(named name: String) {
        if form.text(.areaName).trimmingCharacters(in: .whitespaces).isEmpty { form.edit(.areaName, name) }
    }
}
