import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// The posts of a report's page: "I saw this pet" (`/reports/{id}/sighting`) and "Contact the owner"
/// (`/reports/{id}/message`). Sent, each redirects to the page, which says so (post/redirect/get);
/// refused, the page answers 422 with what was typed and each problem. "Use my location" answers
/// the page with the point filled (the script swaps only the fields), nothing sent.
@MainActor
struct ReachingPages {
    let desk: WizardDesk
    let services: WebServices

    private func environment(
        _ session: WebSession, location: BrowserLocation = BrowserLocation(report: .unavailable),
        timeZone: TimeZone? = nil
    ) -> FlowEnvironment {
        desk.environment(session: session, location: location, timeZone: timeZone, services: services)
    }

    /// The visitor's zone as the page's script posts it (`tzOffset`: minutes east of UTC); a
    /// sighting's day and time are read in it. Without the script, the server's zone.
    static func visitorTimeZone(_ form: PostedForm) -> TimeZone? {
        guard let minutes = form.text("tzOffset").flatMap({ Int($0) }), (-14 * 60...14 * 60).contains(minutes) else {
            return nil
        }
        return TimeZone(secondsFromGMT: minutes * 60)
    }

    func submit(id: String, kind: ReachingForm, form: PostedForm, session: WebSession) async -> Response {
        let environment = environment(session, location: BrowserLocation(form), timeZone: Self.visitorTimeZone(form))
        let reaching = services.reaching
        guard let report = try? await services.browsing.report(id: id) else {
            return HTMLResponse.redirect(to: SitePath.report(.value(id)).path)
        }
        var forms = ReportDetailsPage.Forms()
        var isDone = false
        switch kind {
        case .sighting:
            let model = SightingFormViewModel(report: report, reaching: reaching, environment: environment)
            for field in SightingFormViewModel.Field.allCases {
                if let typed = form.text(field.rawValue) { model.edit(field, typed) }
            }
            if let query = form.text(PlaceSearchView.queryField) { model.editPlaceQuery(query) }
            if form.intent == "gps" {
                await model.useMyLocation()
                forms.sighting = model.form
                return await render(id: id, forms: forms, clock: environment.wallClock, status: .ok)
            }
            // A place found by name, or one of those found chosen: the page again, the point set,
            // everything typed kept, nothing sent.
            if let choice = form.text(PlaceSearchView.choiceField), model.choosePosted(choice) {
                forms.sighting = model.form
                return await render(id: id, forms: forms, clock: environment.wallClock, status: .ok)
            }
            if form.intent == PlaceSearchView.findIntent || model.asksForAPlaceInsteadOfSending {
                await model.findPlaces()
                forms.sighting = model.form
                return await render(id: id, forms: forms, clock: environment.wallClock, status: .ok)
            }
            await model.sendTapped()
            isDone = model.sent != nil
            forms.sighting = model.form
        case .message:
            let model = ContactOwnerViewModel(reportID: id, status: report.status, reaching: reaching)
            for field in ContactOwnerViewModel.Field.allCases {
                if let typed = form.text(field.rawValue) { model.edit(field, typed) }
            }
            await model.sendTapped()
            isDone = model.isSent
            forms.message = model.form
        }
        if isDone { return HTMLResponse.redirect(to: SitePath.sent(id, kind)) }
        return await render(id: id, forms: forms, clock: environment.wallClock, status: .unprocessableContent)
    }

    /// The page again, with the forms as the post left them, its times in the visitor's zone.
    private func render(
        id: String, forms: ReportDetailsPage.Forms, clock: any WallClock, status: HTTPResponse.Status
    ) async -> Response {
        let reads = await ReportDetailsPage.Reads.of(id, reading: services.reportPage)
        let (context, _) = ReportDetailsPage.context(
            id: id, reads: reads, forms: forms, now: clock.now, timeZone: clock.timeZone,
            site: desk.configuration.site)
        return HTMLResponse.page(context, status: status)
    }
}
