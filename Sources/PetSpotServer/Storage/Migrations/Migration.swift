/// One step of the schema: the statements both engines run, written with each engine's
/// `SchemaDialect`, then those the engine alone runs in this step (spelled in its own folder).
struct Migration: Sendable {
    let version: Int
    let name: String
    let shared: @Sendable (SchemaDialect) -> [String]

    /// `shared`: none for a step only one engine takes.
    init(version: Int, name: String, shared: @escaping @Sendable (SchemaDialect) -> [String] = { _ in [] }) {
        self.version = version
        self.name = name
        self.shared = shared
    }

    func statements(_ engine: DatabaseEngine) -> [String] {
        let schema = engine.schema
        return shared(schema) + schema.only[version, default: []]
    }
}
