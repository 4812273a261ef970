import Foundation
import PetSpotDomain
import PetSpotFlows

/// One step's view model, made for one request: the posted form is applied to it, its intent
/// run, and the page rendered from it (so a toast or an alert it raised is shown).
@MainActor
enum WizardScreen {
    case microchip(MicrochipNumberViewModel)
    case photo(PhotoStepViewModel)
    case animalDetails(AnimalDetailsViewModel)
    case ownersDetails(OwnersDetailsViewModel)
    case contactInformation(ContactInformationViewModel)
    case completion(ReportCompletionViewModel)

    /// The screen of `flow`'s current step; `nil` for a closing screen not reached yet.
    static func current<State>(of flow: ReportFlow<State>, kind: WizardStepKind) -> WizardScreen? {
        switch kind {
        case .microchip: (flow as? ReportMissingPetFlow).map { .microchip($0.microchipViewModel()) }
        case .photo: .photo(flow.photoViewModel())
        case .animalDetails: .animalDetails(flow.animalDetailsViewModel())
        case .ownersDetails: (flow as? ReportMissingPetFlow).map { .ownersDetails($0.ownersDetailsViewModel()) }
        case .contactInformation:
            (flow as? ReportFoundPetFlow).map { .contactInformation($0.contactInformationViewModel()) }
        case .completion: flow.completionViewModel().map { .completion($0) }
        }
    }

    /// Applies the fields that differ from the form: an unchanged field is not "edited", so it shows no error yet.
    func apply(_ form: PostedForm, photoSaver: (PostedForm.File) -> PhotoSaveResult?) {
        switch self {
        case .microchip(let model):
            if let typed = form.text("microchip"), MicrochipNumber.digits(fromTyped: typed) != model.digits {
                model.editMicrochip(typed)
            }
        case .photo(let model):
            if let file = form.file, let saved = photoSaver(file) {
                model.photoPicked(
                    fileName: saved.fileName, mimeType: saved.mimeType, byteCount: saved.byteCount,
                    location: saved.location)
            }
        case .animalDetails(let model):
            model.apply(form)
        case .ownersDetails(let model):
            let current = model.form
            if let text = form.text("phone"), text != current.phone { model.editPhone(text) }
            if let text = form.text("email"), text != current.email { model.editEmail(text) }
            if let text = form.text("reward"), text != current.reward { model.editReward(text) }
            if let visibility = ContactVisibilityField.chosen(in: form) { model.chooseContactVisibility(visibility) }
        case .contactInformation(let model):
            let current = model.form
            if let text = form.text("phone"), text != current.phone { model.editPhone(text) }
            if let text = form.text("email"), text != current.email { model.editEmail(text) }
            if let text = form.text("caregiverPhone"), text != current.caregiverPhone { model.editCaregiverPhone(text) }
            if let text = form.text("currentAddress"), text != current.currentAddress { model.editCurrentAddress(text) }
            if let visibility = ContactVisibilityField.chosen(in: form) { model.chooseContactVisibility(visibility) }
        case .completion:
            break
        }
    }

    /// Continue (or Submit, or Try Again on the last step).
    func continueTapped() async {
        switch self {
        case .microchip(let model): model.continueTapped()
        case .photo(let model): model.continueTapped()
        case .animalDetails(let model): model.continueTapped()
        case .ownersDetails(let model): await model.continueTapped()
        case .contactInformation(let model): await model.submitTapped()
        case .completion(let model): model.closeTapped()
        }
    }
}

/// A photo the browser sent, written to the session's folder.
struct PhotoSaveResult {
    let fileName: String
    /// Judged from the bytes, so a renamed file is refused for what it is.
    let mimeType: String
    let byteCount: Int
    let location: String
}

extension PostedForm {
    /// A text field as typed; browsers send line breaks as CRLF.
    func text(_ name: String) -> String? {
        fields[name].map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
    }
}

extension AnimalDetailsViewModel {
    /// Applies the posted Animal description / Pet details fields, species before race.
    func apply(_ posted: PostedForm) {
        let current = form
        if let text = posted.text("date") { typeDate(text) }
        if ids.animalName != nil, let text = posted.text("petName"), text != current.petName { editPetName(text) }
        if ids.collarData != nil, let text = posted.text("collarData"), collarData(typed: text) != current.collarData {
            editCollarData(text)
        }
        if let text = posted.text("species") {
            let species = Species(rawValue: text)
            if species != current.species { selectSpecies(species) }
        }
        if let text = posted.text("race"), text != (form.otherRace != nil ? RaceChoice.other : form.race) {
            selectRace(text)
        }
        if let text = posted.text("otherRace"), form.otherRace != nil, text != form.otherRace { editOtherRace(text) }
        if let text = posted.text("gender"), let gender = Sex(rawValue: text), gender != current.gender {
            selectGender(gender)
        }
        if ids.age != nil, let text = posted.text("age"), text != current.ageText { editAge(text) }
        if let text = posted.text("latitude"), text != current.location.latitudeText { editLatitude(text) }
        if let text = posted.text("longitude"), text != current.location.longitudeText { editLongitude(text) }
        if let text = posted.text("description"), text != current.additionalDescription { editDescription(text) }
        if let text = posted.text("privateMark"), text != (current.privateMark ?? "") { editPrivateMark(text) }
    }
}
