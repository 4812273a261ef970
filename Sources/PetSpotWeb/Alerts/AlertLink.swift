import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// "Alerts for this area by mail": the link to `/alerts/new` around the place a page shows (home's
/// area, the list's centre, a report's place), on each of them.
struct AlertLink: Sendable {
    let href: String
    let title = Copy.Alerts.link
    let testID = TestIdentifiers.Alerts.link

    init(around centre: Coordinates?) {
        href = AlertPages.path(around: centre)
    }

    var html: HTML {
        "<p class=\"alert-link\"><a class=\"button-text\" href=\"\(href)\" data-testid=\"\(testID)\">\(title)</a></p>"
    }
}
