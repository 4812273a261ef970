import PetSpotMarkup

extension ManagePage.Context: PageView {
    var mainClass: String { "page page-manage" }

    var content: HTML {
        """
        <div class="manage">
        <h1 class="page-title">\(title)</h1>
        \(HTML.when(!reportTitle.isEmpty, "<p><a href=\"\(reportHref)\">\(reportTitle)</a></p>"))
        \(HTML.with(notice) { "<div class=\"notice notice-success\" role=\"status\" tabindex=\"-1\" data-focus-on-load data-testid=\"\(noticeTestID)\"><p class=\"notice-message\">\($0)</p></div>" })
        \(HTML.with(failure) { "<div class=\"notice notice-banner\" role=\"alert\" tabindex=\"-1\" data-focus-on-load data-testid=\"\(failureTestID)\"><p class=\"notice-message\">\($0)</p></div>" })
        <form method="post" action="\(action)" novalidate data-live-form\(HTML.when(focusFirstError, " data-focus-first-error"))>
          <button type="submit" name="intent" value="\(defaultIntent)" class="default-submit" tabindex="-1" aria-hidden="true">\(defaultTitle)</button>
        \(signIn?.html)\(managing?.html)</form>
        </div>

        """
    }
}

extension ManagePage.SignIn {
    var html: HTML {
        """
          <section aria-label="\(buttonTitle)"\(HTML.when(focusError, " data-focus-error"))>
          <p>\(explanation)</p>
          \(field.html)
          <button type="submit" name="intent" value="sign-in" class="button-primary" data-testid="\(buttonTestID)">\(buttonTitle)</button>
          <p>\(lostCode)</p>
          <button type="submit" name="intent" value="\(linkIntent)" class="button-outline" data-testid="\(linkTestID)">\(linkTitle)</button>
          </section>

        """
    }
}

extension ManagePage.Managing {
    nonisolated var html: HTML {
        let mailSection = HTML.with(mail) { mail in
            """
            <section class="manage-mail"><p data-testid="\(mail.testID)">\(mail.line)</p>\(HTML.with(mail.resume) { $0.html })\(HTML.with(mail.language) { $0.html })</section>
            """
        }
        return """
              <p class="manage-status" data-testid="\(statusTestID)">\(status)</p>
              \(HTML.with(question) { "<div class=\"manage-question\" tabindex=\"-1\" data-focus-on-load>\($0.html)</div>" })
              <!-- The actions first ("My pet is home" was 34 Tabs down, after every field): what an owner comes back to do. -->
              <div class="manage-actions">
                \(HTML.each(actions) { $0.html })
              </div>
              \(HTML.with(reunion) { $0.html })
              \(HTML.with(reunionLine) { "<p class=\"manage-reunion\">\($0)</p>" })
              <section aria-labelledby="edit-title">
                <h2 class="section-title" id="edit-title">\(editHeading)</h2>
                <div class="wizard-notices" data-live id="manage-notices">
                  \(HTML.each(petNotices) { $0.html })
                  \(HTML.with(petProblems) { "<div class=\"notice notice-banner\" role=\"alert\"><p class=\"notice-message\">\($0)</p></div>" })
                </div>
                \(pet?.html)
                \(HTML.each(fields) { $0 })
                \(contactVisibility.html)
                <button type="submit" name="intent" value="save" class="button-primary" data-testid="\(saveTestID)">\(saveTitle)</button>
              </section>
              \(mailSection)
              \(HTML.with(alertsSent) { "<p class=\"manage-alerts\" data-testid=\"\($0.testID)\">\($0.line)</p>" })
              <p class="manage-flyer"><a class="button-outline" href="\(flyer.href)" data-testid="\(flyer.testID)">\(flyer.title)</a>\
              \(HTML.with(flyer.visits) { " <span data-testid=\"\(flyer.visitsTestID)\">\($0)</span>" })\
              \(HTML.with(collarHref) { " <a class=\"button-outline\" href=\"\($0)\" data-testid=\"\(collarTestID)\">\(collarTitle)</a>" })</p>
              \(messages.html)
              \(sightings.html)
              \(matches?.html)
              <button type="submit" name="intent" value="sign-out" class="button-text" data-testid="\(signOutTestID)">\(signOutTitle)</button>

            """
    }
}

extension ManagePage.Action {
    var html: HTML {
        "<button type=\"submit\" name=\"intent\" value=\"\(intent)\" class=\"\(style)\" data-testid=\"\(testID)\">\(title)</button>"
    }
}

extension ManagePage.Inbox {
    var html: HTML {
        let list =
            items.isEmpty
            ? "<p class=\"muted\">\(empty)</p>"
            : HTML.each(items) { item in
                """
                <div class="sighting" data-testid="\(itemTestID)">
                    <p class="sighting-when">\(item.detail)</p>
                    <p>\(item.text)</p>
                    \(HTML.when(!item.warnings.isEmpty, "<div class=\"scam-warning\" role=\"note\" data-testid=\"\(warningTestID)\"><strong>\(warningTitle)</strong>\(HTML.each(item.warnings) { "<p>\($0)</p>" })</div>"))
                    \(HTML.when(!item.contactWays.isEmpty, "<p>\(item.contactLabel) \(HTML.each(item.contactWays, separator: " · ") { $0.html })</p>"))
                    \(HTML.with(item.verdictLine) { "<p class=\"verdict-said\" data-testid=\"\(verdictTestID)\">\($0)</p>" })
                    \(HTML.with(item.verdictIntents) { intents in
                        "<div class=\"verdict-actions\"><button type=\"submit\" name=\"intent\" value=\"\(intents.scam)\" class=\"button-outline\" data-testid=\"\(scamTestID)\" formnovalidate>\(scamTitle)</button><button type=\"submit\" name=\"intent\" value=\"\(intents.genuine)\" class=\"button-text\" data-testid=\"\(genuineTestID)\" formnovalidate>\(genuineTitle)</button></div>"
                    })
                    \(HTML.with(item.removeIntent) { "<button type=\"submit\" name=\"intent\" value=\"\($0)\" class=\"button-text\" data-testid=\"\(removeTestID)\" formnovalidate>\(removeTitle)</button>" })
                  </div>
                """
            }
        return """
            <section class="report-sightings" data-testid="\(testID)">
              <h2 class="section-title">\(title)</h2>
              \(list)
            </section>

            """
    }
}

extension ManagePage.MailLanguage {
    nonisolated var html: HTML {
        """
        <div class="field mail-language">
          <label class="field-label" for="mail-language">\(label)</label>
          <div class="mail-language-row">
            <select class="input select" id="mail-language" name="\(name)" data-testid="\(testID)">
              \(HTML.each(options, separator: "\n") { option in
                  "<option value=\"\(option.code)\" lang=\"\(option.code)\"\(HTML.when(option.selected, " selected"))>\(option.name)</option>"
              })
            </select>
            \(save.html)
          </div>
        </div>
        """
    }
}
