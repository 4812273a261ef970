import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The Found-pet wizard: shows the screen of `flow.step` and dismisses itself once the flow is closed.
struct FoundPetFlowView: View {
    @State var flow: ReportFoundPetFlow
    @State private var showsGuide = false

    var body: some View {
        screen.wizardLifecycle(isClosed: flow.isClosed, saveDraft: { flow.saveDraft() })
    }

    @ViewBuilder private var screen: some View {
        switch flow.step {
        case .photo:
            VStack(spacing: 0) {
                // "Found a pet? What to do now", before anything is asked.
                Button(Copy.FinderGuide.link) { showsGuide = true }
                    .accessibilityIdentifier(TestIdentifiers.FinderGuide.wizardLink)
                PhotoStepScreen(model: flow.photoViewModel(), chrome: chrome)
            }
            .sheet(isPresented: $showsGuide) { FinderGuideScreen(model: flow.finderGuideViewModel()) }
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
