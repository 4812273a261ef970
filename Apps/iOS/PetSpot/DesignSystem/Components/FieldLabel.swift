import PetSpotFlows
import SwiftUI

/// A field's label in seed 001's label style.
struct FieldLabel: View {
    let text: String
    var color: ColorToken = .textTertiary

    var body: some View {
        Text(text)
            .font(.petBody)
            .foregroundStyle(Color(color))
    }
}
