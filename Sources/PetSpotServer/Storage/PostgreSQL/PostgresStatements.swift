import Foundation
import PetSpotDomain
import PostgresNIO

/// The hot queries as prepared statements: each connection parses and plans them once.
enum PostgresStatements {
    private typealias Column = AnnouncementColumn

    struct FindByID: PostgresPreparedStatement {
        static let sql = "SELECT \(Column.allList) FROM \(Column.table) WHERE id = $1"
        static let bindingDataTypes: [PostgresDataType] = [.text]
        let id: UUID

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(id.canonicalText)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> AnnouncementRecord {
            try AnnouncementRecord(row: PostgresAnnouncementRow(row: row.makeRandomAccess()), secrets: true)
        }
    }

    struct Insert: PostgresPreparedStatement {
        typealias Row = ()
        static let sql = "INSERT INTO \(Column.table) (\(Column.allList)) VALUES (\((1...Column.allCases.count).map { "$\($0)" }.joined(separator: ", ")))"
        let record: AnnouncementRecord

        func makeBindings() throws -> PostgresBindings {
            let content = record.content
            var bindings = PostgresBindings(capacity: Column.allCases.count)
            bindings.append(record.wireID)
            bindings.append(content.status.rawValue)
            bindings.append(content.species.rawValue)
            bindings.append(content.sex.rawValue)
            bindings.append(content.lastSeenDate.iso)
            bindings.append(content.locationLatitude)
            bindings.append(content.locationLongitude)
            bindings.append(content.petName)
            bindings.append(content.breed)
            bindings.append(content.age.map(Int32.init))
            bindings.append(content.description)
            bindings.append(content.microchipNumber)
            bindings.append(content.email)
            bindings.append(content.phone)
            bindings.append(content.reward)
            bindings.append(record.photoFile)
            bindings.append(Timestamp.milliseconds(record.createdAt))
            bindings.append(Timestamp.milliseconds(record.updatedAt))
            bindings.append(record.passwordHash)
            bindings.append(record.idempotency?.keyHash)
            bindings.append(record.idempotency?.requestFingerprint)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws {}
    }

    /// Listed reports in the ball around the centre's point that holds the query's circle, nearest
    /// first by the index (`<->` on `petspot_unit_vector`), at most `limit`. Nothing else is in the
    /// statement, so that its one generic plan reads the index in order and stops at the limit: with
    /// the filters and the cursor as optional conditions (`$n IS NULL OR …`) the planner expected a
    /// single row and read the whole ball instead (1.2 s at `range=1000`); the caller applies them.
    struct Nearest: PostgresPreparedStatement {
        typealias Row = (record: AnnouncementRecord, chord: Double)
        private static let distance = "petspot_unit_vector(latitude, longitude) <-> petspot_unit_vector($1, $2)"
        static let sql = """
            SELECT \(Column.listedList), \(distance) FROM \(Column.table) \
            WHERE \(Column.isListed()) AND petspot_unit_vector(latitude, longitude) <@ cube_enlarge(petspot_unit_vector($1, $2), $3, 3) \
            ORDER BY \(distance) LIMIT $4
            """
        static let bindingDataTypes: [PostgresDataType] = [.float8, .float8, .float8, .int8]
        let centre: Coordinates
        let kilometres: Double
        let limit: Int

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(centre.latitude)
            bindings.append(centre.longitude)
            bindings.append(UnitSphere.chord(kilometres: kilometres + UnitSphere.margin))
            bindings.append(Int64(limit))
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row {
            let columns = row.makeRandomAccess()
            let record = try AnnouncementRecord(row: PostgresAnnouncementRow(row: columns), secrets: false)
            return (record, try columns[Column.listed.count].decode(Double.self))
        }
    }
}

/// A row that selected the columns in `AnnouncementColumn`'s order, read by position.
struct PostgresAnnouncementRow: AnnouncementRow {
    let row: PostgresRandomAccessRow

    func text(_ column: AnnouncementColumn) throws -> String? { try row[Int(column.rawValue)].decode(String?.self) }
    func integer(_ column: AnnouncementColumn) throws -> Int64? { try row[Int(column.rawValue)].decode(Int64?.self) }
    func real(_ column: AnnouncementColumn) throws -> Double? { try row[Int(column.rawValue)].decode(Double?.self) }
}
