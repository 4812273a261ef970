import PetSpotMarkup

extension MatchesView {
    /// "Possible matches": on a report's page and on "Manage my report".
    var html: HTML {
        let cards = HTML.each(self.cards) { card in
            """
                <li class="match-card">
                  <a class="match-card-link" href="\(card.href)" data-testid="\(card.testID)">
                    \(HTML.with(card.photoURL) { "<img class=\"match-photo\" src=\"\($0)\" alt=\"\(card.photoAlt)\" loading=\"lazy\">" })
                    <span class="match-body">
                      <span class="match-confidence\(HTML.when(card.isStrong, " match-confidence-strong"))">\(card.confidence)</span>
                      <span class="match-title">\(card.title) <span class="badge \(card.badgeClass)">\(card.badge)</span></span>
                      <span class="muted">\(card.subtitle)</span>
                      <ul class="match-reasons">\(HTML.each(card.reasons) { "<li>\($0)</li>" })</ul>
                      <span class="visually-hidden">\(card.openTitle)</span>
                    </span>
                  </a>
                </li>

            """
        }
        return """
            <section class="possible-matches" aria-labelledby="matches-title" data-testid="\(testID)">
              <h2 class="section-title" id="matches-title">\(title)</h2>
              <p class="muted">\(explanation)</p>
              \(HTML.with(failure) { "<div class=\"notice notice-banner\" role=\"status\"><p class=\"notice-message\">\($0)</p></div>" })
              \(HTML.with(empty) { "<p class=\"muted\">\($0)</p>" })
              <ul class="match-cards">
            \(cards)  </ul>
            </section>

            """
    }
}
