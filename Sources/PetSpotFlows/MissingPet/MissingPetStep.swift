/// The Missing-pet wizard's screens, in order.
public enum MissingPetStep: Int, WizardStep {
    case microchip = 1
    case photo
    case animalDescription
    case ownersDetails
    case summary

    public static let countedSteps = 4
}
