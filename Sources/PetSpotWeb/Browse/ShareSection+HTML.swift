import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// "Share the report": its card as the preview, its address to copy, and a Share button that opens
/// the system's share sheet (the Web Share API) where the browser has one. Without the script the
/// address is there to select and copy by hand.
extension ReportSharing {
    var html: HTML {
        typealias S = ReportSharing
        return """
            <section class="share" aria-labelledby="share-title" data-testid="\(S.sectionAccessibilityID)">
              <h2 class="section-title" id="share-title">\(S.heading)</h2>
              <p>\(S.explanation)</p>
              \(HTML.with(cardURL) { "<img class=\"share-card\" src=\"\($0)\" alt=\"\(S.cardAlt)\" width=\"600\" height=\"315\" loading=\"lazy\" data-testid=\"\(S.cardAccessibilityID)\">" })
              <label class="field-label" for="share-url">\(S.urlLabel)</label>
              <p class="share-url"><code id="share-url" data-testid="\(S.urlAccessibilityID)">\(url)</code></p>
              <div class="share-actions">
                <button type="button" class="button-primary js-only" data-share data-share-url="\(url)" data-share-title="\(title)" hidden \
            data-testid="\(S.shareAccessibilityID)">\(S.shareTitle)</button>
                <button type="button" class="button-outline js-only" data-copy="share-url" data-copied="share-copied" \
            data-testid="\(S.copyAccessibilityID)">\(S.copyTitle)</button>
              </div>
              <div class="notice notice-toast" role="status" id="share-copied" data-testid="\(S.copiedAccessibilityID)" hidden><p class="notice-message">\(S.copiedMessage)</p></div>
            </section>

            """
    }
}
