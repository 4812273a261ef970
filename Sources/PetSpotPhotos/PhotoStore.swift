import Foundation
import PetSpotDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PetSpotStorage

/// Photo files on disk, under one directory, with names the server chose (never a client's).
/// Writes are atomic and durable: a temporary file is written, flushed, then renamed into place.
public struct PhotoStore: PhotoStoring {
    public let directory: URL

    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A stored file, to be streamed.
    public func source(of name: StoredPhotoName) -> PhotoSource? {
        let url = url(for: name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return .file(path: url.path)
    }

    public func bytes(of name: StoredPhotoName) throws -> [UInt8]? {
        do {
            return Array(try Data(contentsOf: url(for: name)))
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// Stores `bytes` under a new random name with the type's extension and returns that name.
    public func save(_ bytes: [UInt8], as type: PhotoType) throws -> StoredPhotoName {
        let name = StoredPhotoName(newPhotoOf: type)
        try store(bytes, named: name)
        return name
    }

    /// Stores `bytes` under `name`, replacing any file of that name.
    public func store(_ bytes: [UInt8], named name: StoredPhotoName) throws {
        let temporary = directory.appendingPathComponent(".upload-\(UUID().uuidString.lowercased())")
        do {
            try Self.writeDurably(bytes, to: temporary.path)
            guard rename(temporary.path, url(for: name).path) == 0 else {
                throw PhotoStoreError.system("rename", errno)
            }
            try Self.syncDirectory(directory.path)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Writes and removes a small file where photos go: a folder deleted, replaced by a file, on a
    /// full or read-only disk fails here before an owner's upload does.
    public func checkWritable() throws {
        let probe = directory.appendingPathComponent(".health-\(UUID().uuidString.lowercased())")
        do {
            try Self.writeDurably([0], to: probe.path)
        } catch {
            throw HealthProblem("The photo folder \(directory.path) cannot be written: \(error)")
        }
        unlink(probe.path)
    }

    /// Removes a stored photo and its renditions; a file already gone is not an error.
    public func remove(_ name: String) throws {
        guard let photo = StoredPhotoName(name) else { return }
        for file in [photo] + photo.renditions { try removeFile(file) }
    }

    private func removeFile(_ name: StoredPhotoName) throws {
        guard unlink(url(for: name).path) == 0 || errno == ENOENT else {
            throw PhotoStoreError.system("unlink \(name)", errno)
        }
    }

    /// The stored files (and temporary uploads) last changed before `cutoff` whose photo no report
    /// holds, checked 500 photos at a time.
    public func removeOrphans(
        olderThan cutoff: Date, inUse: @Sendable ([String]) async throws -> Set<String>
    ) async throws -> Int {
        let files = FileManager.default
        let entries = try files.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.contentModificationDateKey])
        let old = entries.filter { entry in
            let changed =
                (try? entry.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
                ?? .distantFuture
            return changed < cutoff
        }
        var removed = 0
        // A temporary file of an upload that crashed before its rename.
        for entry in old where entry.lastPathComponent.hasPrefix(".upload-") && unlink(entry.path) == 0 { removed += 1 }
        let stored = Dictionary(grouping: old.compactMap { StoredPhotoName($0.lastPathComponent) }, by: \.photo)
        let photos = Array(stored.keys)
        for start in stride(from: 0, to: photos.count, by: 500) {
            let batch = Array(photos[start..<min(start + 500, photos.count)])
            let held = try await inUse(batch)
            for photo in batch where !held.contains(photo) {
                for file in stored[photo] ?? [] {
                    try removeFile(file)
                    removed += 1
                }
            }
        }
        return removed
    }

    /// The file of a stored name (which cannot name a path outside the directory).
    private func url(for name: StoredPhotoName) -> URL {
        directory.appendingPathComponent(name.description)
    }

    private static func writeDurably(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw PhotoStoreError.system("open", errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw PhotoStoreError.system("write", errno)
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { throw PhotoStoreError.system("fsync", errno) }
    }

    /// Makes the rename itself durable.
    private static func syncDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PhotoStoreError.system("open directory", errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw PhotoStoreError.system("fsync directory", errno) }
    }
}

package enum PhotoStoreError: Error, CustomStringConvertible {
    case system(String, Int32)

    package var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
