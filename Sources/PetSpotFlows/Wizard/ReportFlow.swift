import Foundation
import Observation
import PetSpotDomain

/// Runs a report wizard: owns its state, saves it as a draft on every change (a relaunch
/// restores an unfinished report), navigates, submits, and hands each screen a view model.
@Observable @MainActor
public final class ReportFlow<State: ReportFlowState> {
    public private(set) var state: State
    /// True once closed (cancelled or finished): the renderer dismisses the wizard.
    public private(set) var isClosed = false
    /// False when the last draft could not be written (the report still works, a relaunch would lose it).
    public private(set) var isDraftSaved = true

    public let environment: FlowEnvironment
    public let taxonomy: TaxonomyProvider
    private let drafts: DraftPersistence<State>
    /// The submission under way: a second Submit (from any screen instance) joins it instead of sending again.
    private var submissionInFlight: Task<SubmissionError?, Never>?
    /// Bumped by `cancel()`, so a submission that returns after a cancel leaves the cleared flow alone.
    private var generation = 0

    /// Opens the wizard, restoring the saved draft if there is one.
    public init(environment: FlowEnvironment, taxonomy: TaxonomyProvider) {
        self.environment = environment
        self.taxonomy = taxonomy
        self.drafts = DraftPersistence(store: environment.drafts, key: State.draftKey)
        self.state =
            drafts.load() ?? State(today: CalendarDate(environment.wallClock.now, in: environment.wallClock.timeZone))
    }

    public var step: State.Step { state.step }
    public var progressText: String? { step.progressText }
    /// The screens below the current one, as if the person had walked here.
    public var navigationPath: [State.Step] { step.path }
    /// The latest day a report may carry (see `WallClock.latestTimeZone`).
    public var today: CalendarDate { CalendarDate(environment.wallClock.now, in: environment.wallClock.latestTimeZone) }
    /// A new report's date: today in the person's time zone.
    private var defaultDate: CalendarDate {
        CalendarDate(environment.wallClock.now, in: environment.wallClock.timeZone)
    }

    /// Opens a step directly (deep link, restored draft). The closing screen opens only for a submitted report.
    public func open(at step: State.Step) {
        guard step != State.closingStep || state.submission.isComplete else { return }
        update { $0.step = step }
    }

    /// Back to the previous step with every value kept; on the first step it closes the flow (the X button).
    public func goBack() {
        guard step != State.closingStep else { return }
        guard let previous = step.previous else { return cancel() }
        update { $0.step = previous }
    }

    /// Cancels (or closes after the summary): the report and its draft are cleared.
    public func cancel() {
        generation += 1
        submissionInFlight = nil
        drafts.clear()
        state = State(today: defaultDate)
        isClosed = true
    }

    /// Saves the draft now (e.g. when the app goes to the background).
    public func saveDraft() {
        isDraftSaved = drafts.save(state)
    }

    /// The closing screen's view model, once the report is created and its photo uploaded.
    public func completionViewModel() -> ReportCompletionViewModel? {
        guard state.submission.isComplete, let created = state.submission.created else { return nil }
        let published = try? state.createRequest(now: environment.wallClock.now, today: today).get()
        return ReportCompletionViewModel(
            content: State.completionContent, reportID: created.id,
            managementPassword: created.managementPassword, published: published, countryCode: created.countryCode,
            site: environment.site,
            pasteboard: environment.pasteboard
        ) { [weak self] in self?.cancel() }
    }

    /// "Found a pet? What to do now" from the wizard (its first step, its summary): for the
    /// country of the published report's place, else the device's region.
    public func finderGuideViewModel() -> FinderGuideViewModel {
        let created = state.submission.created
        return FinderGuideViewModel(
            countryCode: created?.countryCode, regionCode: Locale.current.region?.identifier,
            reportID: state.submission.isComplete ? created?.id : nil, placeFinder: environment.places)
    }

    public func photoViewModel() -> PhotoStepViewModel {
        let isMissing = State.animalDetailsVariant == .missing
        return PhotoStepViewModel(host: self, copy: isMissing ? .missing : .found, ids: isMissing ? .missing : .found)
    }

    public func animalDetailsViewModel() -> AnimalDetailsViewModel {
        AnimalDetailsViewModel(host: self, variant: State.animalDetailsVariant)
    }

    // MARK: For the screens

    func update(_ change: (inout State) -> Void) {
        change(&state)
        saveDraft()
    }

    func advance() {
        if let next = step.next, next != State.closingStep { update { $0.step = next } }
    }

    /// Whether a submission is under way (renderers disable the fields and show a spinner).
    public var isSubmitting: Bool { submissionInFlight != nil }

    /// Creates the report then uploads its photo, resuming where a previous try failed.
    /// Only one submission runs at a time: a second Submit while one is under way sends nothing and
    /// returns at once (awaiting the first from inside it would wait on itself). A cancel during it
    /// discards its result.
    func submit() async -> SubmissionError? {
        guard submissionInFlight == nil else { return nil }
        let task = Task { await self.performSubmission() }
        submissionInFlight = task
        let error = await task.value
        if submissionInFlight == task { submissionInFlight = nil }
        return error
    }

    private func performSubmission() async -> SubmissionError? {
        let request: CreateAnnouncementRequest
        switch state.createRequest(now: environment.wallClock.now, today: today) {
        case .success(let valid): request = valid
        case .failure(let failure): return .rejected(failure.errors)
        }
        guard let photo = state.photo else { return .rejected(state.wizardFailure([])?.errors ?? []) }
        let startedIn = generation
        let (progress, error) = await ReportSubmission.resume(
            state.submission, request: request, photo: photo, submitter: environment.submitter)
        guard generation == startedIn else { return error }
        update {
            $0.submission = progress
            if progress.isComplete { $0.step = State.closingStep }
        }
        return error
    }
}

extension ReportFlow: AnimalDetailsHost {
    public var animalDetails: AnimalDetailsForm {
        get { state.animalDetails }
        set { update { $0.animalDetails = newValue } }
    }

    public var animalDetailsProgressText: String? { State.animalDetailsStep.progressText }

    public func animalDetailsCompleted() { advance() }
}

extension ReportFlow: PhotoStepHost {
    public var photo: PhotoReference? {
        get { state.photo }
        set { update { $0.photo = newValue } }
    }

    public var photoProgressText: String? { State.photoStep.progressText }

    public func photoStepCompleted() { advance() }
}
