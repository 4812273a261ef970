/// What the migrations say per engine: the column types and expressions their shared statements
/// use, and the statements one engine alone runs in a step, after the shared ones. Each engine's
/// folder spells its own (`SchemaDialect.sqlite`, `.postgres`): no migration asks which engine it is.
struct SchemaDialect: Sendable {
    /// `announcements`' first column: a row number never reused.
    let sequenceColumn: String
    let double: String
    /// Migration 1's milliseconds (later tables say BIGINT, which SQLite reads as INTEGER).
    let bigInteger: String
    let bytes: String
    /// 256 random bits as hex, drawn by the database.
    let randomSecret: String
    /// The time now, in milliseconds since 1970, as the database tells it.
    let nowMilliseconds: String
    /// A sightings' or messages' column naming its report (migration 14).
    let reportReference: String
    /// Each report's row of latitude for the possible matches (migration 17, `MatchRows.row`).
    let matchRowColumn: String
    /// The statements only this engine runs, by migration version.
    let only: [Int: [String]]
}

extension DatabaseEngine {
    var schema: SchemaDialect {
        switch self {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }
}
