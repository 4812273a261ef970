import PetSpotFlows

extension WizardChrome {
    /// The chrome of `step`: a first step's leading button closes the wizard (the flow's `goBack` cancels there).
    init<Step: WizardStep>(step: Step, progressAccessibilityID: String, backAccessibilityID: String) {
        self.init(
            progressAccessibilityID: progressAccessibilityID,
            progressAccessibilityLabel: step.progressAccessibilityLabel,
            backAccessibilityID: backAccessibilityID,
            leadingButton: step.isFirst ? .close : .back)
    }
}
