import PetSpotAPI
import PetSpotFlows
import SwiftUI
import UIKit

/// A report's photo, fetched from the server path the view model gives (the client knows the server's address).
struct RemotePhoto: View {
    let path: String?
    let client: PetSpotClient
    @State private var image: UIImage?

    var body: some View {
        ZStack {
            Color(ColorToken.backgroundDisabled)
            if let image {
                Image(uiImage: image).resizable().scaledToFill()
            }
        }
        .clipped()
        .task(id: path) {
            guard let path, let data = try? await client.data(atPath: path) else { return }
            image = UIImage(data: data)
        }
    }
}
