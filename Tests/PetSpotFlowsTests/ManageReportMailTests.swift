import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Manage my report: the report's mail")
struct ManageReportMailTests {
    @Test(
        "Given where the report's mail stands, then the page says it in words: on, waiting for the address to confirm, or stopped with a way to have it again"
    )
    func mailStatus() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        #expect(model.mailLine == Copy.Manage.mailOn && !model.canResumeMail)
        _ = desk
        let (waiting, waitingDesk) = ManageReportFixtures.owned()
        waitingDesk.mail.set(OwnerMailStatus(stopped: false, addressConfirmed: false))
        waiting.editPassword("K7QM2-XPD4R")
        await waiting.signIn()
        #expect(waiting.mailLine == Copy.Manage.mailUnconfirmed)

        let (stopped, stoppedDesk) = ManageReportFixtures.owned()
        stoppedDesk.mail.set(OwnerMailStatus(stopped: true, addressConfirmed: true))
        stopped.editPassword("K7QM2-XPD4R")
        await stopped.signIn()
        #expect(stopped.mailLine == Copy.Manage.mailStopped && stopped.canResumeMail)
        await stopped.resumeMail()
        #expect(
            stoppedDesk.mail.get().stopped == false && stopped.mailLine == Copy.Manage.mailOn
                && stopped.notice == Copy.Manage.mailResumed)

        let (phoneOnly, phoneDesk) = ManageReportFixtures.owned()
        phoneDesk.mail.set(OwnerMailStatus(stopped: false, addressConfirmed: nil))
        phoneOnly.editPassword("K7QM2-XPD4R")
        await phoneOnly.signIn()
        #expect(phoneOnly.mailLine == nil, "no email, nothing to say")
    }
}
