import Foundation
import PetSpotDomain

/// What people told the owner: messages and sightings, and removing a sighting.
extension ManageReportViewModel {
    // MARK: What people told the owner

    public var messageRows: [OwnerInbox.Row] { inbox?.messageRows(in: clock.timeZone) ?? [] }
    public var sightingRows: [OwnerInbox.Row] { inbox?.sightingRows(in: clock.timeZone) ?? [] }

    /// Says what a message was; the inbox shows it at once.
    public func markMessage(_ messageID: String, as verdict: MessageVerdict) async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            try await managing.setVerdict(
                verdict, ofMessage: messageID, id: self.reportID, managementPassword: password)
            if let index = self.inbox?.messages.firstIndex(where: { $0.id == messageID }) {
                self.inbox?.messages[index].verdict = verdict
            }
        }
    }

    /// Removes a sighting (a mistaken or malicious one) from the report's page and map.
    public func removeSighting(_ sightingID: String) async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            try await managing.removeSighting(sightingID, id: self.reportID, managementPassword: password)
            self.inbox?.sightings.removeAll { $0.id == sightingID }
            self.outcome = .sightingRemoved
        }
    }
}
