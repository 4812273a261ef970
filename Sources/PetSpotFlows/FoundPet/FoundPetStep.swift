/// The Found-pet wizard's screens, in order (seed 004: exactly three steps, then a confirmation).
public enum FoundPetStep: Int, WizardStep {
    case photo = 1
    case petDetails
    case contactInfo
    case confirmation

    public static let countedSteps = 3
}
