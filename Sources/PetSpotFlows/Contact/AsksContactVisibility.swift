import PetSpotDomain

/// A screen that asks "Who sees your phone and email?" (the wizards' contact steps, "Manage my
/// report"): the question's cards and the choice, written once here; each screen says only what
/// is chosen, its cards' identifiers, and where the choice is kept.
@MainActor
public protocol AsksContactVisibility: AnyObject {
    /// What is chosen now (`ContactVisibilityChoice.preselected` until the person chooses).
    var contactVisibility: ContactVisibility { get }
    /// The cards' identifiers on this screen.
    var contactVisibilityIDs: ContactVisibilityIdentifiers { get }
    /// Keeps `visibility` where the screen keeps its answers (the wizard's state, the owner's edit).
    func keepContactVisibility(_ visibility: ContactVisibility)
}

extension AsksContactVisibility {
    public var contactVisibilityModel: SelectorView.Model {
        ContactVisibilityChoice.model(contactVisibility, ids: contactVisibilityIDs)
    }

    public func chooseContactVisibility(_ visibility: ContactVisibility) {
        keepContactVisibility(visibility)
    }
}
