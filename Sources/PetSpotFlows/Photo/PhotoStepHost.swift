import PetSpotDomain

/// The wizard a photo step lives in.
@MainActor
public protocol PhotoStepHost: AnyObject {
    var photo: PhotoReference? { get set }
    var photoProgressText: String? { get }
    func photoStepCompleted()
    /// Back (Missing step 2) or close (Found step 1, which cancels the flow).
    func goBack()
}
