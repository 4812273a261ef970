import PetSpotDomain
import PetSpotFlows

/// The two forms of a report's page that reach its owner.
enum ReachingForm: String {
    case sighting, message

    /// The form's element id, where the page scrolls to after it was sent.
    var anchor: String { "\(rawValue)-form" }
    /// What the form says after a post (sent, or its problems): the form posts to its address with
    /// this as the fragment, so that the page its post answers opens there, script or none, and a
    /// refusal is the first thing seen (a flyer's visitor without the script was left at the top
    /// of a long page, the errors far below).
    var outcomeAnchor: String { "\(rawValue)-form-outcome" }
}

/// "I saw this pet" as the report's page draws it, from `SightingForm` (the value its view model edits).
struct SightingFormView {
    let action: String
    let anchor = ReachingForm.sighting.anchor
    let title: String
    let explanation: String
    let warning: String
    let warningTestID = TestIdentifiers.Reaching.scamWarning
    let date: TextFieldView
    let time: TextFieldView
    /// The day and time are the person's (posted back): the script leaves them; else it puts the
    /// browser's today and now in them.
    let hasTypedTime: Bool
    let placeLabel: String
    /// How the map and GPS fill the place: shown only with the script, which draws them.
    let placeHelp: String
    let gpsTitle: String
    let gpsTestID: String
    let latitude: TextFieldView
    let longitude: TextFieldView
    let locationHelper: String?
    let map: PlaceMap
    let placeSearch: PlaceSearchView
    let note: TextAreaFieldView
    let contact: [TextFieldView]
    let sendTitle: String
    let sendTestID = TestIdentifiers.Reaching.sendSightingButton
    let outcome: FormOutcome
    let testID = TestIdentifiers.Reaching.sightingForm

    /// `sent`: the page after the form's redirect, which says it went.
    init(_ model: SightingForm, sent: Bool = false) {
        typealias Field = SightingForm.Field
        action = SitePath.sighting(.value(model.reportID)).path + "#" + ReachingForm.sighting.outcomeAnchor
        title = model.title
        explanation = model.explanation
        warning = model.scamWarning
        date = TextFieldView(model.fieldModel(.seenDate), name: Field.seenDate.rawValue, autocomplete: "off")
        time = TextFieldView(
            model.fieldModel(.seenTime), name: Field.seenTime.rawValue, autocomplete: "off", maxLength: 5)
        hasTypedTime = model.hasTypedTime
        placeLabel = model.placeLabel
        placeHelp = model.placeHelp
        gpsTitle = model.gpsTitle
        gpsTestID = model.gpsAccessibilityID
        latitude = TextFieldView(model.fieldModel(.latitude), name: Field.latitude.rawValue, autocomplete: "off")
        longitude = TextFieldView(model.fieldModel(.longitude), name: Field.longitude.rawValue, autocomplete: "off")
        locationHelper = model.locationHelper
        map = model.placeMap
        placeSearch = PlaceSearchView(
            search: model.placeSearch, id: "sighting-place", near: model.placeMap.pin ?? model.centre,
            quickChoice: model.lastSeenChoice.map { ($0.label, "\($0.point.pair) \($0.label)") })
        note = TextAreaFieldView(model.noteModel, name: Field.note.rawValue)
        contact = [
            TextFieldView(model.fieldModel(.email), name: Field.email.rawValue, type: "email", autocomplete: "email"),
            TextFieldView(model.fieldModel(.phone), name: Field.phone.rawValue, type: "tel", autocomplete: "tel"),
        ]
        sendTitle = model.sendTitle
        outcome = FormOutcome(
            notice: sent ? Copy.Reaching.sightingSent : model.notice, isSent: sent || model.sent != nil,
            testID: TestIdentifiers.Reaching.sightingNotice, anchor: ReachingForm.sighting.outcomeAnchor,
            problems: Field.allCases.compactMap { field in model.problems[field].map { (field.rawValue, $0) } })
    }
}

/// "Contact the owner" as the report's page draws it, from `ContactOwnerForm` (the value its view model edits).
struct MessageFormView {
    let action: String
    let anchor = ReachingForm.message.anchor
    let title: String
    let explanation: String
    let warning: String
    let message: TextAreaFieldView
    let contact: [TextFieldView]
    let sendTitle: String
    let sendTestID = TestIdentifiers.Reaching.sendMessageButton
    let outcome: FormOutcome
    let testID = TestIdentifiers.Reaching.messageForm

    init(_ model: ContactOwnerForm, sent: Bool = false) {
        typealias Field = ContactOwnerForm.Field
        action = SitePath.message(.value(model.reportID)).path + "#" + ReachingForm.message.outcomeAnchor
        title = model.title
        explanation = model.explanation
        warning = model.scamWarning
        message = TextAreaFieldView(model.messageModel, name: Field.message.rawValue)
        contact = [
            TextFieldView(model.replyEmailModel, name: Field.replyEmail.rawValue, type: "email", autocomplete: "email"),
            TextFieldView(model.replyPhoneModel, name: Field.replyPhone.rawValue, type: "tel", autocomplete: "tel"),
        ]
        sendTitle = model.sendTitle
        outcome = FormOutcome(
            notice: sent ? Copy.Reaching.messageSent : model.notice, isSent: sent || model.isSent,
            testID: TestIdentifiers.Reaching.messageNotice, anchor: ReachingForm.message.outcomeAnchor,
            problems: model.problems.map { problem in
                // A missing way to answer names both fields: the link leads to the first.
                (
                    problem.field == CreateAnnouncementRequest.contactField ? Field.replyEmail.rawValue : problem.field,
                    problem.message
                )
            })
    }
}

/// What a form of the report's page says after a post (`form-outcome.mustache`): that it went, or why not.
struct FormOutcome {
    let notice: String?
    let isSent: Bool
    /// Refused: focus goes to the first field to fix.
    let hasProblems: Bool
    let testID: String
    /// Its element's id, which the form's post opens at (`ReachingForm.outcomeAnchor`).
    let anchor: String
    /// Each problem, linked to its field (by the field's name): the form's own error summary.
    let problems: [(name: String, message: String)]

    init(
        notice: String?, isSent: Bool, testID: String, anchor: String, problems: [(name: String, message: String)] = []
    ) {
        self.notice = notice
        self.isSent = isSent
        hasProblems = !isSent && notice != nil
        self.testID = testID
        self.anchor = anchor
        self.problems = isSent ? [] : problems
    }
}

/// The sightings on a report's page: a timeline, latest seen first, the latest `shown` of them.
struct SightingsView {
    static let shown = 20

    struct Item {
        let text: String
        let detail: String
    }

    let title = Copy.Reaching.sightingsTitle
    let items: [Item]
    let empty = Copy.Reaching.noSightings
    let testID = TestIdentifiers.Reaching.sightings
    let itemTestID = TestIdentifiers.Reaching.sighting

    init(_ rows: [OwnerInbox.Row]) {
        items = rows.map { Item(text: $0.text, detail: $0.detail) }
    }
}
