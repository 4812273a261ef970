import Foundation
import PetSpotDomain
import PetSpotMarkup

/// Reports as an Atom feed (RFC 4287) with each place as `georss:point`, so feed readers and
/// maps that read GeoRSS show them; in `language` (`xml:lang`), whose words its titles and
/// summaries are written in by the caller. Written with `XML` (no XML writer is on the package
/// list), which escapes every text and leaves out what XML 1.0 cannot hold.
struct AtomFeed {
    let title: String
    /// The feed's own address (its `id` and `self` link) and the web list it mirrors.
    let selfURL: String
    let pageURL: String
    /// The site's public address, before each report's path.
    let publicURL: String
    let reports: [Announcement]
    let language: Language

    var document: String {
        // An empty feed is as old as the Unix epoch: a fixed time, so its ETag holds.
        let updated = reports.map(\.updatedAt).max() ?? Date(timeIntervalSince1970: 0)
        let entries = XML.each(reports) { report in
            """
              <entry>
                <id>urn:uuid:\(report.id.lowercased())</id>
                <title>\(report.standingWord): \(report.displayTitle)</title>
                <updated>\(Timestamp.string(report.updatedAt))</updated>
                <published>\(Timestamp.string(report.createdAt))</published>
                <link rel="alternate" type="text/html" href="\(publicURL + SitePath.report(.value(report.id)).path)"/>
                <summary>\(Self.summary(report))</summary>
            \(XML.with(report.location) { "    <georss:point>\($0.latitude) \($0.longitude)</georss:point>\n" })  </entry>

            """
        }
        let xml: XML = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:georss="http://www.georss.org/georss" xml:lang="\(language.rawValue)">
              <id>\(selfURL)</id>
              <title>\(title)</title>
              <updated>\(Timestamp.string(updated))</updated>
              <link rel="self" type="application/atom+xml" href="\(selfURL)"/>
              <link rel="alternate" type="text/html" href="\(pageURL)"/>
              <author><name>PetSpot</name></author>
            \(entries)</feed>

            """
        return xml.description
    }

    /// The report in words: "Missing dog, Beagle, male. Last seen 20/11/2026 near Bieńczyce, Kraków.
    /// Red collar."
    static func summary(_ report: Announcement) -> String {
        let sex = report.sex == .unknown ? nil : report.sex.displayName.lowercased()
        let who = [report.breed, sex].compactMap { $0 }.joined(separator: ", ")
        let what = "\(report.standingWord) \(report.speciesName.lowercased())" + (who.isEmpty ? "" : ", \(who)")
        let when = "\(Copy.Browse.lastSeenLabel(report.status)) \(report.lastSeenDate.displayed)"
        var words = "\(what). \(report.placeInWords.map { "\(when) \($0)" } ?? when)."
        if let description = report.description { words += " \(description)" }
        return words
    }
}
