import SwiftUI

extension View {
    /// A wizard's lifecycle: dismissed once its flow closes, its draft saved when the app changes phase.
    func wizardLifecycle(isClosed: Bool, saveDraft: @escaping @MainActor () -> Void) -> some View {
        modifier(WizardLifecycle(isClosed: isClosed, saveDraft: saveDraft))
    }
}

private struct WizardLifecycle: ViewModifier {
    let isClosed: Bool
    let saveDraft: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        content
            .onChange(of: isClosed) { dismiss() }
            .onChange(of: scenePhase) { saveDraft() }
    }
}
