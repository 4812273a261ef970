/// One step of the schema: the statements both engines run, written with each engine's
/// `SchemaDialect`, then those the engine alone runs in this step (spelled in its own folder).
package struct Migration: Sendable {
    package let version: Int
    package let name: String
    package let shared: @Sendable (SchemaDialect) -> [String]

    /// `shared`: none for a step only one engine takes.
    package init(version: Int, name: String, shared: @escaping @Sendable (SchemaDialect) -> [String] = { _ in [] }) {
        self.version = version
        self.name = name
        self.shared = shared
    }

    package func statements(_ engine: DatabaseEngine) -> [String] {
        let schema = engine.schema
        return shared(schema) + schema.only[version, default: []]
    }
}
