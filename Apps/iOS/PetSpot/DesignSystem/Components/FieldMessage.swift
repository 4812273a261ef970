import PetSpotFlows
import SwiftUI

/// The line under a field: its error in red, else its helper text, else nothing.
struct FieldMessage: View {
    let error: String?
    var helper: String?

    var body: some View {
        if let error {
            Text(error).font(.petHeader).foregroundStyle(Color(ColorToken.error))
        } else if let helper {
            Text(helper).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
        }
    }
}
