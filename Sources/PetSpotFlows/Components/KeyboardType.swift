/// The keyboard a field asks for, named without UIKit so every renderer can map it
/// (`UIKeyboardType` on iOS, `inputmode` on the web).
public enum KeyboardType: String, Hashable, Sendable {
    case text
    case numberPad
    case decimalPad
    case phonePad
    case emailAddress
}
