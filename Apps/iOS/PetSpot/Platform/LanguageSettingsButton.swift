import PetSpotDomain
import PetSpotFlows
import SwiftUI
import UIKit

/// The app speaks the language iOS gives it: Settings › PetSpot › Language, which iOS offers
/// because the app ships the catalogue (`Localizable.xcstrings`) in English and Polish. This row
/// names the language in use and opens that page, as Apple asks apps to, rather than keeping a
/// choice of its own. Its title is the catalogue's, through `String(localized:)`; the Flows
/// models read the same file (`StringCatalogue`) in `Language.preferred`, the same language.
struct LanguageSettingsButton: View {
    var body: some View {
        Button(action: { Task { await Self.openSettings() } }) {
            HStack {
                Label(String(localized: "web.languageSwitch", table: "Localizable"), systemImage: "globe")
                Spacer()
                Text(Language.current.name)
            }
        }
        .accessibilityIdentifier(TestIdentifiers.Browse.languageSettingsButton)
    }

    @MainActor static func openSettings() async {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        _ = await UIApplication.shared.open(url, options: [:])
    }
}
