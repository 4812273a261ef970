import PetSpotDomain
import PetSpotMarkup
// The form fields and notices every page draws, as markup.

extension HTML {
    /// A field's error, there (hidden) even when there is none: `aria-describedby` names it, and
    /// the script fills it as the person types.
    static func fieldError(id: String, _ error: String?) -> HTML {
        "<p class=\"field-error\" id=\"\(id)\"\(HTML.when(error == nil, " hidden"))>\(error)</p>"
    }
}

extension TextFieldView {
    var html: HTML {
        let input: HTML = """
            <input class="input" id="\(id)" name="\(name)" type="\(type)" value="\(value)" placeholder="\(placeholder)"\
            \(HTML.with(inputMode) { " inputmode=\"\($0)\"" })\(HTML.with(autocomplete) { " autocomplete=\"\($0)\"" })\
            \(HTML.with(latest) { " data-latest=\"\($0)\" data-future-message=\"\(futureMessage)\"" })\
            \(HTML.with(maxLength) { " maxlength=\"\($0)\"" })\(HTML.with(format) { " data-format=\"\($0)\"" })\
            \(HTML.with(limit) { " data-limit=\"\($0)\" data-limit-message=\"\(limitMessage)\"" })\
            \(HTML.when(followsVisitorsToday, " data-visitor-today\(HTML.when(isDefault, " data-default"))"))\
            \(HTML.when(disabled, " disabled")) aria-describedby="\(describedBy)"\(HTML.when(error != nil, " aria-invalid=\"true\"")) \
            data-testid="\(testID)">
            """
        return """
            <div class="field\(HTML.when(error != nil, " has-error"))\(HTML.when(disabled, " is-disabled"))" id="\(id)-field" data-live>
              <label class="field-label" for="\(id)">\(label)</label>
              \(input)
              \(HTML.fieldError(id: errorID, error))
            </div>

            """
    }
}

extension SelectView {
    var html: HTML {
        """
        <div class="field\(HTML.when(error != nil, " has-error"))\(HTML.when(disabled, " is-disabled"))" id="\(id)-field" data-live>
          <label class="field-label" for="\(id)">\(label)</label>
          <div class="select-wrap">
            <select class="input select" id="\(id)" name="\(name)"\(HTML.when(disabled, " disabled"))\(HTML.when(refreshes, " data-refresh")) \
        aria-describedby="\(describedBy)"\(HTML.when(error != nil, " aria-invalid=\"true\"")) data-testid="\(testID)">
              <option value="">\(placeholder)</option>
              \(HTML.each(options) { "<option value=\"\($0.value)\"\(HTML.when($0.selected, " selected"))>\($0.title)</option>" })
            </select>
          </div>
          \(HTML.with(helper) { "<p class=\"field-helper\" id=\"\(helperID)\">\($0)</p>" })
          \(HTML.fieldError(id: errorID, error))
        </div>

        """
    }
}

extension RadioGroupView {
    var html: HTML {
        let cards = HTML.each(options) { option in
            """
                <label class="radio-card" for="\(option.id)">
                  <input type="radio" id="\(option.id)" name="\(name)" value="\(option.value)"\(HTML.when(option.checked, " checked")) \
            data-testid="\(option.testID)">
                  <span class="radio-title">\(option.title)</span>
                </label>

            """
        }
        return """
            <fieldset class="field radio-field\(HTML.when(error != nil, " has-error"))" id="field-\(name)-group" data-live \
            aria-describedby="\(describedBy)">
              <legend class="field-label">\(label)</legend>
              <div class="radio-cards">
            \(cards)  </div>
              \(HTML.with(helper) { "<p class=\"field-helper\" id=\"\(helperID)\">\($0)</p>" })
              \(HTML.fieldError(id: errorID, error))
            </fieldset>

            """
    }
}

extension TextAreaFieldView {
    var html: HTML {
        """
        <div class="field\(HTML.when(error != nil, " has-error"))">
          <label class="field-label" for="\(id)">\(label)</label>
          <textarea class="input textarea" id="\(id)" name="\(name)" rows="4" placeholder="\(placeholder)" \
        data-counter="\(counterID)" data-limit="\(maxLength)" data-limit-message="\(limitMessage)" data-error="\(errorID)" aria-describedby="\(HTML.when(helper != nil, "\(helperID) "))\(counterID) \(errorID)"\
        \(HTML.when(error != nil, " aria-invalid=\"true\"")) data-testid="\(testID)">\(value)</textarea>
          \(HTML.with(helper) { "<p class=\"field-helper\" id=\"\(helperID)\">\($0)</p>" })
          <p class="field-error" id="\(errorID)" data-live\(HTML.when(error == nil, " hidden"))>\(error)</p>
          <p class="counter\(HTML.when(atLimit, " at-limit"))" id="\(counterID)" aria-live="polite">\(counter)</p>
        </div>

        """
    }
}

extension NoticeView {
    var html: HTML {
        let buttons = HTML.each(actions) { action in
            """
            <button type="submit" name="intent" value="\(action.intent)" class="button-text"\
            \(HTML.with(action.testID) { " data-testid=\"\($0)\"" })>\(action.title)</button>
            """
        }
        return """
            <div class="notice notice-\(kind)" role="\(role)" data-testid="\(testID)">
              \(HTML.with(title) { "<p class=\"notice-title\">\($0)</p>" })
              <p class="notice-message">\(message)</p>
              \(HTML.when(hasActions, "<div class=\"notice-actions\">\(buttons)</div>"))
            </div>

            """
    }
}

extension FormOutcome {
    /// That a form of the report's page was sent, or why not: its error summary, each problem a
    /// link to its field. Where the post's page opens (`anchor`), and focusable, so the script
    /// moves focus to it and a screen reader starts there.
    var html: HTML {
        HTML.with(notice) { notice in
            """
            <div class="notice \(isSent ? "notice-success" : "notice-banner")" id="\(anchor)" tabindex="-1" \
            role="\(isSent ? "status" : "alert")" data-testid="\(testID)"><p class="notice-message">\(notice)</p>\
            \(HTML.when(!problems.isEmpty, "<ul class=\"error-summary\">\(HTML.each(problems) { "<li><a href=\"#\(FieldID.input($0.name))\">\($0.message)</a></li>" })</ul>"))</div>
            """
        }
    }
}

extension ReportRowView {
    var html: HTML {
        """
        <li class="report-row">
          <a class="report-link" href="\(href)" data-testid="\(testID)">
            \(HTML.with(photoURL) { "<img class=\"report-thumb\" src=\"\($0)\" alt=\"\(photoAlt)\" loading=\"lazy\" width=\"72\" height=\"72\">" })
            <span class="report-text">
              <span class="report-title">\(title)</span>
              <span class="badge \(badgeClass)">\(badge)</span>
              <span class="report-subtitle">\(subtitle)</span>
              \(HTML.with(place) { "<span class=\"report-place\">\($0)</span>" })
              \(HTML.with(distance) { "<span class=\"report-distance\">\($0)</span>" })
            </span>
          </a>
        </li>

        """
    }
}

extension ContactWay {
    /// A link (`mailto:`, `tel:`) showing the address or number.
    var html: HTML {
        HTML.with(href, { "<a href=\"\($0)\">\(text)</a>" }, else: "\(text)")
    }
}
