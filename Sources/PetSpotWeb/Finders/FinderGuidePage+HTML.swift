// swift-format-ignore-file
// (The HTML literal has interpolations over several lines, which swift-format re-indents into invalid Swift.)
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

extension FinderGuidePage {
    typealias IDs = TestIdentifiers.FinderGuide

    var content: HTML {
        """
        <article class="finder-guide" data-testid="\(IDs.page)">
          <h1 class="page-title">\(guide.title)</h1>
          <p class="lead">\(guide.intro)</p>
          <form class="guide-where" method="get" action="\(SitePath.finderGuide.path)">
            \(HTML.with(reportID) { "<input type=\"hidden\" name=\"report\" value=\"\($0)\">" })
            <p class="guide-country" data-testid="\(IDs.countryLine)"><strong>\(guide.countryLine)</strong></p>
            <div class="field">
              <label class="field-label" for="guide-country">\(labels.country)</label>
              <div class="place-search-row">
                <select class="input select" id="guide-country" name="country" data-testid="\(IDs.country)">
                  \(HTML.each(countryChoices, separator: "\n") { choice in
                      "<option value=\"\(choice.code)\"\(HTML.when(choice.chosen, " selected"))>\(choice.title)</option>"
                  })
                </select>
                <button type="submit" class="button-outline" data-testid="\(IDs.countryButton)">\(labels.countryButton)</button>
              </div>
            </div>
            \(placeSearch.html)
            <!-- The script's choice of a place fills these; Show sends them, and the place's country chooses. -->
            <input type="hidden" name="lat" value="">
            <input type="hidden" name="lng" value="">
          </form>
          <ol class="guide-steps">
            \(HTML.each(guide.steps, separator: "\n") { step in
                """
                <li class="guide-step" id="step-\(step.id)" data-testid="\(IDs.step)">
                  <h2 class="section-title">\(step.title)</h2>
                  <p>\(step.text)</p>
                  \(HTML.when(!step.links.isEmpty, "<ul class=\"guide-links\">\(HTML.each(step.links) { "<li><a href=\"\($0.url)\" rel=\"noopener\">\($0.title)</a></li>" })</ul>"))
                  \(HTML.when(step.offersCollar, HTML.with(reportID) { "<p><a class=\"button-outline\" href=\"\(SitePath.collar(.value($0)).path)\" data-testid=\"\(IDs.collarLink)\">\(labels.collar)</a></p>" }))
                  \(HTML.each(step.sources) { source in
                      "<p class=\"guide-source\" data-testid=\"\(IDs.source)\">\(HTML.with(source.url, { "<a href=\"\($0)\" rel=\"noopener\">\(source.line)</a>" }, else: "\(source.line)"))</p>"
                  })
                </li>
                """
            })
          </ol>
          \(HTML.when(reportID == nil, "<p><a class=\"button-primary\" href=\"\(SitePath.wizard(SitePath.foundWizard).path)\" data-testid=\"\(IDs.reportButton)\">\(labels.report)</a></p>"))
        </article>
        """
    }
}
