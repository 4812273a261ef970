import PetSpotDomain

extension BrowseError {
    /// The notice a screen shows for this failure, with a Retry.
    public func banner(accessibilityID: String) -> BannerModel {
        switch self {
        case .noConnection:
            BannerModel(
                title: Copy.Browse.noConnectionTitle, detail: Copy.Browse.noConnectionDetail,
                actionTitle: Copy.Common.retry, accessibilityID: accessibilityID)
        case .serverFailure:
            BannerModel(
                title: Copy.Browse.serverFailureTitle, detail: Copy.Browse.serverFailureDetail,
                actionTitle: Copy.Common.retry, accessibilityID: accessibilityID)
        case .notFound:
            BannerModel(
                title: Copy.Browse.reportGoneTitle, detail: nil, actionTitle: nil, accessibilityID: accessibilityID)
        }
    }
}
