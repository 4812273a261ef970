import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}/flyer`: the report's flyer, one A4 or US Letter sheet when printed (the print
/// stylesheet drops the site's frame and the button), `FlyerPresentation`'s values.
struct FlyerPage: PageView {
    let flyer: FlyerPresentation
    /// The page's own address: its choice of languages is a GET to it.
    let action: String

    var pageTitle: String { flyer.pageTitle }
    var mainClass: String { "flyer-page" }
}
