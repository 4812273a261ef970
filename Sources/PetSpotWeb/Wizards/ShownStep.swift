import Foundation
import PetSpotDomain
import PetSpotFlows

/// A step as the last post left it (post/redirect/get): every form post answers with a redirect,
/// and the step's own address then shows what that post produced — the values typed, the errors,
/// a toast or an alert — kept sealed with the session's drafts. Reload and Back/Forward show it
/// again; the next post to the wizard replaces it, and closing the wizard removes it. It is kept in
/// the language it was written in, and shown only in that one: the visitor who switches language
/// mid-wizard gets the step written anew from the draft (every value typed is there), not the
/// page of before (issue 48: the switch "did nothing", then the next edit's parts came in the new
/// language into the old page).
struct ShownStep: Codable {
    /// The step's slug: the page is shown only at that step's address.
    let slug: String
    let html: String
    /// `Language.current`'s code when it was written (`~` after it for the pseudo-language); a
    /// page kept before this was recorded has none, and is shown in none but English.
    var language: String?

    static var currentLanguage: String { Language.current.rawValue + (Copy.pseudo ? "~" : "") }

    static func key<W: WebWizard>(_: W.Type) -> DraftKey {
        DraftKey(rawValue: "shown-\(W.basePath.split(separator: "/").last ?? "")")
    }

    static func load<W: WebWizard>(_ wizard: W.Type, slug: String, from drafts: any DraftStoring) -> String? {
        guard let data = try? drafts.load(key(wizard)),
            let shown = try? JSONDecoder().decode(ShownStep.self, from: data)
        else { return nil }
        return shown.slug == slug && (shown.language ?? Language.english.rawValue) == currentLanguage ? shown.html : nil
    }

    static func save<W: WebWizard>(_ wizard: W.Type, slug: String, html: String, in drafts: any DraftStoring) throws {
        try drafts.save(
            JSONEncoder().encode(ShownStep(slug: slug, html: html, language: currentLanguage)), for: key(wizard))
    }

    static func remove<W: WebWizard>(_ wizard: W.Type, from drafts: any DraftStoring) {
        try? drafts.remove(key(wizard))
    }
}
