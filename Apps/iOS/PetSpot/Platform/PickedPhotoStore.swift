import Foundation
import PhotosUI
import SwiftUI
import UniformTypeIdentifiers

/// A photo the person picked, saved as a file the uploader can read later (even after a relaunch).
struct PickedPhoto: Sendable {
    let fileName: String
    let mimeType: String?
    let byteCount: Int
    /// The file's path, stored in the report as the photo's `location`.
    let path: String
}

/// Copies a `PhotosPickerItem`'s original bytes into `<Caches>/PickedPhotos`.
struct PickedPhotoStore: Sendable {
    let directory: URL

    static func caches() -> PickedPhotoStore {
        let base = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
        return PickedPhotoStore(directory: base.appendingPathComponent("PickedPhotos", isDirectory: true))
    }

    /// The saved photo, or `nil` when the item has no readable data.
    func save(_ item: PhotosPickerItem) async throws -> PickedPhoto? {
        guard let data = try await item.loadTransferable(type: Data.self) else { return nil }
        let type = item.supportedContentTypes.first
        let fileExtension = type?.preferredFilenameExtension.map { ".\($0)" } ?? ""
        let fileName = UUID().uuidString + fileExtension
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(fileName)
        try data.write(to: url, options: .atomic)
        return PickedPhoto(fileName: fileName, mimeType: type?.preferredMIMEType, byteCount: data.count, path: url.path)
    }
}
