import Foundation
import Hummingbird
import PetSpotDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Photo files on disk, under one directory, with names the server chose (never a client's).
/// Writes are atomic and durable: a temporary file is written, flushed, then renamed into place.
public struct PhotoStore: PhotoStoring {
    public let directory: URL

    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Streams a stored file.
    public func body(of name: String, context: some RequestContext) async throws -> ResponseBody? {
        guard let url = url(for: name), FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try await FileIO().loadFile(path: url.path, context: context)
    }

    /// Stores `bytes` under a new random name with the type's extension and returns that name.
    public func save(_ bytes: [UInt8], as type: PhotoType) throws -> String {
        let name = "\(UUID().uuidString.lowercased()).\(type.fileExtension)"
        try store(bytes, named: name)
        return name
    }

    /// Stores `bytes` under `name` (a stored name: `<lower-case uuid>.<extension>`), replacing any file of that name.
    public func store(_ bytes: [UInt8], named name: String) throws {
        precondition(Self.isStoredName(name), "photo names are <uuid>.<extension>")
        let temporary = directory.appendingPathComponent(".upload-\(UUID().uuidString.lowercased())")
        do {
            try Self.writeDurably(bytes, to: temporary.path)
            guard rename(temporary.path, directory.appendingPathComponent(name).path) == 0 else { throw PhotoStoreError.system("rename", errno) }
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

    /// Removes a stored photo; a file already gone is not an error.
    public func remove(_ name: String) throws {
        guard let url = url(for: name) else { return }
        guard unlink(url.path) == 0 || errno == ENOENT else { throw PhotoStoreError.system("unlink \(name)", errno) }
    }

    /// The stored files (and temporary uploads) last changed before `cutoff` that no report holds,
    /// checked 500 names at a time.
    public func removeOrphans(olderThan cutoff: Date, inUse: @Sendable ([String]) async throws -> Set<String>) async throws -> Int {
        let files = FileManager.default
        let entries = try files.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])
        let old = entries.filter { entry in
            let changed = (try? entry.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantFuture
            return changed < cutoff
        }
        var removed = 0
        // A temporary file of an upload that crashed before its rename.
        for entry in old where entry.lastPathComponent.hasPrefix(".upload-") && unlink(entry.path) == 0 { removed += 1 }
        let stored = old.map(\.lastPathComponent).filter(Self.isStoredName)
        for start in stride(from: 0, to: stored.count, by: 500) {
            let batch = Array(stored[start..<min(start + 500, stored.count)])
            let held = try await inUse(batch)
            for name in batch where !held.contains(name) {
                try remove(name)
                removed += 1
            }
        }
        return removed
    }

    /// The file for a name the server gave out; `nil` for anything else (so no path can escape the directory).
    func url(for name: String) -> URL? {
        guard Self.isStoredName(name) else { return nil }
        return directory.appendingPathComponent(name)
    }

    /// `<uuid>.<extension of a supported type>`.
    static func isStoredName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, UUID(uuidString: String(parts[0])) != nil, parts[0] == parts[0].lowercased() else { return false }
        return PhotoType.allCases.contains { $0.fileExtension == parts[1] }
    }

    static func type(ofStoredName name: String) -> PhotoType? {
        PhotoType.allCases.first { name.hasSuffix(".\($0.fileExtension)") }
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

enum PhotoStoreError: Error, CustomStringConvertible {
    case system(String, Int32)

    var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
