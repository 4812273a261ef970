import Foundation
import PetSpotDomain
import PetSpotQR

/// A report's flyer as the sheet shows it, the same on the web (printed from the browser) and in
/// the app (shared as a PDF): LOST or FOUND, the photo, the name, the pet in words, when and where,
/// the reward, the contact only when the report's owner made it public, and the report's short
/// address, as a QR code and as text to type, also on the tear-off strips. A report no longer
/// looking says so across it. A pure value of the report, its short address and the clock.
public struct FlyerPresentation: Sendable {
    public let report: Announcement
    /// The absolute short address (`https://petspot.example/r/Ab3dE9xZ`).
    public let shortAddress: String
    public let now: Date
    public let timeZone: TimeZone

    public init(_ report: Announcement, shortAddress: String, now: Date, timeZone: TimeZone) {
        self.report = report
        self.shortAddress = shortAddress
        self.now = now
        self.timeZone = timeZone
    }

    public var headline: String { Copy.Flyer.headline(report.status, species: report.species, sex: report.sex) }
    public var pageTitle: String { Copy.Flyer.title(report.status, species: report.species, sex: report.sex) }
    public var name: String { report.displayTitle }
    /// The photo at the size of a report's page: large on the sheet, light enough to print.
    public var photoPath: String? { ReportPresentation(report, now: now, timeZone: timeZone).photoPath }
    public var photoAlt: String { "\(Copy.Web.photoAlt): \(name)" }

    /// The pet in words: "Dog · Beagle · male · 4 years", then its description and collar.
    public var looks: [String] {
        var facts = [report.speciesName]
        if let breed = report.breed.map(Copy.Taxonomy.breed), breed != name { facts.append(breed) }
        if report.sex != .unknown { facts.append(report.sex.displayName.lowercased()) }
        if let age = report.age, age > 0 { facts.append(Copy.Browse.age(years: age)) }
        return [facts.joined(separator: " · ")] + [report.description, report.collar].compactMap { $0 }
    }

    /// "Last seen on 20/11/2026 near 50.06170, 19.93730".
    public var seen: String { report.seenInWords }

    public var reward: String? { report.reward.map(Copy.Flyer.reward) }

    /// The public phone and email, else the way through PetSpot (a private contact is never printed).
    public var contact: [String] {
        let shown = [report.phone, report.email].compactMap { $0 }
        guard shown.isEmpty else { return shown }
        return [report.status == .missing ? Copy.Flyer.contactThroughPetSpot : Copy.Flyer.finderThroughPetSpot]
    }

    /// Across the sheet when the report is no longer looking; `nil` while it is.
    public var ended: String? {
        switch report.standing(at: now) {
        case .open: nil
        case .resolved(.reunited, _): Copy.Flyer.reunited
        case .resolved, .expired: Copy.Flyer.ended
        }
    }

    /// The short address as people type it: without `https://`.
    public var shortAddressTyped: String {
        shortAddress.replacing("https://", with: "").replacing("http://", with: "")
    }

    /// The QR code of the short address.
    public var qrCode: QRCode? { Self.code(of: shortAddress) }

    /// A short address's QR code, at level Q (a quarter may be torn, taped or rained on and it
    /// still reads; the address is short, so the code stays small).
    public static func code(of shortAddress: String) -> QRCode? { try? QRCode.encode(shortAddress, correction: .quartile) }

    /// How many tear-off strips run along the bottom of the sheet.
    public static let strips = 8
    public static var scanLine: String { Copy.Flyer.scan }
    public static var stripHint: String { Copy.Flyer.stripHint }
    public static var printTitle: String { Copy.Flyer.printButton }
    public static var printHelp: String { Copy.Flyer.printHelp }
    public static var qrTitle: String { Copy.Flyer.qrTitle }
    public static var linkTitle: String { Copy.Flyer.link }
    public static let accessibilityID = TestIdentifiers.Flyer.sheet
    public static let qrAccessibilityID = TestIdentifiers.Flyer.qrCode
    public static let shortAddressAccessibilityID = TestIdentifiers.Flyer.shortAddress
    public static let printAccessibilityID = TestIdentifiers.Flyer.printButton
    public static let linkAccessibilityID = TestIdentifiers.Flyer.link
    public static let endedAccessibilityID = TestIdentifiers.Flyer.ended
}
