import Foundation
import PetSpotDomain
import PetSpotStorage

/// Where photos and their renditions are kept: files in a directory (`PhotoStore`: one machine,
/// or a file system every machine mounts) or rows in the database (`DatabasePhotoStore`: every
/// process sharing it sees them).
public protocol PhotoStoring: Sendable {
    /// Stores `bytes` under a new name (`<uuid>.<extension>`) and returns it.
    func save(_ bytes: [UInt8], as type: PhotoType) async throws -> StoredPhotoName
    /// Stores `bytes` under `name` (a photo's or a rendition's), replacing a file of that name.
    func store(_ bytes: [UInt8], named name: StoredPhotoName) async throws
    /// Removes a photo and its renditions; those already gone are not an error. A failure throws:
    /// the caller logs it and the orphan sweep removes the photo later, since no report refers to it.
    func remove(_ name: String) async throws
    /// Removes the photos older than `cutoff` that no report refers to (`inUse` names, of a batch,
    /// those a report holds), with their renditions, and returns how many files: what a crash
    /// mid-upload, a failed removal or a rendition drawn as its photo was replaced left.
    func removeOrphans(
        olderThan cutoff: Date, inUse: @Sendable ([String]) async throws -> Set<String>
    ) async throws -> Int
    /// Throws when a new photo could not be stored now (the health check).
    func checkWritable() async throws
    /// Where the file's bytes are to be read from, to serve it: a path streamed from disk, or the
    /// bytes themselves; `nil` when there is none of that name.
    func source(of name: StoredPhotoName) async throws -> PhotoSource?
    /// The file's bytes, `nil` when there is none of that name (to draw a photo's renditions).
    func bytes(of name: StoredPhotoName) async throws -> [UInt8]?
}

/// How `petspot serve` keeps photos (`--photo-storage`).
public enum PhotoStorage: String, Sendable, CaseIterable {
    case directory, database

    /// The store this setting names.
    public func open(directory: URL, pool: any SQLConnectionPool) throws -> any PhotoStoring {
        switch self {
        case .directory: try PhotoStore(directory: directory)
        case .database: DatabasePhotoStore(pool: pool)
        }
    }
}

/// A stored photo as it is served: a file (streamed, never read whole) or bytes from the database.
public enum PhotoSource: Sendable {
    case file(path: String)
    case bytes([UInt8])
}
