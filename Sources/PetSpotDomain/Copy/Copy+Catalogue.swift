extension Copy {
    /// The key's words in the language of the moment (`Language.current`), from the catalogue.
    public static func text(_ key: String, _ arguments: any CustomStringConvertible...) -> String {
        let template = StringCatalogue.bundled.template(key, in: Language.current)
        return StringCatalogue.fill(pseudo ? Pseudo.lengthened(template) : template, arguments)
    }

    /// The key's form for `count` (CLDR's category in the language of the moment), with `count`
    /// first and then `arguments` in its placeholders.
    public static func plural(_ key: String, count: Int, _ arguments: any CustomStringConvertible...) -> String {
        let words = StringCatalogue.bundled.plural(key, count: count, in: Language.current, arguments: arguments)
        return pseudo ? Pseudo.lengthened(words) : words
    }

    /// When set, every sentence is the pseudo-language's: the English accented and 40% longer, so a
    /// layout that cuts off or overflows longer words (Polish, German) shows it in English
    /// (issue 39's phone screenshots).
    @TaskLocal public static var pseudo = false
}
