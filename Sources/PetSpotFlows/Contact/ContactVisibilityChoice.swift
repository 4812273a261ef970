import PetSpotDomain

/// "Who sees your phone and email?": two cards, "Keep them private" preselected, with the one line
/// on why. The wizards' contact steps and "Manage my report" ask it the same way.
public enum ContactVisibilityChoice {
    /// What a new report starts with: a number on a public post is one scammers call.
    public static let preselected = ContactVisibility.private

    public static func model(_ chosen: ContactVisibility, ids: ContactVisibilityIdentifiers) -> SelectorView.Model {
        SelectorView.Model(
            label: Copy.ContactVisibility.label,
            options: [
                SelectorView.Option(
                    id: ContactVisibility.private.rawValue, title: Copy.ContactVisibility.keepPrivate,
                    isSelected: chosen == .private, accessibilityID: ids.keepPrivate),
                SelectorView.Option(
                    id: ContactVisibility.public.rawValue, title: Copy.ContactVisibility.showPublicly,
                    isSelected: chosen == .public, accessibilityID: ids.showPublicly),
            ],
            errorMessage: nil, accessibilityIDPrefix: ids.prefix, helperText: Copy.ContactVisibility.why
        )
    }
}
