import PetSpotDomain
import PetSpotMarkup

extension SiteChrome {
    /// `page` in the frame every page shares: the head, the skip link, the name and the navigation.
    func document(_ page: some PageView) -> HTML {
        """
        <!doctype html>
        <html lang="\(language)" class="no-js">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(page.pageTitle) · \(name)</title>
        <link rel="icon" href="\(SitePath.asset("favicon.svg").path)" type="image/svg+xml">
        <link rel="stylesheet" href="\(SitePath.asset("petspot.css").path)">
        <script src="\(SitePath.asset("petspot.js").path)" defer></script>
        \(page.head)
        </head>
        <body>
        <a class="skip-link" href="#main">\(skipToContent)</a>
        <header class="site-header">
          <a class="brand" href="/">\(name)</a>
          <nav class="site-nav" aria-label="\(name)">
            <a href="/" data-testid="\(homeTestID)">\(homeTitle)</a>
            <a href="\(SitePath.reports.path)?status=missing" data-testid="\(lostTestID)">\(lostTitle)</a>
            <a href="\(SitePath.reports.path)?status=found" data-testid="\(foundTestID)">\(foundTitle)</a>
          </nav>
          <nav class="language-switch" aria-label="\(languageSwitchLabel)">
            \(HTML.each(languages, separator: "\n") { link in
                "<a href=\"\(link.href)\" hreflang=\"\(link.code)\" lang=\"\(link.code)\"\(HTML.when(link.current, " aria-current=\"true\"")) data-testid=\"\(link.testID)\">\(link.name)</a>"
            })
          </nav>
        </header>
        <main id="main" class="\(page.mainClass)" tabindex="-1">
        \(page.content)
        </main>
        <footer class="site-footer">
          <p>\(placeNamesCredit) <a href="https://www.geonames.org/">\(geoNames)</a> \
        (<a href="https://creativecommons.org/licenses/by/4.0/">\(ccBy)</a>) · \(outlinesCredit) \
        <a href="https://www.naturalearthdata.com/">\(naturalEarth)</a></p>
        </footer>
        <div id="announcer" class="visually-hidden" role="status" aria-live="polite"></div>
        </body>
        </html>

        """
    }
}
