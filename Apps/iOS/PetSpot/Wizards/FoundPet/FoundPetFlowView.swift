import PetSpotFlows
import SwiftUI

/// The Found-pet wizard: shows the screen of `flow.step` and dismisses itself once the flow is closed.
struct FoundPetFlowView: View {
    @State var flow: ReportFoundPetFlow

    var body: some View {
        screen.wizardLifecycle(isClosed: flow.isClosed, saveDraft: { flow.saveDraft() })
    }

    @ViewBuilder private var screen: some View {
        switch flow.step {
        case .photo:
            PhotoStepScreen(model: flow.photoViewModel(), chrome: chrome)
        case .petDetails:
            AnimalDetailsScreen(model: flow.petDetailsViewModel(), chrome: chrome)
        case .contactInfo:
            ContactInformationScreen(model: flow.contactInformationViewModel(), chrome: chrome)
        case .confirmation:
            if let confirmation = flow.confirmationViewModel() {
                ReportCompletionScreen(model: confirmation)
            }
        }
    }

    private var chrome: WizardChrome {
        WizardChrome(
            step: flow.step, progressAccessibilityID: flow.progressAccessibilityID,
            backAccessibilityID: flow.backAccessibilityID)
    }
}
