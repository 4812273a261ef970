import Foundation

/// Drafts as JSON files in one directory (Application Support on iOS), written atomically
/// so a crash mid-write leaves the previous draft intact.
public struct FileDraftStore: DraftStoring {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func load(_ key: DraftKey) throws -> Data? {
        do {
            return try Data(contentsOf: fileURL(for: key))
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    public func save(_ data: Data, for key: DraftKey) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: fileURL(for: key), options: .atomic)
    }

    public func remove(_ key: DraftKey) throws {
        do {
            try FileManager.default.removeItem(at: fileURL(for: key))
        } catch CocoaError.fileNoSuchFile {
            // Already gone: removing is idempotent.
        }
    }

    private func fileURL(for key: DraftKey) -> URL {
        directory.appendingPathComponent("\(key.rawValue).json")
    }
}
