import PetSpotFlows
import SwiftUI

/// The Missing-pet wizard: shows the screen of `flow.step` and dismisses itself once the flow is closed.
struct MissingPetFlowView: View {
    @State var flow: ReportMissingPetFlow

    var body: some View {
        screen.wizardLifecycle(isClosed: flow.isClosed, saveDraft: { flow.saveDraft() })
    }

    @ViewBuilder private var screen: some View {
        switch flow.step {
        case .microchip:
            MicrochipNumberScreen(model: flow.microchipViewModel(), chrome: chrome)
        case .photo:
            PhotoStepScreen(model: flow.photoViewModel(), chrome: chrome)
        case .animalDescription:
            AnimalDetailsScreen(model: flow.animalDescriptionViewModel(), chrome: chrome)
        case .ownersDetails:
            OwnersDetailsScreen(model: flow.ownersDetailsViewModel(), chrome: chrome)
        case .summary:
            if let summary = flow.summaryViewModel() {
                ReportCompletionScreen(model: summary)
            }
        }
    }

    private var chrome: WizardChrome {
        WizardChrome(
            step: flow.step, progressAccessibilityID: flow.progressAccessibilityID,
            backAccessibilityID: flow.backAccessibilityID)
    }
}
