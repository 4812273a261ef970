import Foundation
import SQLiteNIO
import Testing
import PetSpotStorage
import PetSpotStorageTesting

@Suite("A full disk or database is known as storage full")
struct StorageFullTests {
    @Test("Given SQLite out of room (its page limit reached), then its real error reads as storage full")
    func sqliteFull() async throws {
        try await withTemporaryDirectory { directory in
            let connection = try await SQLiteConnection.open(
                storage: .file(path: directory.appendingPathComponent("full.sqlite").path))
            defer { Task { try? await connection.close() } }
            _ = try await connection.query("CREATE TABLE t (x BLOB)")
            _ = try await connection.query("PRAGMA max_page_count = 3")
            let full: (any Error)? = await {
                do {
                    for _ in 0..<50 { _ = try await connection.query("INSERT INTO t VALUES (zeroblob(4000))") }
                    return nil
                } catch {
                    return error
                }
            }()
            let error = try #require(full)
            #expect(StorageFull.matches(error), "\(String(reflecting: error))")
        }
    }

    @Test(
        "Given a write to a device with no room (Linux's /dev/full), then the system's ENOSPC reads as storage full; other failures do not"
    )
    func noSpaceLeft() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let error = #expect(throws: (any Error).self) { try handle.write(contentsOf: Data(repeating: 0, count: 8192)) }
        #expect(error.map(StorageFull.matches) == true, "\(String(describing: error))")
        #expect(StorageFull.matches(POSIXError(.ENOSPC)))
        #expect(!StorageFull.matches(POSIXError(.EACCES)) && !StorageFull.matches(CocoaError(.fileNoSuchFile)))
    }
}
