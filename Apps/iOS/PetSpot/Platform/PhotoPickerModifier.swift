import PetSpotFlows
import PhotosUI
import SwiftUI

extension View {
    /// Presents the system photo picker while `isPresented`; a picked image is saved (`PickedPhotoStore`) and
    /// handed to `model.photoPicked`, a dismissal without a pick to `model.pickerCancelled`.
    func photoPicker(isPresented: Binding<Bool>, model: PhotoStepViewModel) -> some View {
        modifier(PhotoPickerModifier(isPresented: isPresented, model: model))
    }
}

private struct PhotoPickerModifier: ViewModifier {
    @Binding var isPresented: Bool
    let model: PhotoStepViewModel
    @State private var item: PhotosPickerItem?
    private let store = PickedPhotoStore(files: .applicationSupport())

    func body(content: Content) -> some View {
        content
            // `.current` keeps the original bytes, so the type the picker declares is the type uploaded.
            .photosPicker(
                isPresented: $isPresented, selection: $item, matching: .images, preferredItemEncoding: .current,
                photoLibrary: .shared()
            )
            .onChange(of: isPresented) { _, presented in
                if !presented, item == nil { model.pickerCancelled() }
            }
            .onChange(of: item) { _, picked in
                guard let picked else { return }
                Task { await deliver(picked) }
            }
    }

    private func deliver(_ picked: PhotosPickerItem) async {
        defer { item = nil }
        guard let photo = try? await store.save(picked) else {
            model.pickerCancelled()
            return
        }
        model.photoPicked(
            fileName: photo.fileName, mimeType: photo.mimeType, byteCount: photo.byteCount, location: photo.location)
    }
}
