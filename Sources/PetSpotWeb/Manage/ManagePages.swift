import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}/manage`: the owner signs in with the report's password (the session is rotated,
/// and the sign-in kept sealed for hours, for that report only), then each action is a post that
/// redirects back with what it did (post/redirect/get); a refused edit answers its page at once,
/// with what was typed and each field's problem. The pet's fields are the wizard step's, with its
/// partial updates: a species chosen shows its breeds, GPS fills the coordinates, nothing saved
/// until Save.
@MainActor
struct ManagePages {
    let desk: WizardDesk
    let services: WebServices
    let clock: any WallClock = SystemWallClock()

    private func model(
        _ id: String, session: WebSession, location: BrowserLocation = BrowserLocation(report: .unavailable),
        failure: OwnerActionFailure? = nil, outcome: ManageReportViewModel.Outcome? = nil
    ) -> ManageReportViewModel {
        ManageReportViewModel(
            reportID: id, managing: services.managing,
            environment: desk.environment(session: session, location: location, services: services),
            taxonomy: desk.taxonomy, failure: failure, outcome: outcome)
    }

    /// The model signed in with the session's sign-in for `id`, or `nil` when there is none (or it
    /// no longer opens the report: the report is gone).
    private func signedIn(
        _ id: String, session: WebSession, location: BrowserLocation = BrowserLocation(report: .unavailable),
        outcome: ManageReportViewModel.Outcome? = nil
    ) async -> ManageReportViewModel? {
        guard let signIn = OwnerSignIn.load(for: id, from: session.drafts, now: clock.now) else { return nil }
        let model = model(id, session: session, location: location, outcome: outcome)
        model.editPassword(signIn.password)
        await model.signIn()
        guard model.isSignedIn else {
            OwnerSignIn.clear(from: session.drafts)
            return nil
        }
        return model
    }

    func show(id: String, parameters: [String: String], session: WebSession) async -> Response {
        // A mailed sign-in link asks first: its GET changes nothing (mail scanners follow links).
        if let token = parameters[LinkSignInPage.tokenField] {
            return HTMLResponse.page(LinkSignInPage(reportID: id, token: token))
        }
        let outcome = parameters["done"].flatMap(ManageReportViewModel.Outcome.init(rawValue:))
        if let model = await signedIn(id, session: session, outcome: outcome) {
            switch parameters["ask"].flatMap(ManageReportViewModel.Question.init(rawValue:)) {
            case .removeSighting?:
                if let sighting = parameters["sighting"].flatMap({ ManagePage.itemID(in: $0, after: "") }) {
                    model.askToRemoveSighting(sighting)
                }
            case let question?: model.ask(question)
            case nil: break
            }
            return await page(model, id: id)
        }
        // No sign-in form for a report there is none of: say so (404), as its page does.
        do {
            _ = try await services.browsing.report(id: id)
        } catch .notFound {
            return HTMLResponse.page(
                MessagePage(title: Copy.Browse.reportGoneTitle, body: Copy.Web.notFoundBody), status: .notFound)
        } catch {
            // The sign-in form still stands; signing in says what went wrong.
        }
        return await page(
            model(
                id, session: session, failure: parameters["failure"].flatMap(OwnerActionFailure.init(code:)),
                outcome: outcome), id: id)
    }

    func submit(id: String, form: PostedForm, session: WebSession) async -> Response {
        let intent =
            form[PlaceSearchView.choiceField] != nil ? .choosePlace : ManageIntent(rawValue: form.intent) ?? .save
        if intent == .signIn { return await signIn(id: id, form: form, session: session) }
        if intent == .signInWithLink {
            return await signIn(id: id, linkToken: form[LinkSignInPage.tokenField] ?? "", session: session)
        }
        if intent == .emailSignInLink {
            let model = model(id, session: session)
            await model.requestSignInLink()
            guard let outcome = model.outcome else { return await page(model, id: id, status: .serviceUnavailable) }
            return HTMLResponse.redirect(to: "\(SitePath.manage(.value(id)).path)?done=\(outcome.rawValue)")
        }
        guard let model = await signedIn(id, session: session, location: BrowserLocation(form)) else {
            return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path)
        }
        // A sighting's Remove button asks first, by a page of its own address, as the other questions
        // (`ask-remove-sighting:{id}`); the question's answer names it (`remove-sighting:{id}`).
        // One that names no sighting does nothing.
        if form.intent.hasPrefix(ManagePage.askRemoveSightingPrefix) {
            guard let sightingID = ManagePage.itemID(in: form.intent, after: ManagePage.askRemoveSightingPrefix)
            else {
                return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path)
            }
            return HTMLResponse.redirect(
                to:
                    "\(SitePath.manage(.value(id)).path)?ask=\(ManageReportViewModel.Question.removeSighting.rawValue)&sighting=\(sightingID)"
            )
        }
        if form.intent.hasPrefix(ManagePage.reunitedHowPrefix) {
            guard let how = ReunitedHow(rawValue: String(form.intent.dropFirst(ManagePage.reunitedHowPrefix.count)))
            else { return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path) }
            await model.sayHowItEnded(how, placeID: form.text(ManagePage.reunionPlaceField))
            return await done(model, id: id, session: session)
        }
        for (prefix, verdict) in [
            (ManagePage.verdictScamPrefix, MessageVerdict.scam), (ManagePage.verdictGenuinePrefix, .genuine),
        ] where form.intent.hasPrefix(prefix) {
            // A message's id is a UUID, as a sighting's is: anything else names no message.
            guard let messageID = ManagePage.itemID(in: form.intent, after: prefix) else {
                return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path)
            }
            await model.markMessage(messageID, as: verdict)
            return await done(model, id: id, session: session)
        }
        if form.intent.hasPrefix(ManagePage.removeSightingPrefix) {
            guard let sightingID = ManagePage.itemID(in: form.intent) else {
                return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path)
            }
            await model.removeSighting(sightingID)
            return await done(model, id: id, session: session)
        }
        switch intent {
        case .signIn, .emailSignInLink, .signInWithLink, .cancel:
            return HTMLResponse.redirect(to: SitePath.manage(.value(id)).path)
        case .signOut:
            OwnerSignIn.clear(from: session.drafts)
            return HTMLResponse.redirect(to: SitePath.report(.value(id)).path)
        case .save:
            apply(form, to: model)
            await model.saveTapped()
        case .refresh, .gps, .dismiss, .retryTaxonomy, .findPlace, .choosePlace:
            // The pet's fields as the wizard step updates them; nothing is saved, what was typed is shown again.
            apply(form, to: model)
            switch intent {
            case .gps: await model.petDetails?.requestGPSPosition()
            case .dismiss: await model.petDetails?.permissionAlertAction(.cancel)
            case .retryTaxonomy: await desk.taxonomy.refresh()
            case .findPlace: await model.petDetails?.findPlaces()
            case .choosePlace: _ = form[PlaceSearchView.choiceField].map { model.petDetails?.choosePosted($0) }
            default: break
            }
            return await page(model, id: id)
        case .askReunite, .askClose, .askRemove:
            // Asked by a page of its own address (post/redirect/get): Back after the answer shows
            // the question again, never "Confirm Form Resubmission".
            return HTMLResponse.redirect(
                to: "\(SitePath.manage(.value(id)).path)?ask=\(intent.question?.rawValue ?? "")")
        case .confirmReunite, .confirmClose, .confirmRemove:
            if let question = intent.question { model.ask(question) }
            await model.confirm()
        case .reopen: await model.reopenTapped()
        case .resumeMail: await model.resumeMail()
        case .mailLanguage:
            if let language = form[ManagePage.mailLanguageField].flatMap(Language.init(rawValue:)) {
                await model.setMailLanguage(language)
            }
        case .renew: await model.renewTapped()
        }
        return await done(model, id: id, session: session, focusFirstError: intent == .save)
    }

    /// After an action: to the page that says what it did, or the page again with why it could not.
    private func done(
        _ model: ManageReportViewModel, id: String, session: WebSession, focusFirstError: Bool = false
    ) async -> Response {
        if model.isRemoved {
            OwnerSignIn.clear(from: session.drafts)
            return HTMLResponse.redirect(to: SitePath.reportRemoved(.value(id)).path)
        }
        guard model.failure == nil, model.problems.isEmpty, let outcome = model.outcome else {
            return await page(model, id: id, status: .unprocessableContent, focusFirstError: focusFirstError)
        }
        return HTMLResponse.redirect(to: "\(SitePath.manage(.value(id)).path)?done=\(outcome.rawValue)")
    }

    /// Checks the password against the report; on success the session is rotated (a cookie planted
    /// before cannot ride on the owner's sign-in) and the sign-in kept. A refusal goes back to the
    /// form with its reason, never with the password.
    private func signIn(id: String, form: PostedForm, session: WebSession) async -> Response {
        let model = model(id, session: session)
        model.editPassword(form.text(ManagePage.passwordField) ?? "")
        await model.signIn()
        return await keep(model, id: id, session: session, then: SitePath.manage(.value(id)).path)
    }

    /// Signs in by a mailed link's token, posted by its page's one button: signed in once, with the
    /// new code the link gave, kept like a typed one; then the page without the token in its
    /// address (a reload, the history or a shared screen does not carry it), saying the new code once.
    private func signIn(id: String, linkToken: String, session: WebSession) async -> Response {
        let model = model(id, session: session)
        await model.signIn(withLinkToken: linkToken)
        return await keep(
            model, id: id, session: session,
            then: "\(SitePath.manage(.value(id)).path)?done=\(model.outcome?.rawValue ?? "")")
    }

    /// After a sign-in: refused, back to the form with its reason; else the session rotated, the
    /// sign-in kept, and on to `next`.
    private func keep(
        _ model: ManageReportViewModel, id: String, session: WebSession, then next: String
    ) async -> Response {
        guard model.isSignedIn else {
            return HTMLResponse.redirect(to: SitePath.signInFailed(id, model.failure ?? .serverFailure))
        }
        do {
            try session.rotate(leavingFor: SitePath.manage(.value(id)).path)
            try OwnerSignIn(reportID: id, password: model.password, signedInAt: clock.now).save(to: session.drafts)
        } catch {
            return await page(model, id: id, status: .internalServerError)
        }
        return HTMLResponse.redirect(to: next)
    }

    /// What the owner posted, applied as typed: the contact fields, who sees them, the pet's fields.
    private func apply(_ form: PostedForm, to model: ManageReportViewModel) {
        if let query = form[PlaceSearchView.queryField] { model.petDetails?.editPlaceQuery(query) }
        for field in ManagedField.allCases {
            if let typed = form.text(field.rawValue) { model.edit(field, typed) }
        }
        if let visibility = ContactVisibilityField.chosen(in: form) { model.chooseContactVisibility(visibility) }
        model.petDetails?.apply(form)
    }

    private func page(
        _ model: ManageReportViewModel, id: String, status: HTTPResponse.Status = .ok, focusFirstError: Bool = false
    ) async -> Response {
        if model.isSignedIn { await desk.refreshTaxonomyOnce() }
        let matches = model.isSignedIn ? await MatchesView.load(id, matching: services.matching) : nil
        let clock = desk.configuration.wallClock
        let visits = model.isSignedIn ? await services.flyers.visits(of: id, managementPassword: model.password) : nil
        let context = ManagePage.context(
            model, reportID: id, focusFirstError: focusFirstError, matches: matches,
            flyerVisits: visits?.line(now: clock.now, timeZone: clock.timeZone))
        return HTMLResponse.page(context, status: status)
    }
}
