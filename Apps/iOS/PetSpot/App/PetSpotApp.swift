import SwiftUI

/// PetSpot: report lost and found pets, and browse the reports near you.
@main
struct PetSpotApp: App {
    @State private var environment = AppEnvironment()

    var body: some Scene {
        WindowGroup {
            RootView(environment: environment)
        }
    }
}
