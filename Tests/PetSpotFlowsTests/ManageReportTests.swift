import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// One report kept as a server keeps it: edits go through `ReportEdit` (the server's rule), the
/// lifetime is 90 days from an edit or renewal; wrong passwords and outages answer as told.
final class FakeOwnerDesk: ReportManaging, @unchecked Sendable {
    let stored: Locked<Announcement?>
    let password: String
    let outage = Locked<OwnerActionError?>(nil)
    let clock: FixedWallClock
    let sentPatches = Locked<[[String: JSONValue]]>([])

    init(report: Announcement, password: String = "K7QM2-XPD4R", clock: FixedWallClock) {
        stored = Locked(report)
        self.password = password
        self.clock = clock
    }

    private func owned(_ id: String, _ typed: String) throws(OwnerActionError) -> Announcement {
        if let error = outage.get() { throw error }
        guard let report = stored.get(), report.id == id else { throw .notFound }
        guard typed == password else { throw .wrongPassword }
        return report
    }

    func report(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        try owned(id, managementPassword)
    }

    func edit(id: String, managementPassword: String, patch: [String: JSONValue]) async throws(OwnerActionError) -> Announcement {
        var report = try owned(id, managementPassword)
        sentPatches.update { $0.append(patch) }
        switch ReportEdit(content: report.content, resolution: report.resolution).applying(patch, now: clock.now) {
        case .failure(let failure): throw .invalid(failure.errors)
        case .success(let edit):
            report.resolvedAt = Resolution.resolvedAt(setting: edit.resolution, over: report.resolution, resolvedAt: report.resolvedAt, now: clock.now)
            report.content = edit.content
            report.resolution = edit.resolution
            report.updatedAt = clock.now
            report.expiresAt = ReportLifetime().expiry(after: clock.now)
        }
        stored.set(report)
        return report
    }

    func renew(id: String, managementPassword: String) async throws(OwnerActionError) -> Announcement {
        var report = try owned(id, managementPassword)
        report.expiresAt = ReportLifetime().expiry(after: clock.now)
        stored.set(report)
        return report
    }

    func remove(id: String, managementPassword: String) async throws(OwnerActionError) {
        _ = try owned(id, managementPassword)
        stored.set(nil)
    }
}

@MainActor
@Suite("Manage my report")
struct ManageReportTests {
    /// 2026-11-24 10:00 UTC, in Warsaw.
    static let clock = FixedWallClock(now: Date(timeIntervalSince1970: 1_795_514_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)

    static func owned(expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)) -> (ManageReportViewModel, FakeOwnerDesk) {
        var report = FakeBrowsing.report(id: "r1", contactVisibility: .private)
        report.content.email = "owner@example.com"
        report.content.phone = "+48512345678"
        report.expiresAt = expiry
        let desk = FakeOwnerDesk(report: report, clock: clock)
        return (ManageReportViewModel(reportID: "r1", managing: desk, clock: clock), desk)
    }

    static func signedIn(expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)) async -> (ManageReportViewModel, FakeOwnerDesk) {
        let (model, desk) = owned(expiring: expiry)
        model.editPassword(" K7QM2-XPD4R ")
        await model.signIn()
        return (model, desk)
    }

    @Test("Given no or a wrong password, then the field says what to do, the typed password stays, and nothing is shown; the right one shows the owner's report and its fields")
    func signIn() async {
        let (model, _) = Self.owned()
        await model.signIn()
        #expect(model.passwordFieldModel.errorMessage == Copy.Removal.missingPassword && !model.isSignedIn)
        model.editPassword("WRONG-PASSW")
        await model.signIn()
        #expect(model.passwordFieldModel.errorMessage == Copy.Removal.wrongPassword)
        #expect(model.passwordFieldModel.text == "WRONG-PASSW" && !model.isSignedIn)
        model.editPassword("K7QM2-XPD4R")
        #expect(model.passwordFieldModel.errorMessage == nil, "typing clears the message")
        await model.signIn()
        #expect(model.isSignedIn)
        #expect(model.fieldModel(.email).text == "owner@example.com", "the owner sees the private contact")
        #expect(model.fieldModel(.petName).label == Copy.MissingPet.AnimalDescription.animalName)
        #expect(model.descriptionModel.text == "Red collar" && model.descriptionModel.maxLength == TextLimit.description)
        #expect(model.statusLine == Copy.Manage.openUntil("24/12/2026"))
    }

    @Test("Given the server refuses the sign-in, then each reason has its own message under the password, which stays as typed",
          arguments: [
              (OwnerActionError.wrongPassword, Copy.Removal.wrongPassword),
              (.tooManyAttempts(retryAfterSeconds: 61), Copy.Removal.tooManyAttempts(minutes: 2)),
              (.tooManyAttempts(retryAfterSeconds: nil), Copy.Removal.tooManyAttempts(minutes: 15)),
              (.notFound, Copy.Removal.alreadyRemoved),
              (.noConnection, Copy.Manage.noConnection),
              (.serverFailure, Copy.Manage.serverFailure),
          ])
    func signInRefused(_ error: OwnerActionError, _ message: String) async {
        let (model, desk) = Self.owned()
        desk.outage.set(error)
        model.editPassword(" K7QM2-XPD4R ")
        await model.signIn()
        #expect(model.passwordFieldModel.errorMessage == message && !model.isSignedIn)
        #expect(model.password == "K7QM2-XPD4R")
        #expect(OwnerActionFailure(code: model.failure?.code ?? "") == model.failure, "a page carries it through a redirect")
    }

    @Test("Given edited and cleared fields, when saved, then only the changes are sent (null clears) and the fields show the saved report")
    func savesChanges() async {
        let (model, desk) = await Self.signedIn()
        model.edit(.description, "Red collar with a small bell.")
        model.edit(.reward, "  ")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [["description": .string("Red collar with a small bell."), "reward": .null]])
        #expect(model.notice == Copy.Manage.saved)
        #expect(model.report?.description == "Red collar with a small bell." && model.report?.reward == nil)
        #expect(model.text(.reward).isEmpty)
        await model.saveTapped()
        #expect(model.notice == Copy.Manage.nothingChanged && desk.sentPatches.get().count == 1)
    }

    @Test("Given the owner shows the private phone and email, then only that is sent, and the cards show the saved choice")
    func changesContactVisibility() async {
        let (model, desk) = await Self.signedIn()
        #expect(model.contactVisibilityModel.options.filter(\.isSelected).map(\.accessibilityID) == [ContactVisibilityIdentifiers.manage.keepPrivate])
        model.chooseContactVisibility(.public)
        #expect(model.patch == ["contactVisibility": .string("PUBLIC")])
        await model.saveTapped()
        #expect(desk.stored.get()?.contactVisibility == .public && model.outcome == .saved)
        #expect(model.contactVisibilityModel.options.filter(\.isSelected).map(\.id) == ["PUBLIC"] && model.patch.isEmpty)
    }

    @Test("Given changes that break the create rules, then each field shows its problem, nothing is sent, and what was typed stays")
    func refusesBadChanges() async {
        let (model, desk) = await Self.signedIn()
        model.edit(.email, "")
        model.edit(.phone, "")
        model.edit(.petName, String(repeating: "x", count: 150))
        #expect(model.text(.petName).count == TextLimit.petName, "typing past the limit is ignored, as in the wizards")
        model.edit(.phone, "12")
        await model.saveTapped()
        #expect(desk.sentPatches.get().isEmpty)
        #expect(model.errorMessage(.phone) == Copy.Validation.invalidPhone)
        #expect(model.fieldModel(.phone).text == "12" && model.fieldModel(.phone).borderColor == .error)
        model.edit(.phone, "+48 600 100 200")
        #expect(model.errorMessage(.phone) == nil, "editing a field clears its problem")
        await model.saveTapped()
        #expect(desk.stored.get()?.phone == "+48600100200" && desk.stored.get()?.email == nil)
    }

    @Test("Given My pet is home, then it is asked first; No changes nothing; Yes resolves it as reunited and says so; Reopen opens it again")
    func reunites() async {
        let (model, desk) = await Self.signedIn()
        model.ask(.reunite)
        #expect(model.confirmation?.title == Copy.Manage.reunitedQuestionTitle && model.confirmation?.isDestructive == false)
        model.cancelQuestion()
        #expect(model.confirmation == nil && desk.sentPatches.get().isEmpty)
        model.ask(.reunite)
        await model.confirm()
        #expect(model.report?.resolution == .reunited && model.notice == Copy.Manage.reunitedDone)
        #expect(model.statusLine == Copy.Manage.reunitedOn("24/11/2026"))
        #expect(model.isResolved && !model.canRenew)
        await model.reopenTapped()
        #expect(model.report?.resolution == nil && model.notice == Copy.Manage.reopenedDone)
        model.ask(.close)
        await model.confirm()
        #expect(model.report?.resolution == .closed && model.statusLine == Copy.Manage.closedOn("24/11/2026"))
    }

    @Test("Given an expired report, then its owner sees when it expired, and renewing lists it until 90 days from now")
    func renews() async {
        let (model, _) = await Self.signedIn(expiring: Self.clock.now.addingTimeInterval(-86_400))
        #expect(model.statusLine == Copy.Manage.expiredOn("23/11/2026"))
        #expect(model.canRenew)
        await model.renewTapped()
        #expect(model.statusLine == Copy.Manage.openUntil("22/02/2027"))
        #expect(model.notice == Copy.Manage.renewedDone(until: "22/02/2027"))
    }

    @Test("Given Remove, then it is asked as a destructive question, and Yes removes the report")
    func removes() async {
        let (model, desk) = await Self.signedIn()
        model.ask(.remove)
        #expect(model.confirmation?.isDestructive == true && model.confirmation?.confirmAccessibilityID == TestIdentifiers.Manage.confirmButton)
        await model.confirm()
        #expect(model.isRemoved && desk.stored.get() == nil)
    }

    @Test("Given the server can't be reached, then the owner is told nothing changed, and the report and the typed text stay")
    func outage() async {
        let (model, desk) = await Self.signedIn()
        desk.outage.set(.noConnection)
        model.edit(.description, "Seen near the park.")
        await model.saveTapped()
        #expect(model.failureMessage == Copy.Manage.noConnection)
        #expect(model.text(.description) == "Seen near the park." && model.report?.description == "Red collar")
    }
}
