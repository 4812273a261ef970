import PetSpotDomain
import PetSpotFlows

// The Flows component models, flattened into what a template needs: form names, element ids,
// and the ids `aria-describedby` links. Mustache reads stored properties only.

/// The element ids of a form field named `name`, the same for every kind of field.
enum FieldID {
    static func input(_ name: String) -> String { "field-\(name)" }
    static func error(_ name: String) -> String { "field-\(name)-error" }
    static func helper(_ name: String) -> String { "field-\(name)-helper" }
    static func counter(_ name: String) -> String { "field-\(name)-counter" }
    static func option(_ name: String, _ value: String) -> String { "field-\(name)-\(value.lowercased())" }
}

/// A labelled `<input>` with its helper and error.
struct TextFieldView {
    let id: String
    let name: String
    let label: String
    let value: String
    let placeholder: String
    let type: String
    let inputMode: String?
    let autocomplete: String?
    let error: String?
    let errorID: String
    let describedBy: String
    let testID: String
    let disabled: Bool
    /// The date field's latest day (ISO), which the script moves to the visitor's today and checks
    /// as the person types, with `futureMessage`; the server checks the API's rule.
    let latest: String?
    var futureMessage: String?
    let maxLength: Int?
    let format: String?
    /// A length the text may not pass, said under the field as the person types past it (the script
    /// shows `limitMessage`; Continue shows the same message from the form's rules).
    var limit: Int?
    var limitMessage: String?
    /// The date field: the script moves its default and its latest day to the browser's today.
    var followsVisitorsToday = false
    /// The date field still holds the day it started with (the person has not chosen one).
    var isDefault = false

    init(
        _ model: ValidatedTextField.Model, name: String, type: String = "text", autocomplete: String? = nil,
        maxLength: Int? = nil, format: String? = nil, limit: Int? = nil
    ) {
        id = FieldID.input(name)
        self.name = name
        label = model.label
        value = model.text
        placeholder = model.placeholder
        self.type = type
        inputMode = model.keyboardType.inputMode
        self.autocomplete = autocomplete
        error = model.errorMessage
        errorID = FieldID.error(name)
        describedBy = errorID
        testID = model.accessibilityID
        disabled = model.isDisabled
        latest = nil
        self.maxLength = maxLength
        self.format = format
        self.limit = limit
        limitMessage = limit.map(Copy.Validation.tooLong)
    }

    /// The date field: a text box showing `DD/MM/YYYY` as the seeds ask (a browser's own date
    /// field shows its locale's order, `mm/dd/yyyy` in the US), with the digits keyboard on phones;
    /// the latest selectable day is the server's rule, and the script's for the visitor's today.
    init(_ model: DateField.Model, name: String, placeholder: String, isDefault: Bool) {
        id = FieldID.input(name)
        self.name = name
        label = model.label
        value = model.displayedValue
        self.placeholder = placeholder
        followsVisitorsToday = true
        self.isDefault = isDefault
        type = "text"
        inputMode = "numeric"
        autocomplete = "off"
        error = model.errorMessage
        errorID = FieldID.error(name)
        describedBy = errorID
        testID = model.accessibilityID
        disabled = false
        latest = model.latestSelectable.iso
        futureMessage = Copy.Validation.futureDate
        maxLength = 10
        format = nil
    }
}

/// A labelled `<select>`.
struct SelectView {
    struct Option {
        let value: String
        let title: String
        let selected: Bool
    }

    let id: String
    let name: String
    let label: String
    let placeholder: String
    let options: [Option]
    let error: String?
    let errorID: String
    let helper: String?
    let helperID: String
    let describedBy: String
    let testID: String
    let disabled: Bool
    /// The choice changes other fields (species → breeds): the script re-renders the form.
    let refreshes: Bool

    init(_ model: DropdownView.Model, name: String, refreshes: Bool = false) {
        id = FieldID.input(name)
        self.name = name
        label = model.label
        placeholder = model.placeholder
        options = model.options.map { Option(value: $0.id, title: $0.title, selected: $0.id == model.selectedID) }
        error = model.errorMessage
        errorID = FieldID.error(name)
        helper = model.helperText
        helperID = FieldID.helper(name)
        describedBy = [model.helperText == nil ? nil : helperID, errorID].compactMap { $0 }.joined(separator: " ")
        testID = model.accessibilityID
        disabled = model.isDisabled
        self.refreshes = refreshes
    }
}

/// Radio cards in a `<fieldset>`.
struct RadioGroupView {
    struct Option {
        let id: String
        let value: String
        let title: String
        let checked: Bool
        let testID: String
    }

    let name: String
    let label: String
    let options: [Option]
    let error: String?
    let errorID: String
    let helper: String?
    let helperID: String
    let describedBy: String

    init(_ model: SelectorView.Model, name: String) {
        self.name = name
        label = model.label
        options = model.options.map {
            Option(
                id: FieldID.option(name, $0.id), value: $0.id, title: $0.title, checked: $0.isSelected,
                testID: $0.accessibilityID)
        }
        error = model.errorMessage
        errorID = FieldID.error(name)
        helper = model.helperText
        helperID = FieldID.helper(name)
        describedBy = [model.helperText == nil ? nil : helperID, errorID].compactMap { $0 }.joined(separator: " ")
    }
}

/// A `<textarea>` with its live `n/limit` counter.
struct TextAreaFieldView {
    let id: String
    let name: String
    let label: String
    let placeholder: String
    let value: String
    let maxLength: Int
    /// What the field says once past `maxLength`, as the script shows it live (the rules say the same on submit).
    let limitMessage: String
    let counter: String
    let counterID: String
    let atLimit: Bool
    let testID: String
    let error: String?
    let errorID: String
    let helper: String?
    let helperID: String

    init(_ model: TextAreaView.Model, name: String) {
        id = FieldID.input(name)
        self.name = name
        label = model.label
        placeholder = model.placeholder
        value = model.text
        maxLength = model.maxLength
        limitMessage = Copy.Validation.tooLong(model.maxLength)
        counter = model.characterCountText
        counterID = FieldID.counter(name)
        atLimit = model.characterCountColor == .error
        testID = model.accessibilityID
        error = model.errorMessage
        errorID = FieldID.error(name)
        helper = model.helperText
        helperID = FieldID.helper(name)
    }
}

/// Latitude and longitude side by side, with the GPS button (when the browser can locate).
struct LocationView {
    let label: String
    let latitude: TextFieldView
    let longitude: TextFieldView
    let gpsTitle: String
    let gpsTestID: String
    let helper: String?
    let map: PlaceMap
    let placeSearch: PlaceSearchView

    init(_ model: LocationCoordinateView.Model, placeSearch: PlaceSearchView) {
        self.placeSearch = placeSearch
        label = model.label
        latitude = TextFieldView(model.latitudeField, name: "latitude")
        longitude = TextFieldView(model.longitudeField, name: "longitude")
        gpsTitle = model.gpsButtonTitle
        gpsTestID = model.gpsButtonAccessibilityID
        helper = model.helperText
        map = model.map
    }
}

/// A toast, banner or alert message.
struct NoticeView {
    let title: String?
    let message: String
    let testID: String
    let actions: [Action]
    let hasActions: Bool
    /// `toast`, `banner` or `alert`: how it looks.
    let kind: String
    /// Toasts and alerts interrupt (`alert`); banners are polite (`status`).
    let role: String

    struct Action {
        let intent: String
        let title: String
        let testID: String?
    }

    init(_ toast: ToastModel) {
        title = nil
        message = toast.message
        testID = toast.accessibilityID
        actions = []
        hasActions = false
        kind = "toast"
        role = "alert"
    }

    init(_ banner: BannerModel) {
        title = banner.title
        message = banner.detail ?? ""
        testID = banner.accessibilityID
        actions =
            banner.actionTitle.map {
                [Action(intent: "retryTaxonomy", title: $0, testID: banner.actionAccessibilityID)]
            } ?? []
        hasActions = !actions.isEmpty
        kind = "banner"
        role = "status"
    }

    /// Cancel on a filled wizard, without the script's dialog: Discard ends the wizard, Keep
    /// editing shows the step again (the form's values are posted with either, so none is lost).
    static let discardQuestion: NoticeView = {
        let ids = TestIdentifiers.Web.self
        return NoticeView(
            title: Copy.Web.discardTitle, message: Copy.Web.discardMessage, testID: ids.discardAlert,
            actions: [
                Action(
                    intent: WizardIntent.discard.rawValue, title: Copy.Web.discardConfirm, testID: ids.discardButton),
                Action(
                    intent: WizardIntent.refresh.rawValue, title: Copy.Web.keepEditing, testID: ids.keepEditingButton),
            ], kind: "alert", role: "alert")
    }()

    init(title: String?, message: String, testID: String, actions: [Action], kind: String, role: String) {
        self.title = title
        self.message = message
        self.testID = testID
        self.actions = actions
        hasActions = !actions.isEmpty
        self.kind = kind
        self.role = role
    }

    /// An alert's buttons become submit buttons: Try Again resubmits, Cancel dismisses.
    init(_ alert: AlertModel) {
        title = alert.title
        message = alert.message
        testID = alert.accessibilityID
        actions = alert.buttons.compactMap { button in
            switch button.action {
            case .retry: Action(intent: "retry", title: button.title, testID: "\(alert.accessibilityID).retry")
            case .cancel: Action(intent: "dismiss", title: button.title, testID: "\(alert.accessibilityID).cancel")
            case .openSettings: nil
            }
        }
        hasActions = !actions.isEmpty
        kind = "alert"
        role = "alert"
    }
}

extension KeyboardType {
    /// The `inputmode` that brings up the same keyboard on a phone's browser.
    var inputMode: String? {
        switch self {
        case .text: nil
        case .numberPad: "numeric"
        case .decimalPad: "decimal"
        // No inputmode offers a minus key on every phone: the full keyboard does.
        case .signedDecimal: nil
        case .phonePad: "tel"
        case .emailAddress: "email"
        }
    }
}
