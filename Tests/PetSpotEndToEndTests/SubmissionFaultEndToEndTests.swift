import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import PetSpotProcessTesting
import Testing
@testable import PetSpotServer

/// Failures on the way to the server: every typed value stays, Try Again resumes where it
/// failed, and exactly one announcement exists afterwards.
@Suite("Submission faults, end to end")
@MainActor
struct SubmissionFaultEndToEndTests {
    /// Everything the person typed, without the submission bookkeeping.
    static func typed(_ state: ReportMissingPetFlowState) -> ReportMissingPetFlowState {
        var typed = state
        typed.submission = SubmissionProgress()
        typed.ownersDetails.visibility = FieldErrorVisibility()
        return typed
    }

    static func typed(_ state: ReportFoundPetFlowState) -> ReportFoundPetFlowState {
        var typed = state
        typed.submission = SubmissionProgress()
        typed.contactInfo.visibility = FieldErrorVisibility()
        return typed
    }

    @Test(
        "Given the server is down, when the Missing report is sent, then the no-connection alert shows and nothing typed is lost; when the server is back, Try Again creates exactly one report"
    )
    func serverDown() async throws {
        // Bound, never listening, for the whole test: nothing can answer there until the switch.
        let port = try ClosedPort()
        defer { port.release() }
        try await withTemporaryDirectory { directory in
            let nowhere = try #require(URL(string: "http://127.0.0.1:\(port.number)"))
            // The device's way to the server: nothing answers at first, then the real server does.
            let network = SwitchableSubmitter(APIReportSubmitter(client: PetSpotClient(baseURL: nowhere)))
            var world = try LiveWorld(client: PetSpotClient(baseURL: nowhere), directory: directory)
            world.environment.submitter = network
            let flow = ReportMissingPetFlow(environment: world.environment, taxonomy: world.taxonomy)
            try await WizardSubmissionEndToEndTests.fillMissing(flow, world: world)
            let before = Self.typed(flow.state)
            let owners = flow.ownersDetailsViewModel()
            await owners.continueTapped()
            #expect(flow.step == .ownersDetails)
            #expect(owners.alert?.message == Copy.Submission.noConnection)
            #expect(Self.typed(flow.state) == before)

            try await LiveServer.run(in: directory) { server in
                network.switchTo(APIReportSubmitter(client: server.client))
                await owners.alertAction(.retry)
                #expect(flow.step == .summary)
                let listed = try await server.client.announcements()
                #expect(listed.data.count == 1)
                #expect(listed.data.first?.id == flow.state.submission.created?.id)
            }
        }
    }

    @Test(
        "Given the server fails with 500 after storing the create, when Try Again is tapped, then the same report is answered again (same key) and exactly one exists"
    )
    func lostCreateAnswer() async throws {
        try await withTemporaryDirectory { directory in
            let fault = FailOnce(.post, pathSuffix: "/api/v1/announcements", .afterHandling)
            try await LiveServer.run(in: directory, faults: [fault]) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let flow = ReportFoundPetFlow(environment: world.environment, taxonomy: world.taxonomy)
                let contact = try await WizardSubmissionEndToEndTests.fillFound(flow, world: world)
                let before = Self.typed(flow.state)
                await contact.submitTapped()
                #expect(flow.step == .contactInfo)
                #expect(contact.alert?.message == Copy.Submission.serverFailure)
                #expect(Self.typed(flow.state) == before, "nothing typed is lost")
                #expect(flow.state.submission.created == nil)

                await contact.alertAction(.retry)
                #expect(flow.step == .confirmation)
                #expect(fault.matchingRequests == 2)
                let listed = try await server.client.announcements()
                #expect(
                    listed.data.count == 1, "the retried create answered the first report instead of making a second")
                #expect(listed.data.first?.id == flow.state.submission.created?.id)
                // The password the confirmation shows is the stored report's.
                let password = try #require(flow.confirmationViewModel()?.managementPassword)
                let id = try #require(flow.state.submission.created?.id)
                try await server.client.deleteAnnouncement(id: id, managementPassword: password)
            }
        }
    }

    @Test(
        "Given the photo upload fails once, when Try Again is tapped, then only the photo is sent again and exactly one report exists, with its photo"
    )
    func photoUploadFailsOnce() async throws {
        try await withTemporaryDirectory { directory in
            let photoFault = FailOnce(.post, pathSuffix: "/photos", .beforeHandling)
            let creates = CountRequests(.post, pathSuffix: "/api/v1/announcements")
            try await LiveServer.run(in: directory, faults: [photoFault, creates]) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let flow = ReportMissingPetFlow(environment: world.environment, taxonomy: world.taxonomy)
                try await WizardSubmissionEndToEndTests.fillMissing(flow, world: world)
                let before = Self.typed(flow.state)
                let owners = flow.ownersDetailsViewModel()
                await owners.continueTapped()
                #expect(flow.step == .ownersDetails)
                #expect(owners.alert != nil)
                #expect(flow.state.submission.created != nil, "the report itself was created")
                #expect(Self.typed(flow.state) == before)

                await owners.alertAction(.retry)
                #expect(flow.step == .summary)
                #expect(creates.count == 1, "Try Again did not create again")
                #expect(photoFault.matchingRequests == 2)
                let listed = try await server.client.announcements()
                #expect(listed.data.count == 1)
                #expect(listed.data.first?.photoUrl != nil)
            }
        }
    }
}
