import Foundation
import PetSpotDomain

/// What the person entered on an animal details screen, exactly as typed, so Back and a
/// relaunch restore it. Validation is a pure function of this value.
public struct AnimalDetailsForm: Hashable, Sendable, Codable {
    /// The form's fields; their raw values name them in `ValidationError.field`.
    public enum Field: String, CaseIterable, Sendable {
        case date, petName, collarData, species, race, otherRace, gender, age, latitude, longitude, description
        case privateMark
    }

    public var date: CalendarDate
    /// Missing flow only: the "Animal name" as typed (seed 002).
    public var petName = ""
    /// The microchip number, digits only: "Collar data" when a number was typed there (Found flow),
    /// "Microchip number" on "Manage my report" of a missing pet.
    public var collarDigits = ""
    /// Found flow: "Collar data" when words were typed there (`CollarData`); optional, so drafts
    /// saved before it still open.
    public var collarWords: String?
    public var species: Species?
    /// The race (Missing) or breed (Found), one of the species' list.
    public var race = ""
    /// Set when "Other / not listed" is chosen: the breed in the person's words (seed 003 makes race
    /// free text; the list helps and never blocks). Optional, so drafts saved before it still open.
    public var otherRace: String?
    public var gender: Sex?
    /// Missing flow only.
    public var ageText = ""
    public var location = LocationFields()
    public var additionalDescription = ""
    /// "Something only you know": kept back from the report, to ask anyone who claims the pet.
    /// Optional, so drafts saved before it still open.
    public var privateMark: String?
    public var visibility = FieldErrorVisibility()
    /// When the person last changed anything here (seed 000's metadata).
    public var lastUpdated: Date?

    public init(date: CalendarDate) {
        self.date = date
    }

    /// Every problem of this form under `variant`'s rules, `today` being the person's today.
    public func validationErrors(variant: AnimalDetailsVariant, today: CalendarDate) -> [ValidationError] {
        var errors: [ValidationError] = []
        func report(_ field: Field, _ code: ValidationError.Code, _ message: String) {
            errors.append(ValidationError(field: field.rawValue, code: code, message: message))
        }
        if let problem = date.lastSeenProblem(today: today) { errors.append(problem.on(Field.date.rawValue)) }
        if species == nil { report(.species, .missingValue, Copy.Validation.missingSpecies) }
        if variant.hasPetName,
            let problem = TextLimit.problem(
                with: petName.trimmingCharacters(in: .whitespacesAndNewlines), limit: TextLimit.petName)
        {
            errors.append(problem.on(Field.petName.rawValue))
        }
        if let otherRace {
            let text = otherRace.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty, variant.isRaceRequired {
                report(.otherRace, .missingValue, Copy.Validation.missingOtherRace)
            } else if let problem = TextLimit.problem(with: text, limit: TextLimit.breed) {
                errors.append(problem.on(Field.otherRace.rawValue))
            }
        } else if race.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, variant.isRaceRequired {
            report(.race, .missingValue, Copy.Validation.missingRace)
        }
        if gender == nil {
            report(
                .gender, .missingValue, variant == .missing ? Copy.Validation.missingGender : Copy.Validation.missingSex
            )
        }
        if variant == .missing, case .failure(let problem) = AnimalAge.parse(ageText) {
            errors.append(problem.on(Field.age.rawValue))
        }
        if let problem = TextLimit.problem(
            with: additionalDescription.trimmingCharacters(in: .whitespacesAndNewlines), limit: TextLimit.description)
        {
            errors.append(problem.on(Field.description.rawValue))
        }
        if let privateMark, let problem = PrivateMark.problem(with: privateMark) {
            errors.append(problem.on(Field.privateMark.rawValue))
        }
        if case .invalid(let latError, let longError) = location.validate(required: variant.isLocationRequired) {
            if let latError { report(.latitude, .invalidFormat, latError) }
            if let longError { report(.longitude, .invalidFormat, longError) }
        }
        return errors
    }

    /// "Collar data" as the field holds it: the words typed, else the chip number.
    public var collarData: CollarData {
        collarWords.map(CollarData.words) ?? .chip(collarDigits)
    }

    /// The race or breed to send: the one chosen from the list, or the one typed under "Other / not listed".
    public var chosenRace: String {
        (otherRace ?? race).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The species option chosen, from `taxonomy`.
    public func speciesOption(in taxonomy: SpeciesTaxonomy) -> SpeciesTaxonomyOption? {
        species.flatMap(taxonomy.option(for:))
    }
}
