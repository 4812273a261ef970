import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// The alert pages' handlers. `/alerts/new`: asked for, it redirects to the page that says to
/// check the inbox (post/redirect/get); refused, the page answers 422 with what was typed and each
/// problem. `/alerts/manage?token=…` (each alert mail's "Change or stop this alert"): the alert's
/// settings to change, and a button that stops it. "Use my location" answers the page with the
/// point filled, nothing sent.
@MainActor
struct AlertPages {
    let desk: WizardDesk
    let services: WebServices
    let session: WebSession

    nonisolated static let newPath = SitePath.newAlert.path

    nonisolated static func managePath(_ token: String) -> String {
        SitePath.manageAlert.path(token: token)
    }

    /// The path of the page around `centre` (what a page links it from: home's, the list's, a report's place).
    nonisolated static func path(around centre: Coordinates?) -> String {
        centre.map { "\(newPath)?lat=\(Coordinates.formatted($0.latitude))&lng=\(Coordinates.formatted($0.longitude))" }
            ?? newPath
    }

    func show(parameters: [String: String]) async -> Response {
        let centre = parameters["lat"].flatMap(Double.init).flatMap { latitude in
            parameters["lng"].flatMap(Double.init).flatMap { Coordinates(latitude: latitude, longitude: $0) }
        }
        return await page(AlertForm(centre: centre), action: Self.newPath, sent: parameters["sent"] != nil)
    }

    func submit(form: PostedForm) async -> Response {
        let model = AlertFormViewModel(centre: nil, alerts: services.alerts, environment: environment(form))
        return await run(model, form: form, action: Self.newPath, redirectWhenDone: Self.newPath + "?sent=1")
    }

    func showAlert(token: String) async -> Response {
        do throws(ReachingError) {
            let alert = try await services.alertManaging.alert(token: token)
            return await page(AlertForm(changing: alert), action: Self.managePath(token))
        } catch {
            return linkFailure(error)
        }
    }

    func submitAlert(token: String, form: PostedForm) async -> Response {
        let alert: AlertRequest
        do throws(ReachingError) {
            alert = try await services.alertManaging.alert(token: token)
        } catch {
            return linkFailure(error)
        }
        let model = AlertFormViewModel(
            changing: alert, token: token, managing: services.alertManaging, alerts: services.alerts,
            environment: environment(form))
        if form.intent == "stop" {
            await model.stopTapped()
            return model.isStopped
                ? message(Copy.Alerts.stoppedTitle, Copy.Alerts.stoppedBody)
                : await page(
                    model.form, action: Self.managePath(token),
                    status: .unprocessableContent)
        }
        return await run(model, form: form, action: Self.managePath(token), redirectWhenDone: nil)
    }

    /// Takes the posted fields, then locates or sends: done, it redirects to `redirectWhenDone` (`nil`: the
    /// page again, saying so); refused, the page answers 422 with what was typed and each problem.
    private func run(
        _ model: AlertFormViewModel, form: PostedForm, action: String, redirectWhenDone: String?
    ) async -> Response {
        for field in AlertFormViewModel.Field.allCases where !(field == .email && model.isChange) {
            if let typed = form[field.rawValue] { model.edit(field, typed) }
        }
        if let query = form[PlaceSearchView.queryField] { model.editPlaceQuery(query) }
        // A centre found by name, or one of those found chosen: the page again, nothing sent.
        if let choice = form[PlaceSearchView.choiceField], model.choosePosted(choice) {
            return await page(model.form, action: action)
        }
        if form.intent == PlaceSearchView.findIntent || model.asksForAPlaceInsteadOfSending {
            await model.findPlaces()
            return await page(model.form, action: action)
        }
        if form.intent == "gps" {
            await model.useMyLocation()
            return await page(model.form, action: action)
        }
        await model.submitTapped()
        if model.isDone {
            if let redirectWhenDone { return HTMLResponse.redirect(to: redirectWhenDone) }
            return await page(model.form, action: action)
        }
        return await page(model.form, action: action, status: .unprocessableContent)
    }

    private func page(
        _ form: AlertForm, action: String, sent: Bool = false, status: HTTPResponse.Status = .ok
    ) async -> Response {
        await desk.refreshTaxonomyOnce()
        return HTMLResponse.page(
            AlertPage(form, taxonomy: desk.taxonomy.taxonomy, action: action, sent: sent), status: status)
    }

    private func environment(_ form: PostedForm) -> FlowEnvironment {
        desk.environment(session: session, location: BrowserLocation(form), services: services)
    }

    /// A change link that does not hold, or whose alert was stopped.
    private func linkFailure(_ error: ReachingError) -> Response {
        if case .notFound = error { return message(Copy.Alerts.stoppedTitle, Copy.Alerts.gone) }
        if case .invalid = error {
            return message(Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, status: .badRequest)
        }
        return message(Copy.Browse.serverFailureTitle, Copy.Browse.serverFailureDetail, status: .serviceUnavailable)
    }

    private func message(_ title: String, _ body: String, status: HTTPResponse.Status = .ok) -> Response {
        HTMLResponse.page(MessagePage(title: title, body: body), status: status)
    }
}
