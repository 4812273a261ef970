import SQLiteNIO
import Testing
import PetSpotStorage

/// The hot reads call SQLite's C interface directly (`SQLiteReadConnection`): it must be the very
/// library SQLiteNIO runs, or the process would hold two copies of SQLite whose file locks do not
/// see each other. sqlite-nio is pinned to an exact version for this (Package.swift).
@Suite("SQLite's C interface")
struct SQLiteLibraryTests {
    @Test("Given the server's SQLite reads, then they call the SQLite that SQLiteNIO links, of the version pinned")
    func oneSQLiteInTheProcess() {
        #expect(SQLiteReadConnection.libraryVersion == SQLiteConnection.libraryVersion())
        #expect(SQLiteReadConnection.libraryVersion >= 3_045_000)
    }
}
