import PetSpotFlows
import SwiftUI

/// A found report's paper collars: the sheet the web prints (`PaperCollar`), drawn as a PDF
/// (`CollarPDF`) and shared (print, save to Files).
struct CollarScreen: View {
    @State var model: FlyerViewModel
    @State private var pdf: URL?

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
            if let banner = model.banner {
                BannerView(model: banner, onAction: { Task { await prepare() } })
            }
            if let collar = model.collar {
                Text(collar.title).font(.petTitle)
                Text(collar.help).font(.petBody)
                Text(collar.shortAddressTyped).font(.petHeader)
                if let pdf {
                    ShareLink(collar.printTitle, item: pdf).accessibilityIdentifier(collar.printAccessibilityID)
                } else {
                    ProgressView()
                }
            }
        }
        .padding(.horizontal, Tokens.Spacing.screenEdge)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(TestIdentifiers.Collar.sheet)
        .navigationTitle(model.collarTitle)
        .task { await prepare() }
    }

    private func prepare() async {
        await model.load()
        guard let collar = model.collar, pdf == nil else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("PetSpot collars.pdf")
        do {
            try CollarPDF.data(collar).write(to: file, options: .atomic)
            pdf = file
        } catch {
            pdf = nil
        }
    }
}
