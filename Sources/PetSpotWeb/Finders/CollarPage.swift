// swift-format-ignore-file
// (The HTML literal has interpolations over several lines, which swift-format re-indents into invalid Swift.)
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// `/reports/{id}/collar`: the report's paper collars (`PaperCollar`), one landscape sheet of A4
/// or US Letter when printed (the print stylesheet drops the site's frame and the help).
struct CollarPage: PageView {
    let collar: PaperCollar

    var pageTitle: String { collar.pageTitle }
    var mainClass: String { "collar-page" }

    var content: HTML {
        let code = HTML.with(collar.qrCode) { "<div class=\"collar-qr\">\(HTML(trusted: $0.svg(title: collar.qrTitle)))</div>" }
        return """
        <div class="collar-tools">
          <h1 class="page-title">\(collar.title)</h1>
          <p class="helper">\(collar.help)</p>
          <button type="button" class="button" data-print hidden data-testid="\(collar.printAccessibilityID)">\(collar.printTitle)</button>
        </div>
        <ul class="collar-sheet" data-testid="\(collar.sheetAccessibilityID)" aria-label="\(collar.pageTitle)">
          \(HTML.each(0..<PaperCollar.strips, separator: "\n") { _ in
              """
              <li class="collar-strip" data-testid="\(collar.stripAccessibilityID)">
                <span class="collar-tape" aria-hidden="true"></span>
                \(code)
                <p class="collar-words"><strong class="collar-lost">\(collar.lost)</strong> <span class="collar-scan">\(collar.scan)</span><br>\
              <span class="collar-address">\(collar.shortAddressTyped)</span> · <span class="collar-brand">\(collar.brand)</span></p>
                \(code)
                <span class="collar-tape" aria-hidden="true"></span>
              </li>
              """
          })
        </ul>
        """
    }
}
