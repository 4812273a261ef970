/// The design's colours (seed 001), named by role; renderers map them to their own colour types.
public enum ColorToken: String, CaseIterable, Hashable, Sendable {
    case primaryBlue
    case textPrimary
    case textSecondary
    case textTertiary
    case textDisabled
    case textPlaceholder
    case backgroundWhite
    case backgroundDisabled
    case backgroundDisabledAlt
    case borderDefault
    case borderLight
    case borderPrimary
    case error
    /// Map pins and badges: missing pets red, found pets blue.
    case missingPin
    case foundPin

    /// The Figma value (`#rrggbb`, or `rgba(…)`).
    public var value: String {
        switch self {
        case .primaryBlue, .borderPrimary: "#155dfc"
        case .textPrimary: "#2d2d2d"
        case .textSecondary: "#545f71"
        case .textTertiary: "#364153"
        case .textDisabled: "#93a2b4"
        case .textPlaceholder: "rgba(10,10,10,0.5)"
        case .backgroundWhite: "#ffffff"
        case .backgroundDisabled: "#f3f3f5"
        case .backgroundDisabledAlt: "#f9f9fa"
        case .borderDefault: "#d1d5dc"
        case .borderLight: "#e5e9ec"
        case .error: "#e7000b"
        case .missingPin: "#e7000b"
        case .foundPin: "#155dfc"
        }
    }
}
