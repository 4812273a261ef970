import PetSpotDomain
import PetSpotQR

/// A found report's paper collars: strips to cut out and tape loosely round the pet's neck, each
/// saying "Am I lost? Scan me" with the report's short address and its QR code at both ends (so
/// one faces out whichever way it is taped), and PetSpot's name. A friendly cat that may live
/// outdoors is the reason (`FinderGuide`'s cats step): its owner, or a neighbour who knows it,
/// scans the code. The web prints them (`/reports/{id}/collar`); the app makes the same sheet a PDF.
public struct PaperCollar: Hashable, Sendable {
    /// The report's short address (the flyer's): what the code holds.
    public let shortAddress: String
    public let reportTitle: String

    public init(report: Announcement, shortAddress: String) {
        self.shortAddress = shortAddress
        reportTitle = report.shareTitle
    }

    /// Strips a sheet holds (landscape, A4 or US Letter): each 34 mm high and 255 mm long, the code
    /// 28 mm square, whose modules (version 4, 33 of them) are then 0.85 mm: read by any phone.
    public static let strips = 5

    public var shortAddressTyped: String {
        shortAddress.replacing("https://", with: "").replacing("http://", with: "")
    }
    public var qrCode: QRCode? { FlyerPresentation.code(of: shortAddress) }

    public var pageTitle: String { Copy.Collar.pageTitle(reportTitle) }
    public let title = Copy.Collar.title
    public let lost = Copy.Collar.lost
    public let scan = Copy.Collar.scan
    public let help = Copy.Collar.help
    public let printTitle = Copy.Collar.print
    public let brand = Copy.Web.siteName
    public let qrTitle = FlyerPresentation.qrTitle
    public let sheetAccessibilityID = TestIdentifiers.Collar.sheet
    public let stripAccessibilityID = TestIdentifiers.Collar.strip
    public let printAccessibilityID = TestIdentifiers.Collar.printButton
}
