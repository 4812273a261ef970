import PetSpotAPI
import PetSpotFlows
import SwiftUI
import UIKit

/// A report's flyer: the sheet the web prints (`FlyerPresentation`, the same values), drawn as an
/// A4 PDF (`FlyerPDF`) with the report's photo, and shared (print, mail, save to Files).
struct FlyerScreen: View {
    @State var model: FlyerViewModel
    let client: PetSpotClient
    @State private var pdf: URL?

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
            if let banner = model.banner {
                BannerView(model: banner, onAction: { Task { await prepare() } })
            }
            if let flyer = model.presentation {
                Text(flyer.headline).font(.petTitle).foregroundStyle(Color(ColorToken.error))
                Text(flyer.name).font(.petTitle)
                Text(flyer.seen)
                Text(flyer.shortAddressTyped).accessibilityIdentifier(FlyerPresentation.shortAddressAccessibilityID)
                if let pdf {
                    ShareLink(model.shareTitle, item: pdf)
                        .accessibilityIdentifier(model.shareAccessibilityID)
                } else {
                    ProgressView()
                }
            }
        }
        .padding(.horizontal, Tokens.Spacing.screenEdge)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(model.accessibilityID)
        .overlay { if model.isLoading { ProgressView() } }
        .navigationTitle(model.title)
        .task { await prepare() }
    }

    /// The short address, then the photo, then the PDF in the temporary folder, shared from there.
    private func prepare() async {
        await model.load()
        guard let flyer = model.presentation, pdf == nil else { return }
        var photo: UIImage?
        if let path = flyer.photoPath, let data = try? await client.data(atPath: path) { photo = UIImage(data: data) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("PetSpot flyer \(flyer.name).pdf")
        do {
            try FlyerPDF.data(flyer, photo: photo).write(to: file, options: .atomic)
            pdf = file
        } catch {
            pdf = nil
        }
    }
}
