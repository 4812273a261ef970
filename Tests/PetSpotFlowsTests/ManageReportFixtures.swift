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

    func edit(
        id: String, managementPassword: String, patch: [String: JSONValue]
    ) async throws(OwnerActionError) -> Announcement {
        var report = try owned(id, managementPassword)
        sentPatches.update { $0.append(patch) }
        switch ReportEdit(content: report.content, resolution: report.resolution).applying(patch, now: clock.now) {
        case .failure(let failure): throw .invalid(failure.errors)
        case .success(let edit):
            report.resolvedAt = Resolution.resolvedAt(
                setting: edit.resolution, over: report.resolution, resolvedAt: report.resolvedAt, now: clock.now)
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

    func setMailStopped(
        _ stopped: Bool, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
        _ = try owned(id, managementPassword)
        mail.update { $0.stopped = stopped }
        return mail.get()
    }

    func setMailLanguage(
        _ language: Language, id: String, managementPassword: String
    ) async throws(OwnerActionError) -> OwnerMailStatus {
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

    func setVerdict(
        _ verdict: MessageVerdict, ofMessage messageID: String, id: String, managementPassword: String
    ) async throws(OwnerActionError) {
        _ = try owned(id, managementPassword)
        guard let index = inbox.get().messages.firstIndex(where: { $0.id == messageID }) else { throw .notFound }
        inbox.update { $0.messages[index].verdict = verdict }
    }

    func removeSighting(_ sightingID: String, id: String, managementPassword: String) async throws(OwnerActionError) {
        _ = try owned(id, managementPassword)
        guard inbox.get().sightings.contains(where: { $0.id == sightingID }) else { throw .notFound }
        inbox.update { $0.sightings.removeAll { $0.id == sightingID } }
    }
}

/// A report signed in to, or ready to be, over `FakeOwnerDesk`: what every "Manage my report" suite starts from.
@MainActor
enum ManageReportFixtures {
    /// 2026-11-24 10:00 UTC, in Warsaw.
    static let clock = FixedWallClock(
        now: Date(timeIntervalSince1970: 1_795_514_400), timeZone: TimeZone(identifier: "Europe/Warsaw") ?? .gmt)

    static func owned(
        _ status: AnnouncementStatus = .missing, breed: String? = "Beagle",
        at coordinates: Coordinates? = Coordinates(latitude: 52.23, longitude: 21.01),
        expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)
    ) -> (ManageReportViewModel, FakeOwnerDesk) {
        var report = FakeBrowsing.report(
            id: "r1", status: status, breed: breed, at: coordinates, contactVisibility: .private)
        report.content.email = "owner@example.com"
        report.content.phone = "+48512345678"
        report.expiresAt = expiry
        let desk = FakeOwnerDesk(report: report, clock: clock)
        let world = TestWorld(wallClock: clock)
        return (
            ManageReportViewModel(
                reportID: "r1", managing: desk, environment: world.environment, taxonomy: world.taxonomy), desk
        )
    }

    static func signedIn(
        _ status: AnnouncementStatus = .missing, breed: String? = "Beagle",
        at coordinates: Coordinates? = Coordinates(latitude: 52.23, longitude: 21.01),
        expiring expiry: Date = clock.now.addingTimeInterval(30 * 86_400)
    ) async -> (ManageReportViewModel, FakeOwnerDesk) {
        let (model, desk) = owned(status, breed: breed, at: coordinates, expiring: expiry)
        model.editPassword(" K7QM2-XPD4R ")
        await model.signIn()
        return (model, desk)
    }
}
