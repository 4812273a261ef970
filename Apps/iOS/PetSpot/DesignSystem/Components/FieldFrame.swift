import PetSpotFlows
import SwiftUI

extension View {
    /// Seed 001's input frame: rounded 10 pt, thin border, the given fill.
    func fieldFrame(
        border: ColorToken, fill: ColorToken = .backgroundWhite, height: CGFloat? = Tokens.Size.inputHeight
    ) -> some View {
        padding(.horizontal, Tokens.Spacing.medium)
            .frame(maxWidth: .infinity, minHeight: height, alignment: .leading)
            .background(Color(fill), in: RoundedRectangle(cornerRadius: Tokens.Radius.large))
            .overlay(
                RoundedRectangle(cornerRadius: Tokens.Radius.large).stroke(Color(border), lineWidth: Tokens.Border.thin)
            )
    }
}
