import PetSpotDomain
import PetSpotMarkup

/// A report's page as a shared link shows it: Open Graph's title, description, picture (its share
/// card), address and type, and X's large-picture card. Every address absolute, under the site's
/// public address. Nothing of a private contact is in them: the title and description are the
/// pet and the place.
struct ShareTags: Sendable {
    let title: String
    let description: String
    let image: String
    let url: String

    init(_ report: Announcement, site: String) {
        title = report.shareTitle
        description = report.seenInWords
        url = site + SitePath.report(.value(report.id)).path
        image = url + "/card.jpg"
    }

    var html: HTML {
        """
        <meta property="og:type" content="website">
        <meta property="og:title" content="\(title)">
        <meta property="og:description" content="\(description)">
        <meta property="og:url" content="\(url)">
        <meta property="og:image" content="\(image)">
        <meta property="og:image:width" content="1200">
        <meta property="og:image:height" content="630">
        <meta name="twitter:card" content="summary_large_image">
        """
    }
}
