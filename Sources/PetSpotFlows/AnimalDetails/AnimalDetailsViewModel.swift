import Foundation
import Observation
import PetSpotDomain

/// The animal details screen: Missing flow step 3/4 "Animal description" and Found flow
/// step 2/3 "Pet details". One screen logic, two rule sets (`AnimalDetailsVariant`).
///
/// Values live in the host's form (so Back, relaunch and drafts keep them); only what is
/// momentary (a toast, a GPS request under way, an alert) lives here.
@Observable @MainActor
public final class AnimalDetailsViewModel {
    public let variant: AnimalDetailsVariant
    public let copy: AnimalDetailsCopy
    public let ids: AnimalDetailsIdentifiers

    /// A future date that was refused; the previous date stays.
    public private(set) var dateError: String?
    /// The date field's text while it is not a date that can be picked (see `typeDate`).
    public private(set) var typedDate: String?
    public private(set) var toast: ToastModel?
    public internal(set) var isRequestingLocation = false
    public internal(set) var permissionAlert: AlertModel?
    /// The last GPS attempt's failure, shown under the coordinates until they change.
    public internal(set) var gpsFailureText: String?
    /// The place found by name (momentary: the form keeps the point it gave).
    public var placeSearch: PlaceSearch

    let host: any AnimalDetailsHost

    /// `ids`: the screen's own identifiers, where it is not the wizard's step (they also decide
    /// which optional fields it shows); the variant's step by default.
    public init(host: any AnimalDetailsHost, variant: AnimalDetailsVariant, ids: AnimalDetailsIdentifiers? = nil) {
        self.host = host
        self.variant = variant
        self.copy = variant == .missing ? .missing : .found
        self.ids = ids ?? (variant == .missing ? .missing : .found)
        placeSearch = PlaceSearch(ids: self.ids.placeSearch)
    }

    // MARK: Values

    public var form: AnimalDetailsForm { host.animalDetails }
    public var taxonomy: SpeciesTaxonomy { host.taxonomy.taxonomy }
    public var today: CalendarDate { host.today }
    public var progressText: String? { host.animalDetailsProgressText }

    /// Every current problem, shown or not.
    public var validationErrors: [ValidationError] { form.validationErrors(variant: variant, today: today) }

    /// The message under `field`, once the person changed it or tried to continue.
    public func errorMessage(for field: AnimalDetailsForm.Field) -> String? {
        if field == .date, let dateError { return dateError }
        return form.visibility.message(for: field.rawValue, in: validationErrors)
    }

    /// Continue is on only when every required value is there and valid, no refused date is waiting to be
    /// corrected, and a species list is available.
    public var isContinueEnabled: Bool { validationErrors.isEmpty && dateError == nil && host.taxonomy.isAvailable }

    /// The races the race dropdown offers: the chosen species' only; none before a species is chosen.
    public var availableRaces: [String] { form.species.map(taxonomy.breeds(of:)) ?? [] }

    public var isRaceEnabled: Bool { form.species != nil }

    public var offlineBanner: BannerModel? { host.taxonomy.offlineBanner(accessibilityID: ids.offlineBanner) }

    // MARK: Intents

    /// Picks a date; a day after today is refused with an inline message and the previous date kept.
    public func selectDate(_ date: CalendarDate) {
        typedDate = nil
        if let problem = date.lastSeenProblem(today: today) {
            dateError = problem.message
            return
        }
        dateError = nil
        edit(.date) { $0.date = date }
    }

    /// A date typed where it is a text box (the web page; the app has a picker): read as
    /// DD/MM/YYYY. Text that is no date, or a refused day, stays in the box as typed, with its
    /// message, and the previous date is kept.
    public func typeDate(_ text: String) {
        guard let date = CalendarDate(typed: text) else {
            typedDate = text
            dateError = Copy.Validation.dateFormat
            return
        }
        if date == form.date {
            typedDate = nil
            dateError = nil
            return
        }
        selectDate(date)
        if dateError != nil { typedDate = text }
    }

    /// The "Animal name": any text, kept as typed; trimmed when sent (seed 002).
    public func editPetName(_ text: String) {
        edit(.petName) { $0.petName = text }
    }

    /// "Collar data" (a found pet's): a chip number or the collar's words (`CollarData`);
    /// "Microchip number" (a missing pet's, on "Manage my report"): digits only, at most 15.
    /// Either is shown as kept: a number formatted `00000-00000-00000`.
    public func editCollarData(_ text: String) {
        let typed = collarData(typed: text)
        edit(.collarData) { form in
            switch typed {
            case .chip(let digits):
                form.collarDigits = digits
                form.collarWords = nil
            case .words(let words):
                form.collarDigits = ""
                form.collarWords = words
            }
        }
    }

    /// What "Collar data" keeps of `text` on this screen.
    public func collarData(typed text: String) -> CollarData {
        acceptsCollarWords ? CollarData(typed: text) : .chip(MicrochipNumber.digits(fromTyped: text))
    }

    /// Chooses a species; a different species clears the race, which belonged to the old one.
    public func selectSpecies(_ species: Species?) {
        edit(.species) { form in
            if form.species != species {
                form.race = ""
                form.otherRace = nil
            }
            form.species = species
        }
    }

    /// Chooses a race of the chosen species, or "Other / not listed" (`RaceChoice.other`), which
    /// asks for the breed in the person's words; anything else (no species yet, another species' race) is ignored.
    public func selectRace(_ race: String) {
        if race == RaceChoice.other, isRaceEnabled {
            edit(.race) { form in
                form.race = ""
                form.otherRace = form.otherRace ?? ""
            }
            return
        }
        guard race.isEmpty || availableRaces.contains(race) else { return }
        edit(.race) { form in
            form.race = race
            form.otherRace = nil
        }
    }

    /// The breed typed under "Other / not listed"; text past the breed's limit is kept, and said to be too long.
    public func editOtherRace(_ text: String) {
        guard form.otherRace != nil else { return }
        edit(.otherRace) { $0.otherRace = text }
    }

    public func selectGender(_ gender: Sex) {
        edit(.gender) { $0.gender = gender }
    }

    public func editAge(_ text: String) {
        edit(.age) { $0.ageText = text }
    }

    public func editLatitude(_ text: String) {
        let now = host.environment.wallClock.now
        gpsFailureText = nil
        edit(.latitude) { $0.location.editLatitude(text, at: now) }
    }

    public func editLongitude(_ text: String) {
        let now = host.environment.wallClock.now
        gpsFailureText = nil
        edit(.longitude) { $0.location.editLongitude(text, at: now) }
    }

    /// Text past 500 characters is ignored; the rest of the form is untouched.
    public func editDescription(_ text: String) {
        // Kept whole: a description past 500 characters is shown over (its counter red, the rules'
        // error), never cut unseen: a paste cut at 500 lost its last line ("Don't chase her, call").
        edit(.description) { $0.additionalDescription = text }
    }

    /// Kept whole, as the description is; the rules name a mark past 200 characters.
    public func editPrivateMark(_ text: String) {
        edit(.privateMark) { $0.privateMark = text }
    }

    /// Continue: moves on when valid (Missing flow: emits `missing_pet.step3_completed`);
    /// otherwise reveals every problem inline and shows the validation toast.
    public func continueTapped() {
        guard isContinueEnabled else {
            revealProblems()
            return
        }
        if variant == .missing {
            host.environment.analytics.track(.missingPetStep3Completed)
        }
        host.animalDetailsCompleted()
    }

    public func backTapped() {
        host.goBack()
    }

    /// Shows every problem under its field, and the toast that says to correct them.
    func revealProblems() {
        host.animalDetails.visibility.markAttempted()
        showToast(Copy.Common.validationToast)
    }

    /// `shown` has been on screen long enough (`Optional<ToastModel>.dismiss`).
    public func dismissToast(_ shown: ToastModel) {
        toast.dismiss(shown)
    }

    func showToast(_ message: String) {
        toast = ToastModel(message: message, accessibilityID: ids.toast)
    }

    /// Tries the server's species list again (the offline banner's action).
    public func retryTaxonomy() async {
        await host.taxonomy.refresh()
    }

    func edit(_ field: AnimalDetailsForm.Field, _ change: (inout AnimalDetailsForm) -> Void) {
        var form = host.animalDetails
        change(&form)
        form.visibility.touch(field.rawValue)
        form.lastUpdated = host.environment.wallClock.now
        host.animalDetails = form
    }
}
