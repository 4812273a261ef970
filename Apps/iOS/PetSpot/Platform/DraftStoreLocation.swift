import Foundation
import PetSpotFlows

extension FileDraftStore {
    /// Unfinished reports in `<Application Support>/Drafts`: kept across launches, not purged like caches.
    static func applicationSupport() -> FileDraftStore {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return FileDraftStore(directory: base.appendingPathComponent("Drafts", isDirectory: true))
    }
}
