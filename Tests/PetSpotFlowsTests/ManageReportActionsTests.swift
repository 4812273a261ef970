import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Manage my report: resolving, renewing, removing")
struct ManageReportActionsTests {
    @Test(
        "Given My pet is home, then it is asked first; No changes nothing; Yes resolves it as reunited and says so; Reopen opens it again"
    )
    func reunites() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        model.ask(.reunite)
        #expect(
            model.confirmation?.title == Copy.Manage.reunitedQuestionTitle && model.confirmation?.isDestructive == false
        )
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
        let (model, _) = await ManageReportFixtures.signedIn(
            expiring: ManageReportFixtures.clock.now.addingTimeInterval(-86_400))
        #expect(model.statusLine == Copy.Manage.expiredOn("23/11/2026"))
        #expect(model.canRenew)
        await model.renewTapped()
        #expect(model.statusLine == Copy.Manage.openUntil("22/02/2027"))
        #expect(model.notice == Copy.Manage.renewedDone(until: "22/02/2027"))
    }

    @Test("Given Remove, then it is asked as a destructive question, and Yes removes the report")
    func removes() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        model.ask(.remove)
        #expect(
            model.confirmation?.isDestructive == true
                && model.confirmation?.confirmAccessibilityID == TestIdentifiers.Manage.confirmButton)
        await model.confirm()
        #expect(model.isRemoved && desk.stored.get() == nil)
    }
}
