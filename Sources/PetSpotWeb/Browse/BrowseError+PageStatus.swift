import HTTPTypes
import PetSpotFlows

extension BrowseError {
    /// The status of a page that could not show its reports: a page that says "something went
    /// wrong" is never a 200, so monitors, caches and crawlers see the failure too.
    var pageStatus: HTTPResponse.Status {
        switch self {
        case .notFound: .notFound
        case .noConnection, .serverFailure: .serviceUnavailable
        }
    }
}
