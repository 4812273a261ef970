import Foundation
import PetSpotDomain

/// A paragraph of PetSpot's mail, written twice: as plain text and as simple HTML (inline styles:
/// mail programs drop style sheets). The owner's mail and the alerts' share it.
package enum MailParagraph: Sendable {
    case text(String)
    /// What someone else wrote, set apart.
    case quote(String)
    case link(String, URL)
    /// A link drawn as a button in the HTML part.
    case button(String, URL)
    /// A picture (the HTML part only), `alternative` said in its place.
    case image(URL, alternative: String)
    /// A heading of one item of a list (a report in an alert mail).
    case heading(String)
    /// Ways to reach someone after a label: links in the HTML part.
    case contact(String, [ContactWay])

    package static func text(_ paragraphs: [MailParagraph]) -> String {
        paragraphs.compactMap { paragraph in
            switch paragraph {
            case .text(let text), .heading(let text): text
            case .quote(let text): text.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)" }.joined(separator: "\n")
            case .link(let title, let url), .button(let title, let url): "\(title): \(url.absoluteString)"
            case .image: nil
            case .contact(let label, let ways): "\(label) \(ContactWay.line(ways))"
            }
        }.joined(separator: "\n\n") + "\n"
    }

    package static func html(_ paragraphs: [MailParagraph]) -> String {
        "<!doctype html><html lang=\"\(Language.current.rawValue)\"><body style=\"font-family: sans-serif; line-height: 1.5\">" + paragraphs.map { paragraph in
            switch paragraph {
            case .text(let text): "<p>\(MarkupText.escaped(text))</p>"
            case .heading(let text): "<h2 style=\"font-size: 18px; margin: 24px 0 4px\">\(MarkupText.escaped(text))</h2>"
            case .quote(let text):
                "<blockquote style=\"border-left: 3px solid #d1d5dc; margin: 0; padding-left: 12px\">\(MarkupText.escaped(text).replacingOccurrences(of: "\n", with: "<br>"))</blockquote>"
            case .link(let title, let url): "<p><a href=\"\(MarkupText.escaped(url.absoluteString))\">\(MarkupText.escaped(title))</a></p>"
            case .button(let title, let url):
                "<p><a href=\"\(MarkupText.escaped(url.absoluteString))\" style=\"display: inline-block; background: #155dfc; color: #ffffff; padding: 10px 16px; border-radius: 8px; text-decoration: none\">\(MarkupText.escaped(title))</a></p>"
            case .image(let url, let alternative):
                "<p><img src=\"\(MarkupText.escaped(url.absoluteString))\" alt=\"\(MarkupText.escaped(alternative))\" width=\"160\" style=\"border-radius: 8px; max-width: 100%\"></p>"
            case .contact(let label, let ways):
                "<p>\(MarkupText.escaped(label)) " + ways.map { way in
                    way.href.map { "<a href=\"\(MarkupText.escaped($0))\">\(MarkupText.escaped(way.text))</a>" } ?? MarkupText.escaped(way.text)
                }.joined(separator: " · ") + "</p>"
            }
        }.joined() + "</body></html>"
    }
}
