/// The button a wizard form was sent with (`<button name="intent">`).
enum WizardIntent: String {
    /// `discard`: Cancel, confirmed (the script's dialog, or the step's own question without it).
    /// `findPlace`: Find beside the place's name; `choosePlace`: one of the places found.
    case `continue`, back, cancel, discard, close, removePhoto, gps, retryTaxonomy, refresh, dismiss, retry
    case findPlace, choosePlace

    /// Enter in a field sends the form's first button, which is Continue; a form without one means Continue too.
    init(_ form: PostedForm) {
        if form.fields[PlaceSearchView.choiceField] != nil {
            self = .choosePlace
            return
        }
        self = WizardIntent(rawValue: form.intent) ?? .continue
    }

    /// Continue, Submit or Try Again: a page shown again after one of these could not go on (422).
    var triesToMoveOn: Bool { self == .continue || self == .retry }
}
