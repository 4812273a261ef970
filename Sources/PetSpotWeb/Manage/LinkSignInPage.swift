import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// What a mailed sign-in link (`/reports/{id}/manage?token=`) opens: one button, and nothing
/// changed. Mail gateways and link scanners fetch every link in a mail; when the GET itself signed
/// in, a scanner used the link up, replaced the owner's code and saw the new one. Only the
/// button's POST redeems the token (`ManageIntent.signInWithLink`).
struct LinkSignInPage: PageView {
    let reportID: String
    let token: String

    var pageTitle: String { Copy.Manage.linkSignInTitle }

    var content: HTML {
        """
        <h1 class="page-title">\(Copy.Manage.linkSignInTitle)</h1>
        <p>\(Copy.Manage.linkSignInExplanation)</p>
        <form method="post" action="\(SitePath.manage(.value(reportID)).path)">
          <input type="hidden" name="\(LinkSignInPage.tokenField)" value="\(token)">
          <button type="submit" name="intent" value="\(ManageIntent.signInWithLink.rawValue)" class="button-primary" data-testid="\(TestIdentifiers.Manage.signInByLinkButton)">\(Copy.Manage.linkSignInButton)</button>
        </form>

        """
    }

    /// The form's field that carries the link's token to the POST.
    static let tokenField = "token"
}
