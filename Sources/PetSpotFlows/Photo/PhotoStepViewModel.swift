import Observation
import PetSpotDomain

/// The photo step: Missing flow 2/4 "Pet Photo", Found flow 1/3 "Upload photo". A photo is required.
@Observable @MainActor
public final class PhotoStepViewModel {
    public let copy: PhotoStepCopy
    public let ids: PhotoStepIdentifiers
    /// Why the last pick was not kept, or the hint after a cancelled picker.
    public private(set) var helperMessage: String?
    public private(set) var toast: ToastModel?

    private let host: any PhotoStepHost

    public init(host: any PhotoStepHost, copy: PhotoStepCopy, ids: PhotoStepIdentifiers) {
        self.host = host
        self.copy = copy
        self.ids = ids
    }

    public var photo: PhotoReference? { host.photo }
    public var progressText: String? { host.photoProgressText }
    /// Continue stays tappable: without a photo it explains, with the toast, why it cannot go on.
    public var isContinueEnabled: Bool { true }

    /// A file the person picked: kept when it is a supported image of at most 10 MB, else refused with the reason.
    public func photoPicked(fileName: String, mimeType: String?, byteCount: Int, location: String) {
        switch PhotoRule.accept(fileName: fileName, mimeType: mimeType, byteCount: byteCount, location: location) {
        case .success(let photo):
            host.photo = photo
            helperMessage = nil
            toast = nil
        case .failure(let problem):
            helperMessage = problem.message
        }
    }

    public func pickerCancelled() {
        if host.photo == nil {
            helperMessage = Copy.MissingPet.AnimalPhoto.afterCancelledPicker
        }
    }

    public func removePhoto() {
        host.photo = nil
    }

    public func continueTapped() {
        guard host.photo != nil else {
            toast = ToastModel(message: Copy.Common.photoIsMandatory, accessibilityID: ids.toast)
            return
        }
        host.photoStepCompleted()
    }

    public func backTapped() {
        host.goBack()
    }

    /// `shown` has been on screen long enough (`Optional<ToastModel>.dismiss`).
    public func dismissToast(_ shown: ToastModel) {
        toast.dismiss(shown)
    }
}
