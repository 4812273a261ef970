import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// `/reports/{id}/matches`: a report's possible matches, on a page of their own. Finding them is a
/// search over the reports around it (ten times a read's work at a million reports), so the
/// report's page links here rather than running one for every visitor a shared link brings.
@MainActor
struct MatchesPage {
    struct Context: Sendable, PageView {
        let pageTitle: String
        let reportTitle: String
        let reportHref: String
        let backTitle = Copy.Matching.backToReport
        let backTestID = TestIdentifiers.Matching.backButton
        let matches: MatchesView

        var mainClass: String { "page page-matches" }

        var content: HTML {
            """
            <h1 class="page-title">\(reportTitle)</h1>
            <p><a class="button-outline" href="\(reportHref)" data-testid="\(backTestID)">\(backTitle)</a></p>
            \(matches.html)
            """
        }
    }

    let browsing: any ReportsBrowsing
    let matching: any ReportMatching

    /// The page, or the failure that kept the report from it (not found, or the server's).
    func context(id: String) async -> Result<Context, BrowseError> {
        let report = ReportDetailsViewModel(id: id, browsing: browsing)
        await report.load()
        guard report.report != nil else { return .failure(report.failure ?? .notFound) }
        let matches = await MatchesView.load(id, matching: matching)
        return .success(
            Context(
                pageTitle: Copy.Matching.pageTitle(of: report.title), reportTitle: report.title,
                reportHref: SitePath.report(.value(id)).path, matches: matches))
    }
}
