import Observation
import PetSpotDomain

/// Missing flow step 1/4 "Microchip number": optional, digits only, formatted while typing.
@Observable @MainActor
public final class MicrochipNumberViewModel {
    private let flow: ReportMissingPetFlow

    init(flow: ReportMissingPetFlow) {
        self.flow = flow
    }

    public let screenTitle = Copy.MissingPet.Microchip.screenTitle
    public let heading = Copy.MissingPet.Microchip.heading
    public let body = Copy.MissingPet.Microchip.body
    public let continueButtonTitle = Copy.Common.continueButton
    public let continueAccessibilityID = TestIdentifiers.MissingMicrochip.continueButton
    public let closeAccessibilityID = TestIdentifiers.MissingMicrochip.backButton
    public var progressText: String? { MissingPetStep.microchip.progressText }
    /// Always on: the number is optional.
    public var isContinueEnabled: Bool { true }

    /// Stored digits-only.
    public var digits: String { flow.state.microchipDigits }

    public var textFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.MissingPet.Microchip.label, placeholder: Copy.MissingPet.Microchip.placeholder,
            text: MicrochipNumber.formatted(digits), keyboardType: .numberPad,
            accessibilityID: TestIdentifiers.MissingMicrochip.input)
    }

    /// Keeps the digits of what was typed, at most 15.
    public func editMicrochip(_ text: String) {
        flow.update { $0.microchipDigits = MicrochipNumber.digits(fromTyped: text) }
    }

    public func continueTapped() { flow.advance() }

    /// The X button: cancels the whole flow.
    public func closeTapped() { flow.cancel() }
}
