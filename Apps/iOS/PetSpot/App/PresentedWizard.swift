import PetSpotFlows

/// The wizard shown full-screen over the tabs, if any; a new flow each time (it restores the draft).
enum PresentedWizard: Identifiable {
    case missing(ReportMissingPetFlow)
    case found(ReportFoundPetFlow)

    var id: ObjectIdentifier {
        switch self {
        case .missing(let flow): ObjectIdentifier(flow)
        case .found(let flow): ObjectIdentifier(flow)
        }
    }
}
