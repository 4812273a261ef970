import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}/manage`: the owner signs in with the report's password (the session is rotated,
/// and the sign-in kept sealed for hours, for that report only), then each action is a post that
/// redirects back with what it did (post/redirect/get); a refused edit answers its page at once,
/// with what was typed and each field's problem.
@MainActor
struct ManagePages {
    let templates: PageTemplates
    let services: WebServices
    let clock: any WallClock = SystemWallClock()

    private func model(_ id: String, failure: OwnerActionFailure? = nil, outcome: ManageReportViewModel.Outcome? = nil) -> ManageReportViewModel {
        ManageReportViewModel(reportID: id, managing: services.managing, clock: clock, failure: failure, outcome: outcome)
    }

    /// The model signed in with the session's sign-in for `id`, or `nil` when there is none (or it
    /// no longer opens the report: the report is gone).
    private func signedIn(_ id: String, session: WebSession, outcome: ManageReportViewModel.Outcome? = nil) async -> ManageReportViewModel? {
        guard let signIn = OwnerSignIn.load(for: id, from: session.drafts, now: clock.now) else { return nil }
        let model = model(id, outcome: outcome)
        model.editPassword(signIn.password)
        await model.signIn()
        guard model.isSignedIn else {
            OwnerSignIn.clear(from: session.drafts)
            return nil
        }
        return model
    }

    func show(id: String, parameters: [String: String], session: WebSession) async -> Response {
        let outcome = parameters["done"].flatMap(ManageReportViewModel.Outcome.init(rawValue:))
        if let model = await signedIn(id, session: session, outcome: outcome) { return page(model, id: id) }
        return page(model(id, failure: parameters["failure"].flatMap(OwnerActionFailure.init(code:))), id: id)
    }

    func submit(id: String, form: PostedForm, session: WebSession) async -> Response {
        let intent = ManageIntent(rawValue: form.intent) ?? .save
        if intent == .signIn { return await signIn(id: id, form: form, session: session) }
        guard let model = await signedIn(id, session: session) else { return HTMLResponse.redirect(to: ReportPaths.manage(id)) }
        switch intent {
        case .signIn, .cancel: return HTMLResponse.redirect(to: ReportPaths.manage(id))
        case .signOut:
            OwnerSignIn.clear(from: session.drafts)
            return HTMLResponse.redirect(to: ReportPaths.report(id))
        case .save:
            for field in ManagedField.allCases {
                if let typed = form.text(field.rawValue) { model.edit(field, typed) }
            }
            if let visibility = ContactVisibilityField.chosen(in: form) { model.chooseContactVisibility(visibility) }
            await model.saveTapped()
        case .askReunite, .askClose, .askRemove:
            if let question = intent.question { model.ask(question) }
            return page(model, id: id)
        case .confirmReunite, .confirmClose, .confirmRemove:
            if let question = intent.question { model.ask(question) }
            await model.confirm()
        case .reopen: await model.reopenTapped()
        case .renew: await model.renewTapped()
        }
        if model.isRemoved {
            OwnerSignIn.clear(from: session.drafts)
            return HTMLResponse.redirect(to: ReportPaths.removed(id))
        }
        guard model.failure == nil, model.problems.isEmpty, let outcome = model.outcome else {
            return page(model, id: id, status: .unprocessableContent)
        }
        return HTMLResponse.redirect(to: "\(ReportPaths.manage(id))?done=\(outcome.rawValue)")
    }

    /// Checks the password against the report; on success the session is rotated (a cookie planted
    /// before cannot ride on the owner's sign-in) and the sign-in kept. A refusal goes back to the
    /// form with its reason, never with the password.
    private func signIn(id: String, form: PostedForm, session: WebSession) async -> Response {
        let model = model(id)
        model.editPassword(form.text(ReportPaths.passwordField) ?? "")
        await model.signIn()
        guard model.isSignedIn else {
            return HTMLResponse.redirect(to: ReportPaths.signInFailed(id, model.failure ?? .serverFailure))
        }
        do {
            try session.rotate(leavingFor: ReportPaths.manage(id))
            try OwnerSignIn(reportID: id, password: model.password, signedInAt: clock.now).save(to: session.drafts)
        } catch {
            return page(model, id: id, status: .internalServerError)
        }
        return HTMLResponse.redirect(to: ReportPaths.manage(id))
    }

    private func page(_ model: ManageReportViewModel, id: String, status: HTTPResponse.Status = .ok) -> Response {
        HTMLResponse.page(templates.page(ManagePage.context(model, reportID: id), template: "manage"), status: status)
    }
}
