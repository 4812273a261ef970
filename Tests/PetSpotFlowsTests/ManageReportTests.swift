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
        guard typed == (linkUsed.get() ? linkCode : password) else { throw .wrongPassword }
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

    let mail = Locked(OwnerMailStatus(stopped: false, addressConfirmed: true))

    func mailStatus(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        _ = try owned(id, managementPassword)
        return mail.get()
    }

    func setMailStopped(_ stopped: Bool, id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        _ = try owned(id, managementPassword)
        mail.update { $0.stopped = stopped }
        return mail.get()
    }

    func setMailLanguage(_ language: Language, id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerMailStatus {
        _ = try owned(id, managementPassword)
        mail.update { $0.language = language }
        return mail.get()
    }

    /// Sign-in links: which reports asked for one, and the one token that signs in once (with `linkCode`).
    let signInLinksAsked = Locked<[String]>([])
    let linkToken = Locked<String?>(nil)
    let linkCode = "NEWC0-DE123"
    /// Signed in by the link: the report's code is `linkCode` from then on.
    let linkUsed = Locked(false)

    func requestSignInLink(id: String) async throws(OwnerActionError) {
        if let error = outage.get() { throw error }
        signInLinksAsked.update { $0.append(id) }
    }

    func signIn(id: String, linkToken token: String) async throws(OwnerActionError) -> SignedInReport {
        if let error = outage.get() { throw error }
        guard let report = stored.get(), report.id == id, linkToken.get() == token else { throw .signInLinkExpired }
        linkToken.set(nil)
        linkUsed.set(true)
        return SignedInReport(report: report, managementPassword: linkCode)
    }

    let inbox = Locked(OwnerInbox(messages: [], sightings: []))

    func inbox(id: String, managementPassword: String) async throws(OwnerActionError) -> OwnerInbox {
        _ = try owned(id, managementPassword)
        return inbox.get()
    }

    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError) {
        _ = try owned(id, managementPassword)
        guard inbox.get().sightings.contains(where: { $0.id == sightingID }) else { throw .notFound }
        inbox.update { $0.sightings.removeAll { $0.id == sightingID } }
    }
}

@MainActor
@Suite("Manage my report")
struct ManageReportTests {
    /// 2026-11-24 10:00 UTC, in Warsaw.
    static let clock = FixedWallClock(now: Date(timeIntervalSince1970: 1_795_514_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)

    static func owned(_ status: AnnouncementStatus = .missing, breed: String? = "Beagle",
                      at coordinates: Coordinates? = Coordinates(latitude: 52.23, longitude: 21.01),
                      expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)) -> (ManageReportViewModel, FakeOwnerDesk) {
        var report = FakeBrowsing.report(id: "r1", status: status, breed: breed, at: coordinates, contactVisibility: .private)
        report.content.email = "owner@example.com"
        report.content.phone = "+48512345678"
        report.expiresAt = expiry
        let desk = FakeOwnerDesk(report: report, clock: clock)
        let world = TestWorld(wallClock: clock)
        return (ManageReportViewModel(reportID: "r1", managing: desk, environment: world.environment, taxonomy: world.taxonomy), desk)
    }

    static func signedIn(_ status: AnnouncementStatus = .missing, breed: String? = "Beagle",
                         at coordinates: Coordinates? = Coordinates(latitude: 52.23, longitude: 21.01),
                         expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)) async -> (ManageReportViewModel, FakeOwnerDesk) {
        let (model, desk) = owned(status, breed: breed, at: coordinates, expiring: expiry)
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
        #expect(model.petDetails?.petNameTextFieldModel?.text == "Burek")
        #expect(model.petDetails?.descriptionTextAreaModel.text == "Red collar")
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

    @Test("Given where the report's mail stands, then the page says it in words: on, waiting for the address to confirm, or stopped with a way to have it again")
    func mailStatus() async {
        let (model, desk) = await Self.signedIn()
        #expect(model.mailLine == Copy.Manage.mailOn && !model.canResumeMail)
        _ = desk
        let (waiting, waitingDesk) = Self.owned()
        waitingDesk.mail.set(OwnerMailStatus(stopped: false, addressConfirmed: false))
        waiting.editPassword("K7QM2-XPD4R")
        await waiting.signIn()
        #expect(waiting.mailLine == Copy.Manage.mailUnconfirmed)

        let (stopped, stoppedDesk) = Self.owned()
        stoppedDesk.mail.set(OwnerMailStatus(stopped: true, addressConfirmed: true))
        stopped.editPassword("K7QM2-XPD4R")
        await stopped.signIn()
        #expect(stopped.mailLine == Copy.Manage.mailStopped && stopped.canResumeMail)
        await stopped.resumeMail()
        #expect(stoppedDesk.mail.get().stopped == false && stopped.mailLine == Copy.Manage.mailOn && stopped.notice == Copy.Manage.mailResumed)

        let (phoneOnly, phoneDesk) = Self.owned()
        phoneDesk.mail.set(OwnerMailStatus(stopped: false, addressConfirmed: nil))
        phoneOnly.editPassword("K7QM2-XPD4R")
        await phoneOnly.signIn()
        #expect(phoneOnly.mailLine == nil, "no email, nothing to say")
    }

    @Test("Given an owner who lost the code, when they ask for a sign-in link, then it is asked for this report and the page says a link is on its way if the address was confirmed")
    func asksForASignInLink() async {
        let (model, desk) = Self.owned()
        #expect(model.lostCodeExplanation == Copy.Manage.lostCode && model.signInLinkTitle == Copy.Manage.signInLinkButton)
        await model.requestSignInLink()
        #expect(desk.signInLinksAsked.get() == ["r1"])
        #expect(model.notice == Copy.Manage.signInLinkSent && !model.isSignedIn)
    }

    @Test("Given a mailed link's token, then the owner is signed in with the new code, said once in the notice; the old code no longer works; the same link again is refused in words")
    func signsInWithALink() async {
        let (model, desk) = Self.owned()
        desk.linkToken.set("the-token")
        await model.signIn(withLinkToken: "the-token")
        #expect(model.isSignedIn && model.password == desk.linkCode)
        #expect(model.notice == Copy.Manage.newCode(desk.linkCode))
        #expect(model.fieldModel(.email).text == "owner@example.com")

        let other = ManageReportViewModel(reportID: "r1", managing: desk, environment: TestWorld(wallClock: Self.clock).environment,
                                          taxonomy: TestWorld(wallClock: Self.clock).taxonomy)
        await other.signIn(withLinkToken: "the-token")
        #expect(!other.isSignedIn && other.passwordFieldModel.errorMessage == Copy.Manage.signInLinkFailed)
        #expect(OwnerActionFailure(code: other.failure?.code ?? "") == .signInLinkExpired, "a page carries it through a redirect")
        other.editPassword("K7QM2-XPD4R")
        await other.signIn()
        #expect(!other.isSignedIn, "the lost code no longer works")
    }

    @Test("Given edited and cleared fields, when saved, then only the changes are sent (null clears) and the fields show the saved report")
    func savesChanges() async {
        let (model, desk) = await Self.signedIn()
        model.petDetails?.editDescription("Red collar with a small bell.")
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
        model.petDetails?.editDescription("Seen near the park.")
        await model.saveTapped()
        #expect(model.failureMessage == Copy.Manage.noConnection)
        #expect(model.petDetails?.form.additionalDescription == "Seen near the park." && model.report?.description == "Red collar")
    }

    // MARK: The pet's fields: the wizard's animal details screen

    @Test("Given a missing pet's report, then its owner sees the wizard's animal description filled from it, the microchip under step 1's label, and no field to fill twice")
    func opensThePetOnTheWizardsScreen() async throws {
        let (model, _) = await Self.signedIn()
        let pet = try #require(model.petDetails)
        #expect(pet.variant == .missing && pet.ids == .manage(.missing))
        #expect(pet.dateFieldModel.displayedValue == "20/11/2026")
        #expect(pet.speciesDropdownModel.selectedID == "DOG" && pet.raceDropdownModel.selectedID == "Beagle")
        #expect(pet.genderSelectorModel.options.filter(\.isSelected).map(\.id) == ["MALE"])
        #expect(pet.ageTextFieldModel?.text == "4")
        #expect(pet.collarDataTextFieldModel?.label == Copy.MissingPet.Microchip.label)
        #expect(pet.collarDataTextFieldModel?.text == MicrochipNumber.formatted("616093900123456"))
        #expect(pet.locationCoordinateModel.latitudeField.text == "52.23000" && pet.locationCoordinateModel.longitudeField.text == "21.01000")
        #expect(pet.speciesDropdownModel.accessibilityID == TestIdentifiers.Manage.speciesDropdown)
        #expect(pet.errorMessage(for: .species) == nil && pet.toast == nil)
        #expect(model.patch.isEmpty, "opening the report changes nothing")
    }

    @Test("Given a found pet's report with a breed not on the list and a point to six decimals, then the breed shows under Other as typed, the point unrounded, and the name and age the Found wizard never asks stay as they are")
    func opensAFoundReport() async throws {
        let (model, desk) = await Self.signedIn(.found, breed: "Beagle-Harrier mix", at: Coordinates(latitude: 52.229676, longitude: -0.000012))
        let pet = try #require(model.petDetails)
        #expect(pet.variant == .found && pet.petNameTextFieldModel == nil && pet.ageTextFieldModel == nil)
        #expect(pet.collarDataTextFieldModel?.label == Copy.FoundPet.PetDetails.collarData)
        #expect(pet.raceDropdownModel.selectedID == RaceChoice.other && pet.otherRaceTextFieldModel?.text == "Beagle-Harrier mix")
        #expect(pet.locationCoordinateModel.latitudeField.text == "52.229676")
        #expect(model.patch.isEmpty, "showing a point and reading it back never moves it")
        pet.editDescription("Found near the station.")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [["description": .string("Found near the station.")]])
        #expect(desk.stored.get()?.petName == "Burek" && desk.stored.get()?.age == 4)
    }

    @Test("Given a new species, breed, sex, date, point and microchip, when saved, then exactly those are sent, and the screen shows the saved report")
    func savesThePet() async throws {
        let (model, desk) = await Self.signedIn()
        let pet = try #require(model.petDetails)
        pet.selectSpecies(.cat)
        #expect(pet.raceDropdownModel.selectedID == nil, "a breed belongs to its species")
        pet.selectRace("Bengal")
        pet.selectGender(.female)
        pet.typeDate("18/11/2026")
        pet.editCollarData("")
        pet.editLatitude("52.1")
        pet.editLongitude("21.2")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [[
            "species": .string("CAT"), "breed": .string("Bengal"), "sex": .string("FEMALE"), "lastSeenDate": .string("2026-11-18"),
            "locationLatitude": .number(52.1), "locationLongitude": .number(21.2), "microchipNumber": .null,
        ]])
        #expect(model.outcome == .saved && desk.stored.get()?.species == .cat && desk.stored.get()?.microchipNumber == nil)
        #expect(model.petDetails?.raceDropdownModel.selectedID == "Bengal" && model.patch.isEmpty)
    }

    @Test("Given the GPS button, then the coordinates are the fix's, and Save sends them")
    func gpsFillsThePoint() async throws {
        let (model, desk) = await Self.signedIn()
        let pet = try #require(model.petDetails)
        await pet.requestGPSPosition()
        #expect(pet.locationCoordinateModel.latitudeField.text == "52.22968")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [["locationLatitude": .number(52.22968), "locationLongitude": .number(21.01223)]])
    }

    @Test("Given pet fields the wizard refuses (no breed, half a point, a day to come), when saved, then each says why under itself with the wizard's toast, nothing is sent, and what was typed stays")
    func refusesABadPet() async throws {
        let (model, desk) = await Self.signedIn()
        let pet = try #require(model.petDetails)
        pet.selectSpecies(.cat)
        pet.editLongitude("")
        pet.typeDate("30/11/2026")
        pet.editPetName(String(repeating: "x", count: TextLimit.petName + 1))
        model.edit(.reward, "1000 PLN")
        await model.saveTapped()
        #expect(desk.sentPatches.get().isEmpty && model.outcome == nil)
        #expect(pet.errorMessage(for: .race) == Copy.Validation.missingRace)
        #expect(pet.errorMessage(for: .longitude) == Copy.Validation.missingLongitude)
        #expect(pet.errorMessage(for: .date) != nil && pet.dateFieldModel.displayedValue == "30/11/2026")
        #expect(pet.errorMessage(for: .petName) == Copy.Validation.tooLong(TextLimit.petName))
        #expect(pet.toast?.message == Copy.Common.validationToast && pet.toast?.accessibilityID == TestIdentifiers.Manage.validationToast)
        #expect(model.text(.reward) == "1000 PLN" && pet.form.species == .cat)
    }

    @Test("Given the server refuses a pet field the screen does not check, then its words are shown, not lost")
    func sayServerPetProblems() async {
        let (model, desk) = await Self.signedIn()
        desk.outage.set(.invalid([ValidationError(field: "breed", code: .invalidFormat, message: "Breed is not allowed here.")]))
        model.petDetails?.editDescription("Brown ears.")
        await model.saveTapped()
        #expect(model.petProblemsMessage == "Breed is not allowed here." && model.outcome == nil)
    }

    // MARK: What people told the owner

    @Test("Given messages and sightings, then the signed-in owner sees them as rows with how to answer, and removes a sighting")
    func inbox() async throws {
        let (model, desk) = Self.owned()
        let at = Self.clock.now.addingTimeInterval(-3600)
        let seen = try #require(Coordinates(latitude: 52.2301, longitude: 21.0112))
        desk.inbox.set(OwnerInbox(
            messages: [OwnerMessage(id: "m1", message: "Saw her by the river", replyEmail: "n@example.com", replyPhone: "+48600100200", createdAt: at)],
            sightings: [Sighting(id: "s1", announcementId: "r1", seenAt: at, location: seen, note: nil, phone: "+48600700800", createdAt: at)]
        ))
        model.editPassword("K7QM2-XPD4R")
        await model.signIn()
        #expect(model.messageRows.map(\.text) == ["Saw her by the river"])
        #expect(model.messageRows.first?.detail == "24/11/2026 10:00" && model.messageRows.first?.contact == "Answer: n@example.com · +48600100200")
        #expect(model.sightingRows.first?.text == "52.23010, 21.01120" && model.sightingRows.first?.detail == "Seen 24/11/2026 10:00")
        // Remove asks first; kept, nothing goes.
        model.ask(.removeSighting)
        #expect(model.question == nil, "a sighting's question names the sighting")
        model.askToRemoveSighting("s1")
        #expect(model.confirmation?.title == Copy.Manage.removeSightingQuestionTitle && model.confirmation?.isDestructive == true)
        model.cancelQuestion()
        #expect(model.question == nil && model.sightingToRemove == nil && desk.inbox.get().sightings.count == 1)
        model.askToRemoveSighting("s1")
        await model.confirm()
        #expect(model.sightingRows.isEmpty && model.notice == Copy.Manage.sightingRemoved && desk.inbox.get().sightings.isEmpty)
        await model.removeSighting("s1")
        #expect(model.failureMessage == Copy.Removal.alreadyRemoved)
    }
}
