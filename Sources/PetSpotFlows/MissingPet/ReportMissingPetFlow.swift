import PetSpotDomain

/// The Missing-pet wizard: 1/4 Microchip number, 2/4 Pet Photo, 3/4 Animal description,
/// 4/4 Owner's details, then the summary with the management password.
public typealias ReportMissingPetFlow = ReportFlow<ReportMissingPetFlowState>

/// The seed's name for the Missing flow's step 3 view model.
public typealias AnimalDescriptionViewModel = AnimalDetailsViewModel

extension ReportFlow where State == ReportMissingPetFlowState {
    public var progressAccessibilityID: String { TestIdentifiers.ReportMissingPet.progressIndicator }
    public var backAccessibilityID: String { TestIdentifiers.ReportMissingPet.backButton }

    public func microchipViewModel() -> MicrochipNumberViewModel { MicrochipNumberViewModel(flow: self) }
    public func animalDescriptionViewModel() -> AnimalDescriptionViewModel { animalDetailsViewModel() }
    public func ownersDetailsViewModel() -> OwnersDetailsViewModel { OwnersDetailsViewModel(flow: self) }
    public func summaryViewModel() -> ReportCompletionViewModel? { completionViewModel() }
}
