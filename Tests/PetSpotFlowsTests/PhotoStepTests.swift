import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// The photo step: Found flow 1/3 "Upload photo" (seed 004, FR-005, FR-006, FR-017) and Missing
/// flow 2/4 "Pet Photo" (missing-flow-steps.md). A photo is required; a wrong file is refused with its reason.
@MainActor
@Suite("Photo step (Found 1/3, Missing 2/4)")
struct PhotoStepTests {
    let world = TestWorld()

    private func pickJPEG(_ photo: PhotoStepViewModel) {
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
    }

    // MARK: Copy and ids

    @Test(
        "FR-006 FR-017 Given the Found flow's step 1, then title, heading, body and the empty upload state say exactly the spec's words"
    )
    func foundCopy() {
        let photo = world.foundFlow().photoViewModel()
        #expect(photo.copy.screenTitle == "Upload photo")
        #expect(photo.copy.heading == "Upload photo")
        #expect(
            photo.copy.body == "Upload a clear photo of the pet you found. This helps the owner recognize them quickly."
        )
        #expect(photo.copy.emptyPrimary == "Tap to upload a photo")
        // Both wizards take the same photos: one hint (seed 004 said "PNG or JPG up to 10 MB", which refused nothing it named and hid HEIC).
        #expect(photo.copy.emptySecondary == "JPEG, PNG, HEIC, GIF, WEBP • Max 10MB")
        #expect(Copy.Common.continueButton == "Continue")
        #expect(photo.progressText == "1/3")
    }

    @Test("Given the Missing flow's step 2, then it uses the Pet Photo copy and progress 2/4")
    func missingCopy() {
        let flow = world.missingFlow()
        flow.open(at: .photo)
        let photo = flow.photoViewModel()
        #expect(photo.copy.screenTitle == "Pet Photo")
        #expect(photo.copy.heading == "Your pet's photo")
        #expect(photo.copy.body == "Please upload a photo of the missing animal.")
        #expect(photo.copy.emptyPrimary == "Upload animal photo")
        #expect(photo.copy.emptySecondary == "JPEG, PNG, HEIC, GIF, WEBP • Max 10MB")
        #expect(photo.progressText == "2/4")
    }

    @Test("Given the Missing flow's photo step, then its ids are animalPhoto.*")
    func missingIds() {
        let flow = world.missingFlow()
        flow.open(at: .photo)
        let ids = flow.photoViewModel().ids
        #expect(ids.browse == "animalPhoto.browse")
        #expect(ids.confirmationCard == "animalPhoto.confirmationCard")
        #expect(ids.remove == "animalPhoto.remove")
        #expect(ids.continueButton == "animalPhoto.continue")
        #expect(ids.toast == "animalPhoto.toast")
    }

    @Test("Given the Found flow's photo step, then every id is its own reportFoundPet.photo.* (not the Missing flow's)")
    func foundIds() {
        let ids = world.foundFlow().photoViewModel().ids
        #expect(ids.all.count == 6)
        #expect(ids.all.allSatisfy { $0.hasPrefix("reportFoundPet.photo.") }, "\(ids.all)")
        #expect(Set(ids.all).isDisjoint(with: PhotoStepIdentifiers.missing.all))
    }

    // MARK: Photo required (FR-005)

    @Test("FR-005 Given no photo, when Continue is tapped, then the toast says 'Photo is mandatory' and step 1 stays")
    func continueWithoutPhotoShowsToast() {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        #expect(photo.photo == nil)
        #expect(photo.toast == nil)
        photo.continueTapped()
        #expect(photo.toast?.message == "Photo is mandatory")
        #expect(photo.toast?.accessibilityID == "reportFoundPet.photo.toast")
        #expect(flow.step == .photo)
        #expect(flow.progressText == "1/3")
    }

    @Test(
        "Given the Missing flow without a photo, when Continue is tapped, then the toast uses the animalPhoto id and step 2 stays"
    )
    func missingContinueWithoutPhoto() {
        let flow = world.missingFlow()
        flow.open(at: .photo)
        let photo = flow.photoViewModel()
        photo.continueTapped()
        #expect(photo.toast?.message == "Photo is mandatory")
        #expect(photo.toast?.accessibilityID == "animalPhoto.toast")
        #expect(flow.step == .photo)
    }

    @Test(
        "FR-005 Given a JPEG is picked, then it is kept with name and size, the toast goes, and Continue opens Pet details"
    )
    func validPhotoAcceptedAndContinues() throws {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        photo.continueTapped()
        #expect(photo.toast != nil)
        pickJPEG(photo)
        let picked = try #require(photo.photo)
        #expect(picked.fileName == "rex.jpg")
        #expect(picked.type == .jpeg)
        #expect(picked.byteCount == 2_400_000)
        #expect(picked.displayedSize == "2.4 MB")
        #expect(photo.toast == nil)
        #expect(photo.helperMessage == nil)
        #expect(flow.state.photo == picked)
        photo.continueTapped()
        #expect(flow.step == .petDetails)
    }

    @Test(
        "FR-005 Given an accepted photo, when a PDF is picked, then it is refused with a message saying why and the photo is kept"
    )
    func pdfRefusedKeepsPreviousPhoto() {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.photoPicked(
            fileName: "vet-record.pdf", mimeType: "application/pdf", byteCount: 300_000, location: "/tmp/vet-record.pdf"
        )
        #expect(photo.helperMessage == Copy.Photo.unsupportedType("vet-record.pdf"))
        #expect(photo.helperMessage?.contains("isn't a supported image") == true)
        #expect(photo.photo?.fileName == "rex.jpg")
        photo.continueTapped()
        #expect(flow.step == .petDetails)
    }

    @Test(
        "FR-005 Given an accepted photo, when an 11 MB image is picked, then it is refused saying it is too large and the photo is kept"
    )
    func tooLargeRefusedKeepsPreviousPhoto() {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.photoPicked(
            fileName: "huge.jpg", mimeType: "image/jpeg", byteCount: 11_000_000, location: "/tmp/huge.jpg")
        #expect(
            photo.helperMessage
                == "huge.jpg is larger than 10 MB. Choose a smaller photo, or make this one smaller first.")
        #expect(photo.photo?.fileName == "rex.jpg")
    }

    @Test(
        "FR-005 Given no photo, when a refused file is picked, then there is still no photo and Continue still refuses")
    func refusedFileWithoutPhotoStillBlocks() {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        photo.photoPicked(fileName: "notes.txt", mimeType: "text/plain", byteCount: 1_000, location: "/tmp/notes.txt")
        #expect(photo.photo == nil)
        #expect(photo.helperMessage == Copy.Photo.unsupportedType("notes.txt"))
        photo.continueTapped()
        #expect(photo.toast?.message == "Photo is mandatory")
        #expect(flow.step == .photo)
    }

    @Test(
        "Given a picked file's size, then up to 10 MB is accepted and anything larger refused",
        arguments: [(10_000_000, true), (10_000_001, false), (1, true)])
    func tenMegabyteBoundary(byteCount: Int, accepted: Bool) {
        let photo = world.foundFlow().photoViewModel()
        photo.photoPicked(fileName: "cat.png", mimeType: "image/png", byteCount: byteCount, location: "/tmp/cat.png")
        #expect((photo.photo != nil) == accepted)
        #expect((photo.helperMessage == nil) == accepted)
    }

    @Test("Given an empty file, then it is refused with 'This file is empty. Choose another photo.'")
    func emptyFileRefused() {
        let photo = world.foundFlow().photoViewModel()
        photo.photoPicked(fileName: "blank.jpg", mimeType: "image/jpeg", byteCount: 0, location: "/tmp/blank.jpg")
        #expect(photo.photo == nil)
        #expect(photo.helperMessage == "This file is empty. Choose another photo.")
    }

    @Test(
        "Given supported images, then PNG, HEIC, GIF and WEBP are accepted, by MIME type or by file name when there is none",
        arguments: [
            ("a.png", "image/png", PhotoType.png), ("b.heic", "image/heic", .heic), ("c.gif", "image/gif", .gif),
            ("d.webp", "image/webp", .webp), ("e.PNG", nil, .png), ("f.jpeg", nil, .jpeg),
        ] as [(String, String?, PhotoType)])
    func supportedTypesAccepted(fileName: String, mimeType: String?, type: PhotoType) {
        let photo = world.foundFlow().photoViewModel()
        photo.photoPicked(fileName: fileName, mimeType: mimeType, byteCount: 500_000, location: "/tmp/\(fileName)")
        #expect(photo.photo?.type == type)
    }

    @Test("Given a refusal message, when a valid photo is then picked, then the message goes")
    func validPickClearsRefusal() {
        let photo = world.foundFlow().photoViewModel()
        photo.photoPicked(fileName: "vet.pdf", mimeType: "application/pdf", byteCount: 1_000, location: "/tmp/vet.pdf")
        #expect(photo.helperMessage != nil)
        pickJPEG(photo)
        #expect(photo.helperMessage == nil)
        #expect(photo.photo != nil)
    }

    // MARK: Picker cancelled, remove

    @Test(
        "Given no photo, when the picker is cancelled, then the hint 'Select a photo to continue – you can browse again anytime.' shows"
    )
    func cancelledPickerWithoutPhotoShowsHint() {
        let photo = world.foundFlow().photoViewModel()
        #expect(photo.helperMessage == nil)
        photo.pickerCancelled()
        #expect(photo.helperMessage == "Select a photo to continue – you can browse again anytime.")
        #expect(photo.photo == nil)
    }

    @Test("Given a photo, when the picker is cancelled, then no hint shows and the photo is kept")
    func cancelledPickerWithPhotoKeepsIt() {
        let photo = world.foundFlow().photoViewModel()
        pickJPEG(photo)
        photo.pickerCancelled()
        #expect(photo.helperMessage == nil)
        #expect(photo.photo?.fileName == "rex.jpg")
    }

    @Test(
        "Given a photo, when it is removed, then there is no photo (also in the saved draft) and Continue refuses again"
    )
    func removeClearsPhoto() throws {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.removePhoto()
        #expect(photo.photo == nil)
        #expect(flow.state.photo == nil)
        let saved = try #require(world.drafts.drafts.get()[.foundPetReport])
        #expect(try JSONDecoder().decode(ReportFoundPetFlowState.self, from: saved).photo == nil)
        photo.continueTapped()
        #expect(photo.toast?.message == "Photo is mandatory")
        #expect(flow.step == .photo)
    }

    @Test("Given the toast, when dismissed, then it goes")
    func toastDismisses() throws {
        let photo = world.foundFlow().photoViewModel()
        photo.continueTapped()
        photo.dismissToast(try #require(photo.toast))
        #expect(photo.toast == nil)
    }

    @Test(
        "Given a toast replaced by another, when the first one's time is up, then the new one stays; its own time dismisses it"
    )
    func replacedToastStays() {
        var toast: ToastModel? = ToastModel(message: "First", accessibilityID: "t")
        let first = toast!
        toast = ToastModel(message: "Second", accessibilityID: "t")
        toast.dismiss(first)
        #expect(toast?.message == "Second")
        toast.dismiss(ToastModel(message: "Second", accessibilityID: "t"))
        #expect(toast == nil)
    }

    // MARK: Header button

    @Test(
        "FR-004 Given the Found flow's step 1, when its header button (close) is used, then the whole flow is cancelled"
    )
    func foundStepOneBackCancels() {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.backTapped()
        #expect(flow.isClosed)
        #expect(flow.state.photo == nil)
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)
    }

    @Test("Given the Missing flow's step 2, when Back is used, then it returns to step 1 keeping the photo")
    func missingStepTwoBackGoesToMicrochip() {
        let flow = world.missingFlow()
        flow.open(at: .photo)
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.backTapped()
        #expect(flow.step == .microchip)
        #expect(!flow.isClosed)
        #expect(flow.state.photo?.fileName == "rex.jpg")
    }
}
