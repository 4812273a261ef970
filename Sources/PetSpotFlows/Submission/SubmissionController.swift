import Observation

/// Runs a contact step's submission: one at a time, its phase observable, and the failure
/// alert's Try Again resuming where it failed.
@Observable @MainActor
public final class SubmissionController {
    public private(set) var phase: SubmissionPhase = .idle
    private let submit: @MainActor () async -> SubmissionError?

    init(submit: @escaping @MainActor () async -> SubmissionError?) {
        self.submit = submit
    }

    func run() async {
        guard !phase.isSubmitting else { return }
        phase = .submitting
        if let error = await submit() {
            phase = .failed(error)
        } else {
            phase = .idle
        }
    }

    /// The failure alert's answer: Try Again resubmits (resuming), Cancel dismisses with every value kept.
    func alertAction(_ action: AlertModel.Action) async {
        switch action {
        case .retry:
            phase = .idle
            await run()
        case .cancel, .openSettings:
            phase = .idle
        }
    }
}
