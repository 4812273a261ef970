import PetSpotFlows
import UIKit

extension KeyboardType {
    /// The UIKit keyboard for a field's `KeyboardType`.
    var uiKeyboardType: UIKeyboardType {
        switch self {
        case .text: .default
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .signedDecimal: .numbersAndPunctuation
        case .phonePad: .phonePad
        case .emailAddress: .emailAddress
        }
    }
}
