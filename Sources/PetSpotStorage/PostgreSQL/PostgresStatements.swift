import Foundation
import PetSpotDomain
import PostgresNIO

/// The hot queries as prepared statements: each connection parses and plans them once.
package enum PostgresStatements {
    private typealias Column = AnnouncementColumn

    package struct FindByID: PostgresPreparedStatement {
        package static let sql = "SELECT \(Column.allList) FROM \(Column.table) WHERE id = $1"
        package static let bindingDataTypes: [PostgresDataType] = [.text]
        package let id: UUID

        package func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(id.canonicalText)
            return bindings
        }

        package func decodeRow(_ row: PostgresRow) throws -> AnnouncementRecord {
            try AnnouncementRecord(row: PositionedAnnouncementRow(row: row.makeRandomAccess()), secrets: true)
        }
    }

    /// The listed reports among some ids, in one statement (the possible matches shown).
    package struct ListedByID: PostgresPreparedStatement {
        package static let sql =
            "SELECT \(AnnouncementColumn.listedList) FROM \(AnnouncementColumn.table) WHERE id = ANY($1) AND photo_file IS NOT NULL"
        package static let bindingDataTypes: [PostgresDataType] = [.textArray]
        package let ids: [UUID]

        package func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 1)
            bindings.append(ids.map(\.canonicalText))
            return bindings
        }

        package func decodeRow(_ row: PostgresRow) throws -> AnnouncementRecord {
            try AnnouncementRecord(row: PositionedAnnouncementRow(row: row.makeRandomAccess()), secrets: false)
        }
    }

    package struct Insert: PostgresPreparedStatement {
        package typealias Row = ()
        private static let columns = Column.all + ListedReportColumn.documentNames
        package static let sql =
            "INSERT INTO \(Column.table) (\(columns.joined(separator: ", "))) VALUES (\((1...columns.count).map { "$\($0)" }.joined(separator: ", ")))"
        package let record: AnnouncementRecord

        package func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: Self.columns.count)
            bindings.append(record.wireID)
            for field in CreateAnnouncementRequest.Field.allCases {
                switch record.content[field] {
                case .text(let text): bindings.append(text)
                case .integer(let integer): bindings.append(integer.map(Int32.init))  // the columns are `integer`
                case .number(let number): bindings.append(number)
                }
            }
            bindings.append(record.photoFile)
            bindings.append(Timestamp.milliseconds(record.createdAt))
            bindings.append(Timestamp.milliseconds(record.updatedAt))
            bindings.append(record.resolution?.rawValue)
            bindings.append(record.resolvedAt.map(Timestamp.milliseconds))
            bindings.append(Timestamp.milliseconds(record.expiresAt))
            bindings.append(record.language.rawValue)
            bindings.append(record.passwordHash)
            bindings.append(record.idempotency?.keyHash)
            bindings.append(record.idempotency?.requestFingerprint)
            let document = PostgresAnnouncementStore.documents.columns(record)
            bindings.append(document.json)
            bindings.append(document.format)
            bindings.append(document.renderedFor)
            return bindings
        }

        package func decodeRow(_ row: PostgresRow) throws {}
    }

    /// Listed reports in the ball around the centre's point that holds the query's circle, nearest
    /// first by the index (`<->` on `petspot_unit_vector`), at most `limit`: what the list reads of each
    /// (`ListedReportColumn`), all of it in the index, so the page is an index-only scan. Nothing else
    /// is in the statement, so that its one generic plan reads the index in order and stops at the
    /// limit: with the filters and the cursor as optional conditions (`$n IS NULL OR …`) the planner
    /// expected a single row and read the whole ball instead (1.2 s at `range=1000`); the caller
    /// applies them.
    package struct Nearest: PostgresPreparedStatement {
        package typealias Row = (stored: StoredListing, chord: Double)
        private static let distance = "petspot_unit_vector(latitude, longitude) <-> petspot_unit_vector($1, $2)"
        package static let sql = """
            SELECT \(ListedReportColumn.list), \(distance) FROM \(Column.table) \
            WHERE \(Column.isListed()) AND petspot_unit_vector(latitude, longitude) <@ cube_enlarge(petspot_unit_vector($1, $2), $3, 3) \
            ORDER BY \(distance) LIMIT $4
            """
        package static let bindingDataTypes: [PostgresDataType] = [.float8, .float8, .float8, .int8]
        package let centre: Coordinates
        package let kilometres: Double
        package let limit: Int

        package func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 4)
            bindings.append(centre.latitude)
            bindings.append(centre.longitude)
            bindings.append(UnitSphere.chord(kilometres: kilometres + UnitSphere.margin))
            bindings.append(Int64(limit))
            return bindings
        }

        package func decodeRow(_ row: PostgresRow) throws -> Row {
            // In the order selected: the row's cells one after the other, no lookup by name.
            var cells = row.makeIterator()
            func next<Value: PostgresDecodable>(_ type: Value.Type) throws -> Value?
            where Value._DecodableType == Value {
                guard let cell = cells.next() else { throw StoreError.unreadableRow(column: "listing") }
                return try cell.decode(Value?.self)
            }
            let stored = StoredListing(
                id: try next(String.self), status: try next(String.self), species: try next(String.self),
                latitude: try next(Double.self), longitude: try next(Double.self), updatedAt: try next(Int64.self),
                resolution: try next(String.self), expiresAt: try next(Int64.self),
                json: try next(String.self).map { Array($0.utf8) }, format: try next(Int64.self),
                renderedFor: try next(Int64.self))
            guard let chord = try next(Double.self) else { throw StoreError.unreadableRow(column: "distance") }
            return (stored, chord)
        }
    }
}

extension PostgresRandomAccessRow: PositionalRow {
    package func text(_ column: Int32) throws -> String? { try self[Int(column)].decode(String?.self) }
    package func integer(_ column: Int32) throws -> Int64? { try self[Int(column)].decode(Int64?.self) }
    package func real(_ column: Int32) throws -> Double? { try self[Int(column)].decode(Double?.self) }
}
