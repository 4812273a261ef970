/// One step of the schema, with the statements each engine needs for it.
struct Migration: Sendable {
    let version: Int
    let name: String
    let statements: @Sendable (DatabaseEngine) -> [String]
}
