import PetSpotMarkup

extension ReportDetailsPage.Context: PageView {
    var mainClass: String { "page page-report" }
    var head: HTML { share?.html ?? .empty }

    var content: HTML {
        if let removedMessage {
            return """
                <div class="notice notice-success" role="status" data-testid="\(removedTestID)"><p class="notice-message">\(removedMessage)</p></div>
                <a class="button-outline" href="\(listHref)">\(listTitle)</a>

                """
        }
        return """
            <article class="report">
              <header class="report-header">
                <h1 class="page-title">\(title)</h1>
                \(HTML.with(badge) { "<span class=\"badge \(badgeClass)\">\($0)</span>" })
              </header>
              \(banner?.html)
              \(HTML.with(standing) { "<div class=\"notice notice-banner\" role=\"status\" data-testid=\"\(standingTestID)\"><p class=\"notice-message\">\($0)</p></div>" })
              \(HTML.with(photoURL) { "<img class=\"report-photo\" src=\"\($0)\" alt=\"\(photoAlt)\" data-testid=\"\(photoTestID)\">" })
              <dl class="report-fields">
                \(HTML.each(rows) { "<div class=\"report-field\"><dt>\($0.label)</dt><dd>\($0.value)</dd></div>" })
              </dl>
              <div class="report-links">
                \(HTML.each(links) { "<a class=\"button-outline\" href=\"\($0.href)\" data-testid=\"\($0.testID)\">\($0.title)</a>" })
              </div>
              \(map?.html)
              \(sharing?.html)
              \(matches?.html)
              \(alerts?.html)
              \(sightings?.html)
              \(sightingForm?.html)
              \(messageForm?.html)
              \(HTML.with(manage) { manage in
                  "<p class=\"report-actions\">\(HTML.each([manage] + [flyer].compactMap { $0 }, separator: " ") { "<a class=\"button-outline\" href=\"\($0.href)\" data-testid=\"\($0.testID)\">\($0.title)</a>" })</p>"
              })
            </article>

            """
    }
}

extension MatchesLink {
    var html: HTML {
        """
        <section class="possible-matches" aria-labelledby="matches-title" data-testid="\(testID)">
          <h2 class="section-title" id="matches-title">\(title)</h2>
          <p class="muted">\(explanation)</p>
          <a class="button-outline" href="\(href)" data-testid="\(linkTestID)">\(linkTitle)</a>
        </section>

        """
    }
}

extension SightingsView {
    var html: HTML {
        let timeline =
            items.isEmpty
            ? "<p class=\"muted\">\(empty)</p>"
            : HTML.each(items) {
                "<div class=\"sighting\" data-testid=\"\(itemTestID)\"><p class=\"sighting-when\">\($0.detail)</p><p>\($0.text)</p></div>"
            }
        return """
            <section class="report-sightings" aria-labelledby="sightings-title" data-testid="\(testID)">
              <h2 class="section-title" id="sightings-title">\(title)</h2>
              \(timeline)
            </section>

            """
    }
}

extension SightingFormView {
    nonisolated var html: HTML {
        """
        <form class="reach-form" id="\(anchor)" method="post" action="\(action)" novalidate data-testid="\(testID)"\
        \(HTML.when(outcome.hasProblems, " data-focus-first-error"))>
          <button type="submit" name="intent" value="send" class="default-submit" tabindex="-1" aria-hidden="true">\(sendTitle)</button>
          <h2 class="section-title">\(title)</h2>
          <p>\(explanation)</p>
          <p class="scam-warning" data-testid="\(warningTestID)">\(warning)</p>
          \(outcome.html)
          <input type="hidden" name="tzOffset" value="">
          <div class="coordinate-pair"\(HTML.when(!hasTypedTime, " data-local-now"))>\(date.html)\(time.html)</div>
          <fieldset class="field location-field">
            <legend class="field-label">\(placeLabel)</legend>
            \(placeSearch.html)
            <p class="field-helper js-only">\(placeHelp)</p>
            \(PlaceFieldsView(map: map, gpsTitle: gpsTitle, gpsTestID: gpsTestID, latitude: latitude, longitude: longitude,
                               helper: locationHelper, helperID: "sighting-location-helper").html)
          </fieldset>
          \(note.html)
          \(HTML.each(contact) { $0.html })
          <button type="submit" name="intent" value="send" class="button-primary" data-testid="\(sendTestID)">\(sendTitle)</button>
        </form>

        """
    }
}

extension MessageFormView {
    nonisolated var html: HTML {
        """
        <form class="reach-form" id="\(anchor)" method="post" action="\(action)" novalidate data-testid="\(testID)"\
        \(HTML.when(outcome.hasProblems, " data-focus-first-error"))>
          <h2 class="section-title">\(title)</h2>
          <p>\(explanation)</p>
          <p class="scam-warning">\(warning)</p>
          \(outcome.html)
          \(message.html)
          \(HTML.each(contact) { $0.html })
          <button type="submit" name="intent" value="send" class="button-primary" data-testid="\(sendTestID)">\(sendTitle)</button>
        </form>

        """
    }
}
