import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Drafts: the wizard saves its state after every change so an app relaunch restores an unfinished
/// report; `FileDraftStore` keeps them as files (on a real temporary directory here).
@MainActor
@Suite("Drafts and FileDraftStore")
final class FileDraftStoreTests {
    /// A directory of this test's own, not created yet; removed when the test ends.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "petspot-drafts-\(UUID().uuidString)", isDirectory: true)

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Helpers

    private func pickJPEG(_ flow: ReportFoundPetFlow) {
        flow.photoViewModel().photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
    }

    /// Fills every field of every step and stops on step 3.
    private func fillEverything(_ flow: ReportFoundPetFlow) {
        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        details.selectDate(CalendarDate(year: 2026, month: 3, day: 9)!)
        details.editCollarData("98765")
        details.selectSpecies(.dog)
        details.selectRace("Beagle")
        details.selectGender(.male)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        details.editDescription("Limps a little")
        details.continueTapped()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("600 123 456")
        contact.editEmail("finder@example.com")
        contact.editCaregiverPhone("511 222 333")
        contact.editCurrentAddress("Flat 4\nWarsaw")
    }

    private func savedFoundState(_ drafts: InMemoryDraftStore) throws -> ReportFoundPetFlowState {
        let data = try #require(drafts.drafts.get()[.foundPetReport])
        return try JSONDecoder().decode(ReportFoundPetFlowState.self, from: data)
    }

    /// A world whose drafts are files in `directory`.
    private func fileEnvironment(_ world: TestWorld, store: FileDraftStore) -> FlowEnvironment {
        var environment = world.environment
        environment.drafts = store
        return environment
    }

    // MARK: Flow and drafts (in memory)

    @Test("Given a Found flow, then after each change its state is saved as the draft")
    func savesAfterEveryChange() throws {
        let world = TestWorld()
        let flow = world.foundFlow()
        pickJPEG(flow)
        #expect(try savedFoundState(world.drafts) == flow.state)
        flow.photoViewModel().continueTapped()
        #expect(try savedFoundState(world.drafts).step == .petDetails)
        let details = flow.petDetailsViewModel()
        details.editCollarData("12345")
        #expect(try savedFoundState(world.drafts).petDetails.collarDigits == "12345")
        details.selectSpecies(.cat)
        #expect(try savedFoundState(world.drafts).petDetails.species == .cat)
        details.editLatitude("50.1")
        #expect(try savedFoundState(world.drafts).petDetails.location.latitudeText == "50.1")
        flow.open(at: .contactInfo)
        let contact = flow.contactInformationViewModel()
        contact.editCaregiverPhone("511 222 333")
        #expect(try savedFoundState(world.drafts).contactInfo.caregiverPhone == "511 222 333")
        contact.editCurrentAddress("Flat 4\nWarsaw")
        #expect(try savedFoundState(world.drafts) == flow.state)
        #expect(flow.isDraftSaved)
    }

    @Test(
        "Given an unfinished Found report, when the app relaunches, then every value and the current step are restored")
    func relaunchRestoresEverything() {
        let world = TestWorld()
        let flow = world.foundFlow()
        fillEverything(flow)
        let relaunched = world.foundFlow()
        #expect(relaunched.state == flow.state)
        #expect(relaunched.step == .contactInfo)
        #expect(relaunched.progressText == "3/3")
        #expect(relaunched.photoViewModel().photo?.fileName == "rex.jpg")
        let details = relaunched.petDetailsViewModel()
        #expect(details.dateFieldModel.value == CalendarDate(year: 2026, month: 3, day: 9))
        #expect(details.collarDataTextFieldModel?.text == "98765")
        #expect(details.form.species == .dog)
        #expect(details.form.race == "Beagle")
        #expect(details.form.gender == .male)
        #expect(details.locationCoordinateModel.latitudeField.text == "52.22968")
        #expect(details.locationCoordinateModel.longitudeField.text == "21.01223")
        #expect(details.descriptionTextAreaModel.text == "Limps a little")
        let contact = relaunched.contactInformationViewModel()
        #expect(contact.phoneTextFieldModel.text == "600 123 456")
        #expect(contact.emailTextFieldModel.text == "finder@example.com")
        #expect(contact.caregiverPhoneTextFieldModel.text == "511 222 333")
        #expect(contact.currentAddressTextAreaModel.text == "Flat 4\nWarsaw")
    }

    @Test("Given a corrupt draft, when the flow opens, then it is ignored and removed, and the flow starts fresh")
    func corruptDraftIgnored() throws {
        let world = TestWorld()
        try world.drafts.save(Data([0xFF, 0x00, 0x7B, 0x22, 0x73]), for: .foundPetReport)
        let flow = world.foundFlow()
        #expect(flow.step == .photo)
        #expect(flow.state == ReportFoundPetFlowState(today: world.today))
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)
        pickJPEG(flow)
        #expect(try savedFoundState(world.drafts).photo?.fileName == "rex.jpg", "the flow saves normally afterwards")
    }

    @Test("Given a draft of valid JSON but another shape, when the flow opens, then it starts fresh")
    func foreignJSONDraftIgnored() throws {
        let world = TestWorld()
        try world.drafts.save(Data(#"{"step":"photo","unexpected":true}"#.utf8), for: .foundPetReport)
        let flow = world.foundFlow()
        #expect(flow.state == ReportFoundPetFlowState(today: world.today))
    }

    @Test("Given a Missing draft and a Found draft, when the Found flow is cancelled, then the Missing draft stays")
    func draftsOfTheTwoFlowsAreSeparate() {
        let world = TestWorld()
        let missing = world.missingFlow()
        missing.microchipViewModel().editMicrochip("12345")
        let found = world.foundFlow()
        pickJPEG(found)
        #expect(found.state.photo != nil)
        #expect(world.missingFlow().state.photo == nil, "the Found photo is not in the Missing draft")
        found.cancel()
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)
        #expect(world.missingFlow().state.microchipDigits == "12345")
    }

    // MARK: FileDraftStore

    @Test("Given no draft was ever saved (the directory does not even exist), then loading returns nil")
    func loadMissingReturnsNil() throws {
        let store = FileDraftStore(directory: directory)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(try store.load(.foundPetReport) == nil)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(try store.load(.foundPetReport) == nil)
    }

    @Test("Given a saved draft, then loading returns the same bytes from a file in the directory")
    func saveThenLoad() throws {
        let store = FileDraftStore(directory: directory)
        let data = Data(#"{"hello":"draft"}"#.utf8)
        try store.save(data, for: .foundPetReport)
        #expect(try store.load(.foundPetReport) == data)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["found-pet-report.json"])
        #expect(
            try FileDraftStore(directory: directory).load(.foundPetReport) == data,
            "another store on the same directory reads it")
    }

    @Test("Given a saved draft, when saved again, then the new bytes replace the old")
    func saveOverwrites() throws {
        let store = FileDraftStore(directory: directory)
        try store.save(Data("first, and longer than the second".utf8), for: .foundPetReport)
        try store.save(Data("second".utf8), for: .foundPetReport)
        #expect(try store.load(.foundPetReport) == Data("second".utf8))
    }

    @Test(
        "Given a saved draft, when removed, then loading returns nil; removing again, or a draft never saved, does not throw"
    )
    func removeIsIdempotent() throws {
        let store = FileDraftStore(directory: directory)
        try store.save(Data("x".utf8), for: .foundPetReport)
        try store.remove(.foundPetReport)
        #expect(try store.load(.foundPetReport) == nil)
        #expect(throws: Never.self) { try store.remove(.foundPetReport) }
        #expect(throws: Never.self) { try store.remove(.missingPetReport) }
        #expect(throws: Never.self) {
            try FileDraftStore(directory: self.directory.appendingPathComponent("nowhere")).remove(.foundPetReport)
        }
    }

    @Test("Given drafts under two keys, then each is kept and removed on its own")
    func keysAreIndependent() throws {
        let store = FileDraftStore(directory: directory)
        try store.save(Data("found".utf8), for: .foundPetReport)
        try store.save(Data("missing".utf8), for: .missingPetReport)
        try store.remove(.foundPetReport)
        #expect(try store.load(.foundPetReport) == nil)
        #expect(try store.load(.missingPetReport) == Data("missing".utf8))
    }

    @Test(
        "Given a Found flow over a FileDraftStore, when the app relaunches, then the report is restored from the file")
    func flowOverFileStoreRestoresAfterRelaunch() {
        let world = TestWorld()
        let flow = ReportFoundPetFlow(
            environment: fileEnvironment(world, store: FileDraftStore(directory: directory)), taxonomy: world.taxonomy)
        fillEverything(flow)
        #expect(flow.isDraftSaved)

        let relaunchedWorld = TestWorld()
        let relaunched = ReportFoundPetFlow(
            environment: fileEnvironment(relaunchedWorld, store: FileDraftStore(directory: directory)),
            taxonomy: relaunchedWorld.taxonomy)
        #expect(relaunched.state == flow.state)
        #expect(relaunched.step == .contactInfo)
        #expect(relaunched.contactInformationViewModel().currentAddressTextAreaModel.text == "Flat 4\nWarsaw")
    }

    @Test(
        "Given a Found flow over a FileDraftStore, when it is cancelled, then the draft file is deleted and a relaunch starts fresh"
    )
    func cancelDeletesDraftFile() throws {
        let world = TestWorld()
        let store = FileDraftStore(directory: directory)
        let flow = ReportFoundPetFlow(environment: fileEnvironment(world, store: store), taxonomy: world.taxonomy)
        fillEverything(flow)
        #expect(try store.load(.foundPetReport) != nil)
        flow.cancel()
        #expect(try store.load(.foundPetReport) == nil)
        let relaunched = ReportFoundPetFlow(environment: fileEnvironment(world, store: store), taxonomy: world.taxonomy)
        #expect(relaunched.state == ReportFoundPetFlowState(today: world.today))
    }

    @Test("Given a corrupt draft file, when the flow opens, then it starts fresh and the file is removed")
    func corruptDraftFileIgnored() throws {
        let world = TestWorld()
        let store = FileDraftStore(directory: directory)
        try store.save(Data("not json at all".utf8), for: .foundPetReport)
        let flow = ReportFoundPetFlow(environment: fileEnvironment(world, store: store), taxonomy: world.taxonomy)
        #expect(flow.state == ReportFoundPetFlowState(today: world.today))
        #expect(try store.load(.foundPetReport) == nil)
    }

    @Test(
        "Given a draft directory that cannot be created, then the flow still works and reports that the draft was not saved"
    )
    func unwritableDirectoryDoesNotStopTheFlow() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let world = TestWorld()
        let store = FileDraftStore(directory: blocker.appendingPathComponent("drafts"))
        let flow = ReportFoundPetFlow(environment: fileEnvironment(world, store: store), taxonomy: world.taxonomy)
        pickJPEG(flow)
        #expect(!flow.isDraftSaved)
        flow.photoViewModel().continueTapped()
        #expect(flow.step == .petDetails)
        #expect(flow.state.photo?.fileName == "rex.jpg")
    }
}
