extension Copy {
    /// The taxonomy's words in the language of the moment. The list itself (`taxonomy.json`) keeps
    /// the English names: they are what the API sends and stores ("breed": "German Shepherd"), so
    /// only what people read is translated.
    public enum Taxonomy {
        /// "Dog", "Pies".
        public static func species(_ species: Species) -> String { Copy.text("species.\(species.rawValue)") }

        /// A breed of the list in the language's words ("Owczarek niemiecki"); one typed in the
        /// person's own words, as they typed it.
        public static func breed(_ name: String) -> String { listed("breed.\(name)") ?? name }

        /// A group of breeds ("Retrievers", "Aportery"), as possible matches name it.
        public static func breedGroup(_ name: String) -> String { listed("breedGroup.\(name)") ?? name }

        private static func listed(_ key: String) -> String? {
            StringCatalogue.bundled.has(key) ? Copy.text(key) : nil
        }
    }
}
