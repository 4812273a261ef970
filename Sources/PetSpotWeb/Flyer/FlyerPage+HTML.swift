import PetSpotDomain
import PetSpotFlows

extension FlyerPage {
    typealias Shown = FlyerPresentation

    var content: HTML {
        let address = flyer.shortAddressTyped
        return """
        <div class="flyer-tools">
          <button type="button" class="button" data-print hidden data-testid="\(Shown.printAccessibilityID)">\(Shown.printTitle)</button>
          <p class="helper">\(Shown.printHelp)</p>
        </div>
        <article class="flyer\(flyer.ended == nil ? "" : " flyer-ended")" data-testid="\(Shown.accessibilityID)" aria-label="\(flyer.pageTitle)">
          <p class="flyer-headline">\(flyer.headline)</p>
          \(HTML.with(flyer.ended) { "<p class=\"flyer-ended-band\" data-testid=\"\(Shown.endedAccessibilityID)\">\($0)</p>" })
          \(HTML.with(flyer.photoPath) { "<img class=\"flyer-photo\" src=\"\($0)\" alt=\"\(flyer.photoAlt)\">" })
          <h1 class="flyer-name">\(flyer.name)</h1>
          <ul class="flyer-looks">\(HTML.each(flyer.looks) { "<li>\($0)</li>" })</ul>
          <p class="flyer-seen">\(flyer.seen)</p>
          \(HTML.with(flyer.reward) { "<p class=\"flyer-reward\">\($0)</p>" })
          <p class="flyer-contact">\(HTML.each(flyer.contact, separator: "<br>") { "\($0)" })</p>
          <div class="flyer-code">
            \(HTML.with(flyer.qrCode) { "<div class=\"flyer-qr\" data-testid=\"\(Shown.qrAccessibilityID)\">\(HTML(trusted: $0.svg(title: Shown.qrTitle)))</div>" })
            <p class="flyer-scan">\(Shown.scanLine)<br><span class="flyer-address" data-testid="\(Shown.shortAddressAccessibilityID)">\(address)</span></p>
          </div>
          <ul class="flyer-strips" aria-label="\(Shown.stripHint)">\(HTML.each(0..<Shown.strips) { _ in "<li>\(address)</li>" })</ul>
        </article>
        """
    }
}
