// swift-format-ignore-file
// (The HTML literal has interpolations over several lines, which swift-format re-indents into invalid Swift.)
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// `/reunions`: "How pets got home through PetSpot" (`ReunionsViewModel`), for every pet or one
/// species (`?species=CAT`, a GET form that works without the script).
struct ReunionsPage: PageView {
    let title: String
    let intro: String
    let total: String?
    let medians: [String]
    let rows: [ReunionsViewModel.Row]
    let empty: String?
    let privacy: String
    let columns: (species: String, way: String, count: String)
    let speciesLabel: String
    let showTitle: String
    let choices: [(id: String, title: String, chosen: Bool)]
    let ids = TestIdentifiers.Reunions.self

    var pageTitle: String { title }

    @MainActor
    init(_ model: ReunionsViewModel) {
        title = model.title
        intro = model.intro
        total = model.totalLine
        medians = model.medianLines
        rows = model.rows
        empty = model.emptyLine
        privacy = model.privacy
        columns = model.columns
        speciesLabel = model.speciesLabel
        showTitle = model.showTitle
        choices = model.speciesChoices.map { ($0.id, $0.title, $0.species == model.species) }
    }

    var content: HTML {
        """
        <article class="reunions" data-testid="\(ids.page)">
          <h1 class="page-title">\(title)</h1>
          <p class="lead">\(intro)</p>
          <form method="get" action="\(SitePath.reunions.path)" class="place-search-row">
            <label class="field-label" for="reunions-species">\(speciesLabel)</label>
            <select class="input select" id="reunions-species" name="species" data-testid="\(ids.speciesFilter)">
              \(HTML.each(choices, separator: "\n") { "<option value=\"\($0.id)\"\(HTML.when($0.chosen, " selected"))>\($0.title)</option>" })
            </select>
            <button type="submit" class="button-outline">\(showTitle)</button>
          </form>
          \(HTML.with(total) { "<p class=\"reunions-total\" data-testid=\"\(ids.total)\"><strong>\($0)</strong></p>" })
          \(HTML.each(medians) { "<p>\($0)</p>" })
          \(HTML.with(empty) { "<p class=\"empty\">\($0)</p>" })
          \(HTML.when(!rows.isEmpty, table))
          <p class="muted">\(privacy)</p>
        </article>
        """
    }

    private var table: HTML {
        """
        <table class="reunions-table">
          <thead><tr><th scope="col">\(columns.species)</th><th scope="col">\(columns.way)</th><th scope="col">\(columns.count)</th></tr></thead>
          <tbody>\(HTML.each(rows) { "<tr data-testid=\"\(ids.row)\"><td>\($0.species)</td><td>\($0.way)</td><td>\($0.count)</td></tr>" })</tbody>
        </table>
        """
    }
}
