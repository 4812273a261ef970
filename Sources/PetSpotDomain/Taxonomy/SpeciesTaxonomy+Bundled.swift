import Foundation

extension SpeciesTaxonomy {
    /// The snapshot shipped inside every client and served by the server: always available, offline too.
    public static let bundled: SpeciesTaxonomy = {
        do {
            return try loadBundledSnapshot()
        } catch {
            // The snapshot is part of the build and a test decodes it; reaching this is a packaging bug.
            preconditionFailure("The bundled taxonomy.json could not be read: \(error)")
        }
    }()

    /// Reads the bundled `taxonomy.json` resource.
    public static func loadBundledSnapshot() throws -> SpeciesTaxonomy {
        try SpeciesTaxonomy(json: bundledSnapshotData())
    }

    /// The raw bytes of the bundled snapshot, for serving it as is.
    public static func bundledSnapshotData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "taxonomy", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
