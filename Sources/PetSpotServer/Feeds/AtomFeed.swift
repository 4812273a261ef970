import Foundation
import PetSpotDomain

/// Reports as an Atom feed (RFC 4287) with each place as `georss:point`, so feed readers and
/// maps that read GeoRSS show them: written by hand (no XML writer is on the package list), every
/// text escaped and stripped of what XML 1.0 cannot hold.
struct AtomFeed {
    let title: String
    /// The feed's own address (its `id` and `self` link) and the web list it mirrors.
    let selfURL: String
    let pageURL: String
    /// The site's public address, before each report's path.
    let publicURL: String
    let reports: [Announcement]

    var document: String {
        // An empty feed is as old as the Unix epoch: a fixed time, so its ETag holds.
        let updated = reports.map(\.updatedAt).max() ?? Date(timeIntervalSince1970: 0)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:georss="http://www.georss.org/georss">
              <id>\(Self.escaped(selfURL))</id>
              <title>\(Self.escaped(title))</title>
              <updated>\(Timestamp.string(updated))</updated>
              <link rel="self" type="application/atom+xml" href="\(Self.escaped(selfURL))"/>
              <link rel="alternate" type="text/html" href="\(Self.escaped(pageURL))"/>
              <author><name>PetSpot</name></author>

            """
        for report in reports {
            let link = publicURL + "/reports/" + report.id
            xml += """
                  <entry>
                    <id>urn:uuid:\(Self.escaped(report.id.lowercased()))</id>
                    <title>\(Self.escaped("\(report.standingWord): \(report.displayTitle)"))</title>
                    <updated>\(Timestamp.string(report.updatedAt))</updated>
                    <published>\(Timestamp.string(report.createdAt))</published>
                    <link rel="alternate" type="text/html" href="\(Self.escaped(link))"/>
                    <summary>\(Self.escaped(Self.summary(report)))</summary>

                """
            if let place = report.location {
                xml += "    <georss:point>\(place.latitude) \(place.longitude)</georss:point>\n"
            }
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    /// The report in words: "Missing dog, Beagle, male. Last seen 20/11/2026. Red collar."
    static func summary(_ report: Announcement) -> String {
        let sex = report.sex == .unknown ? nil : report.sex.displayName.lowercased()
        let who = [report.breed, sex].compactMap { $0 }.joined(separator: ", ")
        let what = "\(report.standingWord) \(report.speciesName.lowercased())" + (who.isEmpty ? "" : ", \(who)")
        var words = "\(what). \(Copy.Browse.lastSeenLabel(report.status)) \(report.lastSeenDate.displayed)."
        if let description = report.description { words += " \(description)" }
        return words
    }

    /// `text` as XML character data or an attribute value: the five markup characters escaped, and
    /// the characters XML 1.0 cannot hold (controls other than tab and line breaks) left out.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
