import Foundation
import Observation
import PetSpotDomain

/// "Manage my report": the owner signs in with the report's id and management password, then keeps
/// the report true: the pet on the wizard's own animal details screen (`petDetails`: its rules,
/// components, GPS and species list), the contact with the wizards' field copy, all checked by the
/// create rules through `ReportEdit` (the server's own) and sent as one merge patch of what
/// changed. The owner marks the pet home or closes the report after a question, reopens it, renews
/// it and sees when it expires, or removes it.
///
/// One model, its concerns each in a file of its own: signing in (`+SignIn`), the report's mail
/// (`+Mail`), what people told the owner (`+Inbox`), editing (`+Editing`), and the questions and
/// actions (`+Actions`). They share the owner's code, the one action in flight and what it came
/// to, so they stay one observable object the renderers hold.
@Observable @MainActor
public final class ManageReportViewModel {
    /// What the owner is asked to confirm.
    public enum Question: String, Hashable, Sendable, CaseIterable {
        case reunite, close, remove
        /// A sighting's Remove: which one is `sightingToRemove`.
        case removeSighting
    }

    /// The sighting the owner is asked about before it goes.
    public internal(set) var sightingToRemove: String?

    /// What the last action did; its raw value lets a page say it again after a redirect.
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        case saved, nothingChanged = "nothing-changed", reunited, closed, reopened, renewed, sightingRemoved =
            "sighting-removed"
        /// A sign-in link was asked for (whether one went is not said).
        case signInLinkSent = "sign-in-link-sent"
        /// Signed in by a mailed link: the notice shows the new code.
        case signedInByLink = "signed-in-by-link"
        case mailResumed = "mail-resumed"
        case mailLanguageSaved = "mail-language-saved"
        /// The owner said how the pet came home.
        case reunionNoted = "reunion-noted"
    }

    public let reportID: String
    /// The report as its owner sees it; `nil` until signed in.
    public internal(set) var report: Announcement?
    public internal(set) var password = ""
    /// Why the last sign-in or action failed.
    public internal(set) var failure: OwnerActionFailure?
    /// The edit's problems, by wire field name; the report is unchanged while there are any.
    public internal(set) var problems: [ValidationError] = []
    /// What the owner typed, per field, as typed.
    public internal(set) var texts: [ManagedField: String] = [:]
    /// The pet's fields: the report's wizard step (Missing or Found) opened on the report; `nil`
    /// until signed in.
    public internal(set) var petDetails: AnimalDetailsViewModel?
    /// Who sees the phone and email, as the owner chose it on this page.
    public internal(set) var contactVisibility = ContactVisibilityChoice.preselected
    public internal(set) var question: Question?
    /// What the last action did, said once.
    public internal(set) var outcome: Outcome?
    public internal(set) var isWorking = false
    public internal(set) var isRemoved = false
    /// What people told the owner; `nil` until signed in (or while it could not be read).
    public internal(set) var inbox: OwnerInbox?
    /// Where the report's mail stands; `nil` until signed in (or while it could not be read).
    public internal(set) var mailStatus: OwnerMailStatus?
    /// How many neighbours' area alerts mailed the report, as its owner's read last said (an edit's
    /// answer does not carry it, so it is kept): "Your report was sent to 37 neighbours"; `nil` for none.
    public internal(set) var alertsSent: Int?

    let managing: any ReportManaging
    let environment: FlowEnvironment
    let taxonomy: TaxonomyProvider
    var clock: any WallClock { environment.wallClock }

    /// `environment` and `taxonomy`: the wizards' (the pet's fields are theirs, GPS and species list
    /// included). `failure` and `outcome`: those of an action made before this model (a page shown
    /// after its form's redirect).
    public init(
        reportID: String, managing: any ReportManaging, environment: FlowEnvironment, taxonomy: TaxonomyProvider,
        failure: OwnerActionFailure? = nil, outcome: Outcome? = nil
    ) {
        self.reportID = reportID
        self.managing = managing
        self.environment = environment
        self.taxonomy = taxonomy
        self.failure = failure
        self.outcome = outcome
    }

    /// What the last action did, in words.
    public var notice: String? {
        switch outcome {
        case nil: nil
        case .saved?: Copy.Manage.saved
        case .nothingChanged?: Copy.Manage.nothingChanged
        case .reunited?: Copy.Manage.reunitedDone
        case .closed?: Copy.Manage.closedDone
        case .reopened?: Copy.Manage.reopenedDone
        case .sightingRemoved?: Copy.Manage.sightingRemoved
        case .renewed?: report?.expiresAt.map { Copy.Manage.renewedDone(until: ReportStanding.day($0, clock.timeZone)) }
        case .signInLinkSent?: Copy.Manage.signInLinkSent
        case .signedInByLink?: isSignedIn ? Copy.Manage.newCode(password) : nil
        case .mailResumed?: Copy.Manage.mailResumed
        case .mailLanguageSaved?: Copy.Manage.mailLanguageSaved(mailStatus?.language?.name ?? "")
        case .reunionNoted?: Copy.Reunion.noted
        }
    }

    public var isSignedIn: Bool { report != nil }

    /// What went wrong, in the words of this screen (nothing was changed).
    public var failureMessage: String? {
        switch failure {
        case .noConnection?: Copy.Manage.noConnection
        case .serverFailure?: Copy.Manage.serverFailure
        default: failure?.message
        }
    }
    public let title = Copy.Manage.title
    public let signInExplanation = Copy.Manage.signInExplanation
    /// For the owner who lost the code: what the sign-in link is, and its button.
    public let lostCodeExplanation = Copy.Manage.lostCode
    public let signInLinkTitle = Copy.Manage.signInLinkButton

    // MARK: Where it stands

    public var standing: ReportStanding? { report?.standing(at: clock.now) }
    public var statusLine: String? { standing?.ownerLine(in: clock.timeZone) }
    public var isResolved: Bool { report?.resolution != nil }
    /// Renewal is offered while the report is not resolved (an expired one is listed again).
    public var canRenew: Bool { isSignedIn && !isResolved }

}
