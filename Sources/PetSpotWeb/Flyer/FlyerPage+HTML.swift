// swift-format-ignore-file
// (The HTML literal has interpolations over several lines, which swift-format re-indents into invalid Swift.)
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

extension FlyerPage {
    typealias Shown = FlyerPresentation

    var content: HTML {
        let address = flyer.shortAddressTyped
        let words = flyer.words
        let first = words[0], second = words.dropFirst().first
        /// A line in the sheet's first language, and under it, smaller, in its second: only where
        /// the words differ (the owner's own, the description or the reward, are said once).
        func line(_ text: (FlyerPresentation.Words) -> String?) -> HTML {
            HTML.with(text(first)) { main in
                let other = second.flatMap { words in text(words).flatMap { $0 == main ? nil : (words.language.rawValue, $0) } }
                return "\(main)\(HTML.with(other) { "<span class=\"flyer-second\" lang=\"\($0.0)\">\($0.1)</span>" })"
            }
        }
        return """
        <div class="flyer-tools">
          <button type="button" class="button" data-print hidden data-testid="\(Shown.printAccessibilityID)">\(Shown.printTitle)</button>
          <p class="helper">\(Shown.printHelp)</p>
          <form class="flyer-languages" method="get" action="\(action)">
            <label class="field-label" for="flyer-languages">\(Shown.languagesTitle)</label>
            <select class="input select" id="flyer-languages" name="languages" data-testid="\(Shown.languagesAccessibilityID)">
              \(HTML.each(Shown.languageChoices, separator: "\n") { choice in
                  "<option value=\"\(choice.map(\.rawValue).joined(separator: ","))\"\(HTML.when(choice == flyer.languages, " selected"))>\(choice.map(\.name).joined(separator: " + "))</option>"
              })
            </select>
            <button type="submit" class="button-outline">\(Shown.showLanguagesTitle)</button>
          </form>
        </div>
        <article class="flyer flyer-room-\(flyer.descriptionRoom.rawValue)\(first.ended == nil ? "" : " flyer-ended")\(second == nil ? "" : " flyer-bilingual")" lang="\(first.language.rawValue)" data-testid="\(Shown.accessibilityID)" aria-label="\(flyer.pageTitle)">
          <p class="flyer-headline">\(line(\.headline))</p>
          \(HTML.with(first.ended) { _ in "<p class=\"flyer-ended-band\" data-testid=\"\(Shown.endedAccessibilityID)\">\(line(\.ended))</p>" })
          \(HTML.with(flyer.photoPath) { "<img class=\"flyer-photo\" src=\"\($0)\" alt=\"\(flyer.photoAlt)\">" })
          <h1 class="flyer-name">\(flyer.name)</h1>
          <ul class="flyer-looks">\(HTML.each(first.looks.indices) { index in
              "<li>\(line { $0.looks.indices.contains(index) ? $0.looks[index] : nil })</li>"
          })</ul>
          <p class="flyer-seen">\(line(\.seen))</p>
          \(HTML.with(first.reward) { _ in "<p class=\"flyer-reward\">\(line(\.reward))</p>" })
          <p class="flyer-contact">\(HTML.each(first.contact.indices, separator: "<br>") { index in
              line { $0.contact.indices.contains(index) ? $0.contact[index] : nil }
          })</p>
          <div class="flyer-code">
            \(HTML.with(flyer.qrCode) { "<div class=\"flyer-qr\" data-testid=\"\(Shown.qrAccessibilityID)\">\(HTML(trusted: $0.svg(title: Shown.qrTitle)))</div>" })
            <p class="flyer-scan">\(line(\.scanLine))<br><span class="flyer-address" data-testid="\(Shown.shortAddressAccessibilityID)">\(address)</span></p>
          </div>
          <ul class="flyer-strips" aria-label="\(first.stripHint)">\(HTML.each(0..<Shown.strips) { _ in "<li>\(address)</li>" })</ul>
        </article>
        """
    }
}
