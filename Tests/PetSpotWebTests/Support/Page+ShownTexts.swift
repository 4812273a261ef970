import Foundation

extension Page {
    /// Every piece of text the page shows or reads aloud, entities decoded: the text between its
    /// tags, and the attributes a screen reader, a pointer or the page's script shows (`aria-label`,
    /// `placeholder`, `title`, `alt`, and each `data-` message). Scripts, styles and comments are
    /// left out, and so are the `data-` attributes that hold identifiers, numbers or formats.
    var shownTexts: [String] {
        let markup = html.replacing(
            #/<script\b.*?</script>|<style\b.*?</style>|<!--.*?-->/#.dotMatchesNewlines(), with: "")
        var texts: [String] = []
        var rest = markup[...]
        while let tag = rest.firstMatch(of: #/<[^>]*>/#) {
            texts.append(String(rest[..<tag.range.lowerBound]))
            for attribute in tag.output.matches(of: #/\s([a-z-]+)="([^"]*)"/#)
            where Self.shows(String(attribute.output.1)) {
                texts.append(String(attribute.output.2))
            }
            rest = rest[tag.range.upperBound...]
        }
        texts.append(String(rest))
        return texts.map { Self.unescape($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    private static func shows(_ attribute: String) -> Bool {
        if ["aria-label", "placeholder", "title", "alt"].contains(attribute) { return true }
        return attribute.hasPrefix("data-") && !dataNotShown.contains(attribute)
    }

    /// The `data-` attributes the script reads as values, not as words to show.
    private static let dataNotShown: Set<String> = [
        "data-testid", "data-lat", "data-lng", "data-zoom", "data-max-bytes", "data-format", "data-radius-field",
        "data-limit",
        "data-latest", "data-counter", "data-chosen", "data-copied", "data-copy", "data-locate", "data-preview",
        "data-leaflet-css", "data-leaflet-js", "data-error", "data-share-url",
        // The place search's: its address, its point, its fields' names, its choices' identifier.
        "data-api", "data-near", "data-lat-field", "data-lng-field", "data-choice-testid",
    ]
}
