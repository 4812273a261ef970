import PetSpotDomain

/// A report's flyer: its short address, which the sheet prints and its QR code holds.
public protocol ReportFlyers: Sendable {
    /// The report's short address, absolute (`https://petspot.example/r/Ab3dE9xZ`), given at its
    /// first flyer and kept.
    func shortAddress(of id: String) async throws(BrowseError) -> String
}

/// What opening a short address came to.
public enum ShortAddressOpened: Hashable, Sendable {
    /// The report it names.
    case report(String)
    /// No report has it.
    case unknown
    /// This visitor tried too many unknown codes: not now.
    case tooMany(retryAfterSeconds: Int)
}

/// Where short addresses lead, and what a report's owner learns of its flyer (the web's pages).
public protocol ShortAddressOpening: Sendable {
    /// The report a short address's code names, the opening counted.
    func open(code: String) async throws(BrowseError) -> ShortAddressOpened
    /// For the owner: how often the flyer's code was opened; `nil` before the first flyer, or when
    /// it cannot be told (the owner's page shows nothing then).
    func visits(of id: String, managementPassword: String) async -> FlyerVisits?
}
