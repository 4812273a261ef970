import PetSpotFlows
import UIKit

/// `PasteboardWriting` over the general UIPasteboard.
struct SystemPasteboard: PasteboardWriting {
    func copy(_ text: String) async {
        await MainActor.run { UIPasteboard.general.string = text }
    }
}
