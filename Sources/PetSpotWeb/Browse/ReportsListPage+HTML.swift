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
          <div class="filter-place">
            \(range.html)
            \(placeSearch.html)
            <input type="hidden" name="place" value="\(place)">
            <input type="hidden" name="lat" value="\(latitude.value)" data-testid="\(latitude.testID)">
            <input type="hidden" name="lng" value="\(longitude.value)" data-testid="\(longitude.testID)">
            \(HTML.fieldError(id: latitude.errorID, latitude.error ?? longitude.error))
          </div>
          <div class="filters-actions">
            <button type="submit" class="button-primary" data-testid="\(applyTestID)">\(applyTitle)</button>
            <button type="button" class="button-text js-only" data-locate-fields data-testid="\(useMyLocationTestID)">\(useMyLocationTitle)</button>
          </div>
        </form>
        \(HTML.with(summary) { "<p class=\"filter-summary\" data-testid=\"\(summaryTestID)\">\($0)</p>" })
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
