import Foundation
import PetSpotDomain

/// The photos a person picked, kept as files until their report is sent. A photo's `location` is
/// its file name in `directory`, not a path: the app's container moves when it is updated, so a
/// draft that kept a path lost its photo; and the folder must be one the system does not purge
/// (Application Support, not Caches). A `location` that is a path (a draft saved before) is still read.
public struct PickedPhotoFiles: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Writes `data` as a new file and answers its `location` (a file name with `fileExtension`).
    public func save(_ data: Data, fileExtension: String?) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = UUID().uuidString + (fileExtension.map { ".\($0)" } ?? "")
        try data.write(to: directory.appendingPathComponent(name), options: .atomic)
        return name
    }

    /// Where the photo at `location` is now.
    public func url(for location: String) -> URL {
        location.hasPrefix("/") ? URL(fileURLWithPath: location) : directory.appendingPathComponent(location)
    }

    /// The bytes of `photo`, for the upload.
    public func read(_ photo: PhotoReference) throws -> Data {
        try Data(contentsOf: url(for: photo.location))
    }
}
