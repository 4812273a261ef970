import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// A wizard's pages: each GET renders the step from the session's draft; each POST applies the
/// form to the step's view model, runs the button pressed, and always redirects (post/redirect/get):
/// to where the flow went, or to the step's own address, which then shows the page the post
/// produced (`ShownStep`), so Back, Forward and Reload never re-send a form.
@MainActor
struct WizardPages<W: WebWizard> {
    let desk: WizardDesk
    let storage: SessionStorage
    let services: WebServices

    /// `GET /report/missing`: to the step the session's draft is on; a finished wizard is over, so
    /// a new report starts at the first step.
    func resume(session: WebSession) -> Response {
        let flow = desk.flow(
            W.State.self, session: session, location: BrowserLocation(report: .unavailable), services: services)
        if isFinished(flow) { close(flow, session: session) }
        return HTMLResponse.redirect(to: W.path(of: flow.step))
    }

    func show(slug: String, session: WebSession) async -> Response? {
        guard let step = W.step(slug: slug) else { return nil }
        let flow = desk.flow(
            W.State.self, session: session, location: BrowserLocation(report: .unavailable), services: services)
        // Leaving the summary ends the wizard: its password is never shown again.
        if isFinished(flow), W.kind(of: step) != .completion {
            close(flow, session: session)
            return HTMLResponse.redirect(to: W.basePath)
        }
        if let earlier = firstIncompleteStep(before: step, in: flow) {
            return HTMLResponse.redirect(to: W.path(of: earlier))
        }
        if step != flow.step { flow.open(at: step) }
        if let shown = ShownStep.load(W.self, slug: slug, from: session.drafts) { return HTMLResponse.page(shown) }
        guard let screen = WizardScreen.current(of: flow, kind: W.kind(of: step)) else {
            return HTMLResponse.redirect(to: W.basePath)
        }
        return await HTMLResponse.page(render(screen, flow: flow))
    }

    func submit(slug: String, form: PostedForm, session: WebSession) async -> Response? {
        guard let step = W.step(slug: slug) else { return nil }
        // The session was rotated when its report was sent: this post came with the old cookie.
        if let summary = session.leftFor { return HTMLResponse.redirect(to: summary) }
        // What the previous post showed is replaced by what this one does.
        ShownStep.remove(W.self, from: session.drafts)
        let flow = desk.flow(W.State.self, session: session, location: BrowserLocation(form), services: services)
        if let earlier = firstIncompleteStep(before: step, in: flow) {
            return HTMLResponse.redirect(to: W.path(of: earlier))
        }
        if flow.step != step { flow.open(at: step) }
        guard flow.step == step, let screen = WizardScreen.current(of: flow, kind: W.kind(of: step)) else {
            return HTMLResponse.redirect(to: W.path(of: flow.step))
        }
        if form.unreadable {
            // Nothing of a damaged body is applied: the draft stays as it was, and the step, as
            // kept, says what happened (400: what was sent could not be read).
            return HTMLResponse.page(await render(screen, flow: flow, formUnreadable: true), status: .badRequest)
        }
        screen.apply(form) { file in savePhoto(file, in: session, replacing: flow.state.photo) }
        if let tooLarge = form.tooLargeFile, case .photo(let model) = screen {
            model.photoPicked(
                fileName: tooLarge.fileName, mimeType: tooLarge.sniffedType?.mimeType ?? tooLarge.contentType,
                byteCount: tooLarge.byteCount, location: "")
        }
        // A file chosen and refused (too large, no image): that choice is what the post was about,
        // so its message stands alone; Continue does not add "Photo is mandatory" beside it.
        let refusedFile =
            if case .photo(let model) = screen {
                model.helperMessage != nil && (form.file != nil || form.tooLargeFile != nil)
            } else { false }
        var intent = refusedFile ? .refresh : WizardIntent(form)
        if case .animalDetails(let model) = screen {
            if let query = form.text(PlaceSearchView.queryField) { model.editPlaceQuery(query) }
            // Enter in the place's name sends Continue: with no point given, the name is looked up.
            if intent == .continue, model.asksForAPlaceInsteadOfSending { intent = .findPlace }
        }
        var askToDiscard = false
        switch intent {
        case .back:
            flow.goBack()
        case .cancel where WizardRendering<W>.cancelDiscardsSomething(flow):
            // Not confirmed (no script): the step asks, with what was just typed kept in the draft.
            askToDiscard = true
        case .cancel, .discard, .close:
            close(flow, session: session)
        case .removePhoto:
            if case .photo(let model) = screen {
                deletePhoto(flow.state.photo)
                model.removePhoto()
            }
        case .gps:
            if case .animalDetails(let model) = screen { await model.requestGPSPosition() }
        case .findPlace:
            if case .animalDetails(let model) = screen { await model.findPlaces() }
        case .choosePlace:
            if case .animalDetails(let model) = screen, let choice = form.text(PlaceSearchView.choiceField) {
                _ = model.choosePosted(choice)
            }
        case .retryTaxonomy:
            await desk.taxonomy.refresh()
        case .dismiss:
            // The permission alert's Cancel: manual entry, with the toast that says so.
            if case .animalDetails(let model) = screen { await model.permissionAlertAction(.cancel) }
        case .refresh:
            break
        case .continue, .retry:
            // On the closing screen Continue (Enter) is Close: the draft and its photo go together.
            if case .completion = screen { close(flow, session: session) } else { await screen.continueTapped() }
        }
        if flow.isClosed { return HTMLResponse.redirect(to: "/") }
        if isFinished(flow), W.kind(of: step) != .completion {
            // The report is sent: the summary shows its password, so from here on the session is one
            // that nobody held before (a cookie planted earlier opens nothing).
            do {
                try session.rotate(leavingFor: W.path(of: flow.step))
            } catch {
                close(flow, session: session)
                return HTMLResponse.redirect(to: "/")
            }
        }
        if flow.step != step { return HTMLResponse.redirect(to: W.path(of: flow.step)) }
        // Still on this step: its address shows what the post produced, with focus on the first
        // field to fix when the person tried to go on.
        let html = await render(screen, flow: flow, focusFirstError: intent.triesToMoveOn, askToDiscard: askToDiscard)
        do {
            try ShownStep.save(W.self, slug: slug, html: html, in: session.drafts)
        } catch {
            // Nowhere to keep it (the sessions folder is full): show it in answer to the post, as before.
            return HTMLResponse.page(html, status: intent.triesToMoveOn ? .unprocessableContent : .ok)
        }
        return HTMLResponse.redirect(to: W.path(of: step))
    }

    /// A step's address opens it only once every step before it is done (as walking there would
    /// have required); else where the person is, or the first step still to do if that comes first.
    /// The closing screen needs a sent report.
    private func firstIncompleteStep(before step: W.State.Step, in flow: ReportFlow<W.State>) -> W.State.Step? {
        let state = flow.state
        let incomplete = W.State.Step.allCases.first { earlier in
            guard earlier.rawValue < step.rawValue else { return false }
            switch W.kind(of: earlier) {
            case .microchip, .completion: return false
            case .photo: return state.photo == nil
            case .animalDetails:
                return !state.animalDetails.validationErrors(variant: W.State.animalDetailsVariant, today: flow.today)
                    .isEmpty
            case .ownersDetails, .contactInformation: return !state.submission.isComplete
            }
        }
        return incomplete.map { $0.rawValue < flow.step.rawValue ? $0 : flow.step }
    }

    /// `GET …/photo/preview`: the photo chosen in this session, for the confirmation card.
    func photoPreview(session: WebSession) -> Response? {
        let flow = desk.flow(
            W.State.self, session: session, location: BrowserLocation(report: .unavailable), services: services)
        guard let photo = flow.state.photo, let bytes = try? Data(contentsOf: URL(fileURLWithPath: photo.location))
        else { return nil }
        return Response(
            status: .ok, headers: [.contentType: photo.type.mimeType, .cacheControl: "private, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private func render(
        _ screen: WizardScreen, flow: ReportFlow<W.State>, focusFirstError: Bool = false, askToDiscard: Bool = false,
        formUnreadable: Bool = false
    ) async -> String {
        if case .animalDetails = screen { await desk.refreshTaxonomyOnce() }
        var rendering = WizardRendering<W>(
            flow: flow, step: flow.step, focusFirstError: focusFirstError, askToDiscard: askToDiscard)
        rendering.formUnreadable = formUnreadable
        // Just published: what may already be the same animal, on the summary itself.
        if case .completion(let model) = screen {
            rendering.matches = await MatchesView.load(model.reportID, matching: services.matching)
        }
        let page = rendering.page(for: screen, offlineBanner: nil)
        return page.document
    }

    /// Ends a finished wizard of `session` (the visitor went elsewhere from its summary).
    func endIfFinished(session: WebSession) {
        let flow = desk.flow(
            W.State.self, session: session, location: BrowserLocation(report: .unavailable), services: services)
        if isFinished(flow) { close(flow, session: session) }
    }

    /// The report was sent and the closing screen (the summary) is where the wizard stands.
    private func isFinished(_ flow: ReportFlow<W.State>) -> Bool {
        W.kind(of: flow.step) == .completion
    }

    /// Cancel and Close clear the draft; the chosen photo and the step last shown go with it.
    private func close(_ flow: ReportFlow<W.State>, session: WebSession) {
        deletePhoto(flow.state.photo)
        ShownStep.remove(W.self, from: session.drafts)
        flow.cancel()
    }

    private func savePhoto(
        _ file: PostedForm.File, in session: WebSession, replacing previous: PhotoReference?
    ) -> PhotoSaveResult? {
        guard !file.bytes.isEmpty || !file.fileName.isEmpty else { return nil }
        // Kept without the metadata that locates the reporter, even on the server's disk for a while;
        // a file whose metadata cannot be walked counts as no image.
        let sniffed = PhotoType(sniffing: file.bytes).flatMap { type in
            PhotoMetadataScrubber.scrubbed(file.bytes, as: type).map { (type, $0) }
        }
        // Bytes that are no image are refused by the rule with the file's own name, and never stored.
        guard let (type, bytes) = sniffed, file.bytes.count <= PhotoRule.maxBytes else {
            return PhotoSaveResult(
                fileName: file.fileName, mimeType: sniffed?.0.mimeType ?? "application/x-unrecognised",
                byteCount: file.bytes.count, location: "")
        }
        // The sessions folder has a cap: the oldest abandoned drafts make room, or the photo is not kept.
        guard storage.makeRoom(for: bytes.count, in: session.id) else { return nil }
        let directory = session.photosDirectory
        let url = directory.appendingPathComponent("\(UUID().uuidString.lowercased()).\(type.fileExtension)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PrivateFile.write(Data(bytes), to: url)
        } catch {
            storage.released(bytes.count)
            return nil
        }
        deletePhoto(previous)
        return PhotoSaveResult(
            fileName: file.fileName.isEmpty ? "photo.\(type.fileExtension)" : file.fileName,
            mimeType: type.mimeType, byteCount: file.bytes.count, location: url.path)
    }

    private func deletePhoto(_ photo: PhotoReference?) {
        guard let photo, !photo.location.isEmpty else { return }
        if (try? FileManager.default.removeItem(atPath: photo.location)) != nil { storage.released(photo.byteCount) }
    }
}
