/// An animal's sex; the raw value is its wire form.
public enum Sex: String, CaseIterable, Hashable, Sendable, Codable {
    case male = "MALE"
    case female = "FEMALE"
    case unknown = "UNKNOWN"

    /// The options the wizards offer, in the seeds' order (two radio cards).
    public static let wizardOptions: [Sex] = [.female, .male]

    public var displayName: String {
        switch self {
        case .male: Copy.Common.male
        case .female: Copy.Common.female
        case .unknown: Copy.Common.unknownSex
        }
    }
}

/// The seeds' name for the same choice on the Animal description screen.
public typealias Gender = Sex
