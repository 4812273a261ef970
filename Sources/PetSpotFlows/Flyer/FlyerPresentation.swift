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
    /// The sheet's languages, its owner's choice: one, or two side by side ("Zaginął pies" above
    /// "Lost dog"), the first the larger.
    public let languages: [Language]

    public init(
        _ report: Announcement, shortAddress: String, now: Date, timeZone: TimeZone, languages: [Language] = [.current]
    ) {
        self.report = report
        self.shortAddress = shortAddress
        self.now = now
        self.timeZone = timeZone
        self.languages = languages.isEmpty ? [.current] : Array(languages.prefix(2))
    }

    /// The sheet's words in one of its languages.
    public struct Words: Sendable {
        public let language: Language
        public let headline: String
        public let looks: [String]
        public let seen: String
        public let reward: String?
        public let contact: [String]
        public let ended: String?
        public let scanLine: String
        public let stripHint: String
    }

    /// The words in each of the sheet's languages, in its order. The name, the photo, the code and
    /// the address are the same in all.
    public var words: [Words] {
        languages.map { language in
            Language.speaking(language) {
                Words(
                    language: language, headline: headline, looks: looks, seen: seen, reward: reward, contact: contact,
                    ended: ended,
                    scanLine: Self.scanLine, stripHint: Self.stripHint)
            }
        }
    }

    /// The languages a sheet may be in, as the flyer page offers them: each alone, then each pair.
    public static var languageChoices: [[Language]] {
        Language.allCases.map { [$0] }
            + Language.allCases.flatMap { first in Language.allCases.filter { $0 != first }.map { [first, $0] } }
    }

    /// The languages `choice` names ("pl,en"), of those PetSpot speaks, at most two; none: `[]`.
    public static func languages(_ choice: String?) -> [Language] {
        var chosen: [Language] = []
        for code in (choice ?? "").split(separator: ",") {
            if let language = Language(code: code), !chosen.contains(language) { chosen.append(language) }
        }
        return Array(chosen.prefix(2))
    }

    public static var languagesTitle: String { Copy.Flyer.languages }
    public static var showLanguagesTitle: String { Copy.Flyer.showLanguages }

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

    /// How much of the sheet the owner's description needs. It is printed whole, never cut ("Don't
    /// chase her, call" is often its last line): a longer one is set smaller, and the photo gives
    /// way, so that it still fits the one sheet.
    public enum DescriptionRoom: String, Sendable {
        case regular, more, most
    }

    public var descriptionRoom: DescriptionRoom {
        switch report.description?.count ?? 0 {
        case ...140: .regular
        case ...320: .more
        default: .most
        }
    }

    /// "Last seen on 20/11/2026 near 50.06170, 19.93730".
    public var seen: String { report.seenInWords }

    /// None once the report is no longer looking: a pet that is home has no reward on offer.
    public var reward: String? { report.resolution == nil ? report.reward.map(Copy.Flyer.reward) : nil }

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
    public static func code(of shortAddress: String) -> QRCode? {
        try? QRCode.encode(shortAddress, correction: .quartile)
    }

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
    public static let languagesAccessibilityID = TestIdentifiers.Flyer.languages
    public static let endedAccessibilityID = TestIdentifiers.Flyer.ended
}
