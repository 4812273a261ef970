import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// Photos as rows of the `photos` table, so every `petspot serve` sharing the database serves
/// every photo: the way past one machine without a shared file system or object storage.
public struct DatabasePhotoStore: PhotoStoring {
    package let pool: any SQLConnectionPool

    public init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    public func save(_ bytes: [UInt8], as type: PhotoType) async throws -> StoredPhotoName {
        let name = StoredPhotoName(newPhotoOf: type)
        try await store(bytes, named: name)
        return name
    }

    /// A rendition's row names its photo (`source`), by which removal and the sweep find it.
    public func store(_ bytes: [UInt8], named name: StoredPhotoName) async throws {
        let source = name.rendition == nil ? nil : name.photo
        let sql: SQLQueryString = """
            INSERT INTO photos (name, bytes, created_at, source) \
            VALUES (\(bind: name.description), \(bind: Data(bytes)), \(bind: Timestamp.milliseconds(Date())), \(bind: source)) \
            ON CONFLICT (name) DO UPDATE SET bytes = excluded.bytes, created_at = excluded.created_at
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// The database's own check covers it.
    public func checkWritable() async throws {}

    public func remove(_ name: String) async throws {
        let sql: SQLQueryString = "DELETE FROM photos WHERE name = \(bind: name) OR source = \(bind: name)"
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// One statement: the rows no report names (the table is beside the reports', so no batches).
    public func removeOrphans(
        olderThan cutoff: Date, inUse: @Sendable ([String]) async throws -> Set<String>
    ) async throws -> Int {
        let condition: SQLQueryString = """
            created_at < \(bind: Timestamp.milliseconds(cutoff)) \
            AND COALESCE(source, name) NOT IN (SELECT photo_file FROM announcements WHERE photo_file IS NOT NULL)
            """
        return try await pool.transaction { database in
            let count =
                try await database.raw("SELECT COUNT(*) AS orphans FROM photos WHERE " + condition).first(
                    decodingColumn: "orphans", as: Int.self) ?? 0
            try await database.raw("DELETE FROM photos WHERE " + condition).run()
            return count
        }
    }

    public func source(of name: StoredPhotoName) async throws -> PhotoSource? {
        try await bytes(of: name).map(PhotoSource.bytes)
    }

    public func bytes(of name: StoredPhotoName) async throws -> [UInt8]? {
        let sql: SQLQueryString = "SELECT bytes FROM photos WHERE name = \(bind: name.description)"
        guard let row = try await pool.withConnection({ try await $0.raw(sql).first() }) else { return nil }
        return Array(try row.decode(column: "bytes", as: Data.self))
    }
}
