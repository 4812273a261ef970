import Foundation
import PetSpotDomain
import PetSpotFlows

/// The pages' links that carry more than a path (a query, a fragment), over the one description
/// of the site's addresses (`SitePath`).
extension SitePath {
    /// The report's page after a sighting or message went (`sent=sighting|message`), at the form that sent it.
    static func sent(_ id: String, _ what: ReachingForm) -> String {
        "\(SitePath.report(.value(id)).path)?sent=\(what.rawValue)#\(what.anchor)"
    }

    /// The manage page with why signing in failed, scrolled to that message (even without the script).
    static func signInFailed(_ id: String, _ failure: OwnerActionFailure) -> String {
        "\(SitePath.manage(.value(id)).path)?failure=\(failure.code)#\(FieldID.error(ManagePage.passwordField))"
    }
}

extension ReachingForm {
    /// Where this form posts.
    func path(_ id: PathParameter) -> SitePath {
        switch self {
        case .sighting: .sighting(id)
        case .message: .message(id)
        }
    }
}
