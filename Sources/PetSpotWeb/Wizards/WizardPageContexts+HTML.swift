import PetSpotFlows
import PetSpotMarkup

/// A wizard step: the chrome around the step's own fields.
protocol WizardStepPage: PageView {
    var chrome: WizardChrome { get }
    var fields: HTML { get }
}

extension WizardStepPage {
    var pageTitle: String { chrome.pageTitle }
    var mainClass: String { "page page-wizard" }
    var content: HTML { chrome.html(around: fields) }
}

extension WizardChrome {
    func html(around fields: HTML) -> HTML {
        let headerButton: HTML = """
            <button type="submit" name="intent" value="\(headerIntent)" class="icon-button\(headerIsClose ? " icon-close" : " icon-back")"\
            \(HTML.when(headerIsClose, HTML.with(cancelConfirmation) { " data-confirm=\"\($0)\"" })) aria-label="\(headerLabel)" \
            data-testid="\(headerTestID)" formnovalidate><span aria-hidden="true">\(headerIsClose ? "×" : "←")</span></button>
            """
        let badge = HTML.with(
            progress,
            {
                "<span class=\"progress-badge\" data-testid=\"\(progressTestID)\" aria-label=\"\(progressLabel ?? $0)\">\($0)</span>"
            }, else: "<span class=\"progress-spacer\"></span>")
        return """
            <form class="wizard" method="post" action="\(action)"\(HTML.when(multipart, " enctype=\"multipart/form-data\"")) novalidate\
            \(HTML.when(!multipart, " data-live-form"))\(HTML.when(focusFirstError, " data-focus-first-error"))>
              <button type="submit" name="intent" value="continue" class="default-submit" tabindex="-1" aria-hidden="true">\(continueTitle)</button>
              <div class="wizard-header">
                \(headerButton)
                <h1 class="wizard-title">\(screenTitle)</h1>
                \(badge)
              </div>
              <div class="wizard-notices" data-live id="wizard-notices">
                \(toast?.html)
                \(alert?.html)
                \(banner?.html)
              </div>
              <div class="wizard-intro">
                <h2 class="wizard-heading">\(heading)</h2>
                \(HTML.with(body) { "<p class=\"wizard-body\">\($0)</p>" })
                \(HTML.with(guideLink) { "<p class=\"wizard-body\"><a href=\"\($0.href)\" data-testid=\"\($0.testID)\">\($0.title)</a></p>" })
              </div>
              <div class="wizard-fields">
              \(fields)
              </div>
              <div class="wizard-footer">
                <button type="submit" name="intent" value="continue" class="button-primary" id="wizard-continue" data-live\
            \(HTML.when(continueLooksDisabled, " aria-disabled=\"true\"")) data-testid="\(continueTestID)">\(continueTitle)</button>
                <button type="submit" name="intent" value="cancel" class="button-text" formnovalidate\
            \(HTML.with(cancelConfirmation) { " data-confirm=\"\($0)\"" }) data-testid="\(cancelTestID)">\(cancelTitle)</button>
              </div>
            </form>

            """
    }
}

extension MicrochipPage: WizardStepPage {
    var fields: HTML { field.html }
}

extension AnimalDetailsPage: WizardStepPage {
    var fields: HTML { details.html }
}

extension ContactPage: WizardStepPage {
    var fields: HTML {
        """
          \(HTML.each(self.fieldViews) { $0.html })
          \(contactVisibility.html)
          \(address?.html)

        """
    }
}

extension PhotoPage: WizardStepPage {
    var fields: HTML {
        let card = HTML.with(photo) { photo in
            """
              <div class="photo-card" data-testid="\(photo.testID)">
                <img class="photo-card-image" src="\(photo.previewURL)" alt="\(photoAlt)" width="96" height="96">
                <div class="photo-card-text">
                  <span class="photo-card-name">\(photo.fileName)</span>
                  <span class="photo-card-size">\(photo.size)</span>
                </div>
                <button type="submit" name="intent" value="removePhoto" class="button-text" data-testid="\(removeTestID)" formnovalidate>\(removeTitle)</button>
              </div>

            """
        }
        let empty: HTML = """
            <p class="photo-drop-primary">\(emptyPrimary)</p>
                <p class="photo-drop-secondary">\(emptySecondary)</p>
            """
        return """
            <div class="photo-step" id="photo-step" data-live>
            \(card)  <div class="photo-drop\(HTML.when(helper != nil, " has-error"))">
                \(HTML.when(photo == nil, empty))
                <img class="photo-preview" id="photo-preview" alt="" hidden>
                <p class="photo-chosen" id="photo-chosen" data-testid="\(chosenTestID)" hidden></p>
                <input class="photo-input" type="file" id="photo-input" name="photo" accept="\(accept)" data-preview="photo-preview" data-chosen="photo-chosen" \
            data-max-bytes="\(maxBytes)" data-too-large="\(tooLargeMessage)" data-unsupported="\(unsupportedMessage)" \
            aria-describedby="photo-helper"\(HTML.when(helper != nil, " aria-invalid=\"true\"")) data-testid="\(inputTestID)">
                <label class="button-outline photo-browse" for="photo-input">\(browseTitle)</label>
                <p class="field-error" id="photo-helper"\(HTML.when(helper == nil, " hidden")) role="status">\(helper)</p>
              </div>
            </div>

            """
    }
}

extension CompletionPage: PageView {
    var mainClass: String { "page page-wizard" }

    var content: HTML {
        """
        <form class="wizard completion" method="post" action="\(action)">
          <div class="completion-mark" aria-hidden="true">✓</div>
          <h1 class="wizard-heading" data-testid="\(titleTestID)">\(title)</h1>
          <p class="wizard-body">\(body)</p>
          \(HTML.with(confirmMail) { "<div class=\"notice notice-banner\" role=\"note\" data-testid=\"\(confirmMailTestID)\"><p class=\"notice-message\">\($0)</p></div>" })
          <p class="wizard-body">\(explanation)</p>
          <div class="password-pill">
            <code class="password" id="management-password" data-testid="\(passwordTestID)">\(password)</code>
            <button type="button" class="button-text js-only" data-copy="management-password" data-copied="copied-toast" \
        data-testid="\(copyTestID)">\(copyTitle)</button>
          </div>
          <div class="notice notice-toast" role="status" id="copied-toast" data-testid="\(copiedTestID)" hidden><p class="notice-message">\(copiedMessage)</p></div>
          <div class="wizard-footer">
            <button type="submit" name="intent" value="close" class="button-primary" data-testid="\(closeTestID)">\(closeTitle)</button>
            <a class="button-outline" href="\(reportHref)" data-testid="\(reportTestID)">\(reportTitle)</a>
            <a class="button-outline" href="\(manageHref)" data-testid="\(manageTestID)">\(manageTitle)</a>
            <a class="button-outline" href="\(flyerHref)" data-testid="\(flyerTestID)">\(flyerTitle)</a>
          </div>
        </form>
        \(HTML.with(finderGuide) { guide in
            """
            <section class="finder-guide-summary" aria-labelledby="guide-title">
              <h2 class="section-title" id="guide-title">\(guide.title)</h2>
              <p class="muted">\(guide.countryLine)</p>
              <ol class="guide-steps">\(HTML.each(guide.steps) { "<li><strong>\($0.title)</strong> \($0.text)</li>" })</ol>
              <p><a class="button-outline" href="\(collarHref)" data-testid="\(collarTestID)">\(collarTitle)</a>
              <a class="button-text" href="\(guideHref)" data-testid="\(guideTestID)">\(guide.title)</a></p>
            </section>
            """
        })
        \(sharing?.html)
        \(matches?.html)

        """
    }
}
