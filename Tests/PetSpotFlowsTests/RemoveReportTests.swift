import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// Answers a removal as told, recording what was sent.
final class FakeRemover: ReportRemoving, @unchecked Sendable {
    let answer: Locked<OwnerActionError?>
    let sent = Locked<[(id: String, password: String)]>([])

    init(failing error: OwnerActionError? = nil) {
        answer = Locked(error)
    }

    func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        sent.update { $0.append((id, managementPassword)) }
        if let error = answer.get() { throw error }
    }
}

@MainActor
@Suite("Remove my report")
struct RemoveReportTests {
    @Test("Given no password, when Remove, then nothing is sent and the field says what to enter")
    func emptyPassword() async {
        let remover = FakeRemover()
        let model = RemoveReportViewModel(reportID: "r1", removing: remover)
        model.editPassword("   ")
        await model.removeTapped()
        #expect(remover.sent.get().isEmpty)
        #expect(model.passwordFieldModel.errorMessage == Copy.Removal.missingPassword)
        #expect(!model.isRemoved)
    }

    @Test("Given the password, when Remove, then it is sent trimmed and the report is removed")
    func removes() async {
        let remover = FakeRemover()
        let model = RemoveReportViewModel(reportID: "r1", removing: remover)
        model.editPassword(" K7QM2-XPD4R \n")
        await model.removeTapped()
        #expect(remover.sent.get().map(\.password) == ["K7QM2-XPD4R"])
        #expect(remover.sent.get().map(\.id) == ["r1"])
        #expect(model.isRemoved)
        #expect(model.passwordFieldModel.accessibilityID == TestIdentifiers.Removal.passwordInput)
        await model.removeTapped()
        #expect(remover.sent.get().count == 1)
    }

    @Test("Given the server refuses, then each reason has its own message, the typed password stays, and typing clears the message",
          arguments: [
              (OwnerActionError.wrongPassword, Copy.Removal.wrongPassword),
              (.tooManyAttempts(retryAfterSeconds: 61), Copy.Removal.tooManyAttempts(minutes: 2)),
              (.tooManyAttempts(retryAfterSeconds: nil), Copy.Removal.tooManyAttempts(minutes: 15)),
              (.notFound, Copy.Removal.alreadyRemoved),
              (.noConnection, Copy.Removal.noConnection),
              (.serverFailure, Copy.Removal.serverFailure),
          ])
    func refused(_ error: OwnerActionError, _ message: String) async {
        let model = RemoveReportViewModel(reportID: "r1", removing: FakeRemover(failing: error))
        model.editPassword("AAAAA-AAAAA")
        await model.removeTapped()
        #expect(model.errorMessage == message)
        #expect(model.password == "AAAAA-AAAAA")
        #expect(!model.isRemoved)
        model.editPassword("AAAAA-AAAAB")
        #expect(model.errorMessage == nil)
    }
}
