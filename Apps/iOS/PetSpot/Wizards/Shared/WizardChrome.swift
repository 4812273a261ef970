/// What a wizard's header takes from its flow rather than from the step's view model: the progress
/// badge's identifier and spoken label, and the leading button's identifier and glyph.
struct WizardChrome {
    let progressAccessibilityID: String
    let progressAccessibilityLabel: String?
    let backAccessibilityID: String
    let leadingButton: WizardHeader.LeadingButton
}

extension WizardChrome {
    /// The header of a step titled `title`; the leading button calls `onLeading` and carries
    /// `leadingAccessibilityID` (the flow's back identifier unless the step names its own).
    func header(
        title: String, progressText: String?, leadingAccessibilityID: String? = nil,
        onLeading: @escaping @MainActor () -> Void
    ) -> WizardHeader {
        WizardHeader(
            title: title, progressText: progressText, progressAccessibilityID: progressAccessibilityID,
            progressAccessibilityLabel: progressAccessibilityLabel,
            leadingButton: leadingButton, leadingAccessibilityID: leadingAccessibilityID ?? backAccessibilityID,
            onLeading: onLeading)
    }
}
