import Foundation
import PetSpotDomain
import PetSpotStorage

/// A report's flyer: its short address, and where the short address leads (what its owner learns
/// of it: `flyerVisits`, with the owner's other calls).
extension PetSpotServices {
    /// The code of the report's short address (`/r/{code}`), given now if it has none.
    public func shortCode(of id: String) async throws -> String {
        try await flyers.code(of: id)
    }

    /// The report a short address names, its opening counted once per client a day; `nil` when no
    /// report has it. A client that tried too many unknown codes is refused for a while.
    public func openShortCode(_ code: String, from client: ClientAddress) async throws -> String? {
        try await flyers.open(code, from: client)
    }
}
