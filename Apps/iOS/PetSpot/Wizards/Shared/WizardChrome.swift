/// What a wizard's header takes from its flow rather than from the step's view model: the progress
/// badge's identifier and the leading button's identifier and glyph.
struct WizardChrome {
    let progressAccessibilityID: String
    let backAccessibilityID: String
    let leadingButton: WizardHeader.LeadingButton
}
