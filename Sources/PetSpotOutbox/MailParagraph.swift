import Foundation
import PetSpotDomain
import PetSpotMarkup

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
            case .quote(let text):
                text.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)" }.joined(separator: "\n")
            case .link(let title, let url), .button(let title, let url): "\(title): \(url.absoluteString)"
            case .image: nil
            case .contact(let label, let ways): "\(label) \(ContactWay.line(ways))"
            }
        }.joined(separator: "\n\n") + "\n"
    }

    /// The HTML part, in `language` (the document's `lang`), written with `HTML`: every text escaped.
    package static func html(_ paragraphs: [MailParagraph], language: Language) -> String {
        let body = HTML.each(paragraphs) { paragraph -> HTML in
            switch paragraph {
            case .text(let text): "<p>\(text)</p>"
            case .heading(let text): "<h2 style=\"font-size: 18px; margin: 24px 0 4px\">\(text)</h2>"
            case .quote(let text):
                """
                <blockquote style="border-left: 3px solid #d1d5dc; margin: 0; padding-left: 12px">\
                \(HTML.each(text.split(separator: "\n", omittingEmptySubsequences: false), separator: "<br>") { "\(String($0))" })</blockquote>
                """
            case .link(let title, let url): "<p><a href=\"\(url.absoluteString)\">\(title)</a></p>"
            case .button(let title, let url):
                """
                <p><a href="\(url.absoluteString)" style="display: inline-block; background: #155dfc; color: #ffffff; padding: 10px 16px; \
                border-radius: 8px; text-decoration: none">\(title)</a></p>
                """
            case .image(let url, let alternative):
                "<p><img src=\"\(url.absoluteString)\" alt=\"\(alternative)\" width=\"160\" style=\"border-radius: 8px; max-width: 100%\"></p>"
            case .contact(let label, let ways):
                "<p>\(label) \(HTML.each(ways, separator: " · ") { way in HTML.with(way.href, { "<a href=\"\($0)\">\(way.text)</a>" }, else: "\(way.text)") })</p>"
            }
        }
        let document: HTML = """
            <!doctype html><html lang="\(language.rawValue)"><body style="font-family: sans-serif; line-height: 1.5">\(body)</body></html>
            """
        return document.description
    }
}
