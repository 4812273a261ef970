import PetSpotDomain
import PetSpotMarkup

extension ReportsListPage.Context: PageView {
    var mainClass: String { "page page-reports" }
    var head: HTML { feeds?.head ?? .empty }

    var content: HTML {
        """
        <h1 class="page-title">\(title)</h1>
        <form class="filters" method="get" action="\(SitePath.reports.path)" aria-label="\(filtersTitle)">
          \(status.html)
          \(species.html)
          \(latitude.html)
          \(longitude.html)
          \(range.html)
          <div class="filters-actions">
            <button type="submit" class="button-primary" data-testid="\(applyTestID)">\(applyTitle)</button>
            <button type="button" class="button-text js-only" data-locate-fields data-testid="\(useMyLocationTestID)">\(useMyLocationTitle)</button>
          </div>
        </form>
        \(banner?.html)
        <div class="reports-layout">
          \(map.html)
          <div class="reports-list-wrap">
            \(HTML.with(empty) { "<p class=\"empty\">\($0)</p>" })
            <ul class="reports-list">\(HTML.each(rows) { $0.html })</ul>
            \(HTML.with(nextHref) { "<a class=\"button-outline\" href=\"\($0)\" data-testid=\"\(nextTestID)\">\(nextTitle)</a>" })
            \(feeds?.html)
            \(alerts?.html)
          </div>
        </div>

        """
    }
}

extension ReportsListPage.FilterField {
    var html: HTML {
        """
        <div class="field\(HTML.when(error != nil, " has-error"))">
          <label class="field-label" for="\(id)">\(label)</label>
          <input class="input" id="\(id)" name="\(name)" type="text"\(HTML.with(inputMode) { " inputmode=\"\($0)\"" }) value="\(value)" \
        aria-describedby="\(errorID)"\(HTML.when(error != nil, " aria-invalid=\"true\"")) data-testid="\(testID)">
          \(HTML.fieldError(id: errorID, error))
        </div>

        """
    }
}
