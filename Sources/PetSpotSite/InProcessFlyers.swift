import Foundation
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// Reports' flyers, from the services in this process: short addresses under the site's public
/// address (`--public-url`), their openings, and what the owner learns of them.
struct InProcessFlyers: ReportFlyers, ShortAddressOpening {
    let services: PetSpotServices
    let visitor: ClientAddress
    /// The site's public address without a trailing slash.
    let site: String

    func shortAddress(of id: String) async throws(BrowseError) -> String {
        do { return "\(site)/r/\(try await services.shortCode(of: id))" } catch { throw BrowseError(error) }
    }

    func open(code: String) async throws(BrowseError) -> ShortAddressOpened {
        do {
            return try await services.openShortCode(code, from: visitor).map(ShortAddressOpened.report) ?? .unknown
        } catch ServiceError.tooMany(_, let seconds) {
            return .tooMany(retryAfterSeconds: seconds)
        } catch {
            throw BrowseError(error)
        }
    }

    func visits(of id: String, managementPassword: String) async -> FlyerVisits? {
        try? await services.flyerVisits(id: id, managementPassword: managementPassword, from: visitor)
    }
}
