import Foundation
import PetSpotFlows
import PhotosUI
import SwiftUI
import UniformTypeIdentifiers

/// A photo the person picked, saved as a file the uploader can read later (even after a relaunch
/// or an app update).
struct PickedPhoto: Sendable {
    let fileName: String
    let mimeType: String?
    let byteCount: Int
    /// The file's name in the picked photos' folder, stored in the report as the photo's `location`.
    let location: String
}

/// Copies a `PhotosPickerItem`'s original bytes into `<Application Support>/PickedPhotos`
/// (`PickedPhotoFiles`: not Caches, which iOS purges, and a name, not a path, which an update breaks).
struct PickedPhotoStore: Sendable {
    let files: PickedPhotoFiles

    /// The saved photo, or `nil` when the item has no readable data.
    func save(_ item: PhotosPickerItem) async throws -> PickedPhoto? {
        guard let data = try await item.loadTransferable(type: Data.self) else { return nil }
        let type = item.supportedContentTypes.first
        let location = try files.save(data, fileExtension: type?.preferredFilenameExtension)
        return PickedPhoto(
            fileName: location, mimeType: type?.preferredMIMEType, byteCount: data.count, location: location)
    }
}

extension PickedPhotoFiles {
    /// `<Application Support>/PickedPhotos`: kept across launches and updates, not purged like caches.
    static func applicationSupport() -> PickedPhotoFiles {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return PickedPhotoFiles(directory: base.appendingPathComponent("PickedPhotos", isDirectory: true))
    }
}
