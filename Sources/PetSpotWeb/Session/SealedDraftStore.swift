import Crypto
import Foundation
import PetSpotFlows

/// A session's drafts sealed with AES-GCM under the key only its cookie carries: the file holds
/// the management password, the idempotency key, email and phone, and the server's disk alone
/// reveals none of them. Written atomically (a crash leaves the previous draft), readable by the
/// server's user only. A draft that cannot be opened (another key, a damaged file) is no draft.
struct SealedDraftStore: DraftStoring {
    let directory: URL
    let key: SymmetricKey

    func load(_ draft: DraftKey) throws -> Data? {
        guard let sealed = try? Data(contentsOf: fileURL(for: draft)) else { return nil }
        return try? AES.GCM.open(AES.GCM.SealedBox(combined: sealed), using: key)
    }

    func save(_ data: Data, for draft: DraftKey) throws {
        guard let sealed = try AES.GCM.seal(data, using: key).combined else { throw CocoaError(.fileWriteUnknown) }
        try PrivateFile.write(sealed, to: fileURL(for: draft))
    }

    func remove(_ draft: DraftKey) throws {
        do {
            try FileManager.default.removeItem(at: fileURL(for: draft))
        } catch CocoaError.fileNoSuchFile {
            // Already gone: removing is idempotent.
        }
    }

    /// Every draft kept, sealed again under `newKey` in `other`: what a rotated session takes along.
    func copy(to other: SealedDraftStore) throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files where file.hasSuffix(Self.fileExtension) {
            let draft = DraftKey(rawValue: String(file.dropLast(Self.fileExtension.count)))
            if let data = try load(draft) { try other.save(data, for: draft) }
        }
    }

    private static let fileExtension = ".sealed"

    private func fileURL(for draft: DraftKey) -> URL {
        directory.appendingPathComponent(draft.rawValue + Self.fileExtension)
    }
}

/// Files only the server's user may read (0600, in folders of 0700), written atomically.
enum PrivateFile {
    static func write(_ data: Data, to url: URL) throws {
        let files = FileManager.default
        try files.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp")
        guard files.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        if rename(temporary.path, url.path) != 0 {
            try? files.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
