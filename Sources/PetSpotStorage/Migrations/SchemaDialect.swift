/// What the migrations say per engine: the column types and expressions their shared statements
/// use, and the statements one engine alone runs in a step, after the shared ones. Each engine's
/// folder spells its own (`SchemaDialect.sqlite`, `.postgres`): no migration asks which engine it is.
package struct SchemaDialect: Sendable {
    /// `announcements`' first column: a row number never reused.
    package let sequenceColumn: String
    package let double: String
    /// Migration 1's milliseconds (later tables say BIGINT, which SQLite reads as INTEGER).
    package let bigInteger: String
    package let bytes: String
    /// 256 random bits as hex, drawn by the database.
    package let randomSecret: String
    /// The time now, in milliseconds since 1970, as the database tells it.
    package let nowMilliseconds: String
    /// A sightings' or messages' column naming its report (migration 14).
    package let reportReference: String
    /// Each report's row of latitude for the possible matches (migration 17, `MatchRows.row`).
    package let matchRowColumn: String
    /// The statements only this engine runs, by migration version.
    package let only: [Int: [String]]
}

extension DatabaseEngine {
    package var schema: SchemaDialect {
        switch self {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }
}
