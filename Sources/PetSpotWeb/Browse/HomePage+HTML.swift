import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

extension HomePage.Context: PageView {
    var mainClass: String { "page page-home" }

    var content: HTML {
        """
        <section class="hero">
          <h1 class="page-title">\(Copy.Web.tagline)</h1>
          <div class="hero-actions">
            <a class="button-primary button-missing" href="\(SitePath.wizard(SitePath.missingWizard).path)" data-testid="\(reportMissingTestID)">\(reportMissingTitle)</a>
            <a class="button-outline" href="\(SitePath.wizard(SitePath.foundWizard).path)" data-testid="\(reportFoundTestID)">\(reportFoundTitle)</a>
          </div>
          <p class="hero-guide"><a href="\(SitePath.finderGuide.path)" data-testid="\(TestIdentifiers.FinderGuide.homeLink)">\(Copy.FinderGuide.link)</a></p>
        </section>
        \(reunited?.html)
        <section class="reports-section" aria-labelledby="nearby-title">
          <div class="section-header">
            <h2 id="nearby-title" class="section-title">\(title)</h2>
            <button type="button" class="button-text js-only" data-locate="/" \(HTML.when(usesVisitorLocation, "hidden "))\
        data-testid="\(useMyLocationTestID)">\(useMyLocationTitle)</button>
          </div>
          \(HTML.with(areaNote) { "<p class=\"area-note\" data-area-note>\($0)</p>" })
          \(banner?.html)
          <div class="reports-layout">
            \(map.html)
            <div class="reports-list-wrap">
              \(HTML.with(empty) { "<p class=\"empty\">\($0)</p>" })
              <ul class="reports-list">\(HTML.each(rows) { $0.html })</ul>
              <a class="button-text" href="\(moreHref)">\(moreTitle)</a>
              \(alerts.html)
            </div>
          </div>
        </section>

        """
    }
}

extension HomePage.Reunited {
    var html: HTML {
        """
        <section class="reunited" aria-labelledby="reunited-title" data-testid="\(testID)">
          <div class="section-header">
            <h2 id="reunited-title" class="section-title">\(title)</h2>
            <p class="reunited-count" data-testid="\(countTestID)">\(count)</p>
          </div>
          <ul class="reports-list reunited-list">\(HTML.each(rows) { $0.html })</ul>
          <p><a class="button-text" href="\(SitePath.reunions.path)" data-testid="\(TestIdentifiers.Reunions.link)">\(Copy.Reunions.link)</a></p>
        </section>

        """
    }
}
