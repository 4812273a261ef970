import PetSpotMarkup

/// A whole page: its title, its `<main>`'s class, and what `<main>` holds; the frame around it
/// (`SiteChrome.document`) is the same for every page.
protocol PageView: Sendable {
    var pageTitle: String { get }
    /// The class of `<main>`, which the stylesheet lays each kind of page out by.
    var mainClass: String { get }
    var content: HTML { get }
    /// What the page's `<head>` adds to the site's own (the list's feeds).
    var head: HTML { get }
}

extension PageView {
    var mainClass: String { "page" }
    var head: HTML { .empty }

    /// The page in its frame, as the browser gets it.
    var document: String { SiteChrome().document(self).description }
}
