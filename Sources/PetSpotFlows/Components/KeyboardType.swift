/// The keyboard a field asks for, named without UIKit so every renderer can map it
/// (`UIKeyboardType` on iOS, `inputmode` on the web).
public enum KeyboardType: String, Hashable, Sendable {
    case text
    case numberPad
    case decimalPad
    /// A decimal that may be negative (latitude south of the equator, longitude west of Greenwich):
    /// a keyboard with a minus key, which a decimal pad lacks on phones.
    case signedDecimal
    case phonePad
    case emailAddress
}
