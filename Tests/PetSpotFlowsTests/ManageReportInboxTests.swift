import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Manage my report: what people told the owner")
struct ManageReportInboxTests {
    @Test(
        "Given messages and sightings, then the signed-in owner sees them as rows with how to answer, and removes a sighting"
    )
    func inbox() async throws {
        let (model, desk) = ManageReportFixtures.owned()
        let at = ManageReportFixtures.clock.now.addingTimeInterval(-3600)
        let seen = try #require(Coordinates(latitude: 52.2301, longitude: 21.0112))
        desk.inbox.set(
            OwnerInbox(
                messages: [
                    OwnerMessage(
                        id: "m1", message: "Saw her by the river", replyEmail: "n@example.com",
                        replyPhone: "+48600100200", createdAt: at)
                ],
                sightings: [
                    Sighting(
                        id: "s1", announcementId: "r1", seenAt: at, location: seen, note: nil, phone: "+48600700800",
                        createdAt: at)
                ]
            ))
        model.editPassword("K7QM2-XPD4R")
        await model.signIn()
        #expect(model.messageRows.map(\.text) == ["Saw her by the river"])
        #expect(
            model.messageRows.first?.detail == "24/11/2026 10:00"
                && model.messageRows.first?.contact == "Answer: n@example.com · +48600100200")
        #expect(
            model.sightingRows.first?.text == "52.23010, 21.01120"
                && model.sightingRows.first?.detail == "Seen 24/11/2026 10:00")
        // Remove asks first; kept, nothing goes.
        model.ask(.removeSighting)
        #expect(model.question == nil, "a sighting's question names the sighting")
        model.askToRemoveSighting("s1")
        #expect(
            model.confirmation?.title == Copy.Manage.removeSightingQuestionTitle
                && model.confirmation?.isDestructive == true)
        model.cancelQuestion()
        #expect(model.question == nil && model.sightingToRemove == nil && desk.inbox.get().sightings.count == 1)
        model.askToRemoveSighting("s1")
        await model.confirm()
        #expect(
            model.sightingRows.isEmpty && model.notice == Copy.Manage.sightingRemoved
                && desk.inbox.get().sightings.isEmpty)
        await model.removeSighting("s1")
        #expect(model.failureMessage == Copy.Removal.alreadyRemoved)
    }
}
