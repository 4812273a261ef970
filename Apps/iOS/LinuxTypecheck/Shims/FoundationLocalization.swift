// Apple's Foundation reads a String Catalog compiled into the app (`String(localized:)`);
// swift-corelibs-foundation on Linux has neither the initialiser nor `String.LocalizationValue`.
// These declarations, Apple's signatures (Foundation, iOS 15+), let the type-check hold the app's
// calls; they are compiled beside the app's files here only, never run, and never in Xcode.
import Foundation

extension String {
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        public init(_ value: String) { fatalError("type-check only") }
        public init(stringLiteral value: String) { fatalError("type-check only") }
        public init(stringInterpolation: DefaultStringInterpolation) { fatalError("type-check only") }
    }

    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        fatalError("type-check only")
    }
}
