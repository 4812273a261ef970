import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Manage my report: signing in")
struct ManageReportSignInTests {
    @Test(
        "Given no or a wrong password, then the field says what to do, the typed password stays, and nothing is shown; the right one shows the owner's report and its fields"
    )
    func signIn() async {
        let (model, _) = ManageReportFixtures.owned()
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

    @Test(
        "Given the server refuses the sign-in, then each reason has its own message under the password, which stays as typed",
        arguments: [
            (OwnerActionError.wrongPassword, Copy.Removal.wrongPassword),
            (.tooManyAttempts(retryAfterSeconds: 61), Copy.Removal.tooManyAttempts(minutes: 2)),
            (.tooManyAttempts(retryAfterSeconds: nil), Copy.Removal.tooManyAttempts(minutes: 15)),
            (.notFound, Copy.Removal.alreadyRemoved),
            (.noConnection, Copy.Manage.noConnection),
            (.serverFailure, Copy.Manage.serverFailure),
        ])
    func signInRefused(_ error: OwnerActionError, _ message: String) async {
        let (model, desk) = ManageReportFixtures.owned()
        desk.outage.set(error)
        model.editPassword(" K7QM2-XPD4R ")
        await model.signIn()
        #expect(model.passwordFieldModel.errorMessage == message && !model.isSignedIn)
        #expect(model.password == "K7QM2-XPD4R")
        #expect(
            OwnerActionFailure(code: model.failure?.code ?? "") == model.failure, "a page carries it through a redirect"
        )
    }

    @Test(
        "Given an owner who lost the code, when they ask for a sign-in link, then it is asked for this report and the page says a link is on its way if the address was confirmed"
    )
    func asksForASignInLink() async {
        let (model, desk) = ManageReportFixtures.owned()
        #expect(
            model.lostCodeExplanation == Copy.Manage.lostCode && model.signInLinkTitle == Copy.Manage.signInLinkButton)
        await model.requestSignInLink()
        #expect(desk.signInLinksAsked.get() == ["r1"])
        #expect(model.notice == Copy.Manage.signInLinkSent && !model.isSignedIn)
    }

    @Test(
        "Given a mailed link's token, then the owner is signed in with the new code, said once in the notice; the old code no longer works; the same link again is refused in words"
    )
    func signsInWithALink() async {
        let (model, desk) = ManageReportFixtures.owned()
        desk.linkToken.set("the-token")
        await model.signIn(withLinkToken: "the-token")
        #expect(model.isSignedIn && model.password == desk.linkCode)
        #expect(model.notice == Copy.Manage.newCode(desk.linkCode))
        #expect(model.fieldModel(.email).text == "owner@example.com")

        let other = ManageReportViewModel(
            reportID: "r1", managing: desk, environment: TestWorld(wallClock: ManageReportFixtures.clock).environment,
            taxonomy: TestWorld(wallClock: ManageReportFixtures.clock).taxonomy)
        await other.signIn(withLinkToken: "the-token")
        #expect(!other.isSignedIn && other.passwordFieldModel.errorMessage == Copy.Manage.signInLinkFailed)
        #expect(
            OwnerActionFailure(code: other.failure?.code ?? "") == .signInLinkExpired,
            "a page carries it through a redirect")
        other.editPassword("K7QM2-XPD4R")
        await other.signIn()
        #expect(!other.isSignedIn, "the lost code no longer works")
    }
}
