import Hummingbird
import PetSpotServer
import PetSpotSite

/// `petspot serve`: runs the API and the web pages until SIGINT or SIGTERM, then stops gracefully.
enum ServeCommand {
    static let abstract =
        "Run the PetSpot server: the API and the web pages (creates the database and applies migrations first)."

    static func run(_ settings: CommandLineSettings) async throws {
        let application = try await buildSite(settings.configuration)
        try await application.runService()
    }
}
