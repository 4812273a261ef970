import Foundation
import Hummingbird
import PetSpotDomain

/// Where photos are kept: files in a directory (`PhotoStore`: one machine, or a file system every
/// machine mounts) or rows in the database (`DatabasePhotoStore`: every process sharing it sees them).
public protocol PhotoStoring: Sendable {
    /// Stores `bytes` under a new name (`<uuid>.<extension>`) and returns it.
    func save(_ bytes: [UInt8], as type: PhotoType) async throws -> String
    /// Stores `bytes` under `name`, replacing a photo of that name.
    func store(_ bytes: [UInt8], named name: String) async throws
    /// Removes a photo; one already gone is not an error. A failure throws: the caller logs it and
    /// the orphan sweep removes the photo later, since no report refers to it any more.
    func remove(_ name: String) async throws
    /// Removes the photos older than `cutoff` that no report refers to (`inUse` names, of a batch,
    /// those a report holds), and returns how many: what a crash mid-upload or a failed removal left.
    func removeOrphans(olderThan cutoff: Date, inUse: @Sendable ([String]) async throws -> Set<String>) async throws -> Int
    /// Throws when a new photo could not be stored now (the health check).
    func checkWritable() async throws
    /// The photo as a response body, `nil` when there is none of that name.
    func body(of name: String, context: some RequestContext) async throws -> ResponseBody?
}

/// How `petspot serve` keeps photos (`--photo-storage`).
public enum PhotoStorage: String, Sendable, CaseIterable {
    case directory, database

    /// The store this setting names.
    func open(directory: URL, pool: any SQLConnectionPool) throws -> any PhotoStoring {
        switch self {
        case .directory: try PhotoStore(directory: directory)
        case .database: DatabasePhotoStore(pool: pool)
        }
    }
}
