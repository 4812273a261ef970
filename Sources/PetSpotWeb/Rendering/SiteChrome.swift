import PetSpotDomain
import PetSpotFlows

/// What every page's frame shows: the name, the navigation, the skip link.
struct SiteChrome {
    let name = Copy.Web.siteName
    let tagline = Copy.Web.tagline
    let skipToContent = Copy.Web.skipToContent
    let homeTitle = Copy.Browse.homeTab
    let homeTestID = TestIdentifiers.Browse.homeTab
    let lostTitle = Copy.Browse.lostPetsTab
    let lostTestID = TestIdentifiers.Browse.lostPetsTab
    let foundTitle = Copy.Browse.foundPetsTab
    let foundTestID = TestIdentifiers.Browse.foundPetsTab
}
