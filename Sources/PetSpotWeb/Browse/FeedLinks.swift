import Foundation
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// The feeds of a list (`/feeds/reports.atom`, `.geojson`): the same reports as the filters show,
/// for feed readers and maps; linked on the list page and in its `<head>`, so readers find them.
struct FeedLinks: Sendable {
    struct Link: Sendable {
        let type: String
        let title: String
        let href: String
        let testID: String
    }

    let title = Copy.Web.feedsTitle
    let links: [Link]

    /// The feeds of the list `filter` shows (its place, its range as the list applies it, its status
    /// and species), in the page's `language`: a Polish list links Polish feeds.
    init(_ filter: ReportsFilter, language: Language) {
        var items: [URLQueryItem] = []
        if let centre = filter.centre {
            items += [
                URLQueryItem(name: "lat", value: Coordinates.formatted(centre.latitude)),
                URLQueryItem(name: "lng", value: Coordinates.formatted(centre.longitude)),
            ]
            if let range = filter.rangeKilometres { items.append(URLQueryItem(name: "range", value: String(range))) }
        }
        if let status = filter.status { items.append(URLQueryItem(name: "status", value: status.rawValue)) }
        if let species = filter.species { items.append(URLQueryItem(name: "species", value: species.rawValue)) }
        items.append(URLQueryItem(name: "lang", value: language.rawValue))
        func href(_ path: String) -> String {
            var components = URLComponents()
            components.path = path
            components.queryItems = items
            return components.string ?? path
        }
        links = [
            Link(
                type: "application/atom+xml", title: Copy.Web.atomFeed, href: href(SitePath.atomFeed.path),
                testID: TestIdentifiers.Browse.atomFeedLink),
            Link(
                type: "application/geo+json", title: Copy.Web.geoJSONFeed, href: href(SitePath.geoJSONFeed.path),
                testID: TestIdentifiers.Browse.geoJSONFeedLink),
        ]
    }
}

extension FeedLinks {
    /// The links under the list.
    var html: HTML {
        """
        <p class="feed-links">\(title): \(HTML.each(links, separator: " · ") { link in
            "<a href=\"\(link.href)\" type=\"\(link.type)\" data-testid=\"\(link.testID)\">\(link.title)</a>"
        })</p>
        """
    }

    /// The `<link rel="alternate">` elements of the page's head.
    var head: HTML {
        HTML.each(links) { link in
            "<link rel=\"alternate\" type=\"\(link.type)\" title=\"\(link.title)\" href=\"\(link.href)\">"
        }
    }
}
