import PetSpotDomain

/// The Found-pet wizard: 1/3 Upload photo, 2/3 Pet details, 3/3 Contact information, then a
/// confirmation with the management password (a finder needs it to remove their report).
public typealias ReportFoundPetFlow = ReportFlow<ReportFoundPetFlowState>

/// The Found flow's step 2 view model.
public typealias PetDetailsViewModel = AnimalDetailsViewModel

extension ReportFlow where State == ReportFoundPetFlowState {
    public var progressAccessibilityID: String { TestIdentifiers.ReportFoundPet.progressIndicator }
    /// Step 1 shows a close button (cancels the flow); later steps a back button.
    public var backAccessibilityID: String {
        step.isFirst ? TestIdentifiers.ReportFoundPet.closeButton : TestIdentifiers.ReportFoundPet.backButton
    }

    public func petDetailsViewModel() -> PetDetailsViewModel { animalDetailsViewModel() }
    public func contactInformationViewModel() -> ContactInformationViewModel { ContactInformationViewModel(flow: self) }
    public func confirmationViewModel() -> ReportCompletionViewModel? { completionViewModel() }
}
