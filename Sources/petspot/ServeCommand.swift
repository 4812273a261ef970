import ArgumentParser
import Hummingbird
import PetSpotServer
import PetSpotSite

/// `petspot serve`: runs the API until SIGINT or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the PetSpot server: the API and the web pages (creates the database and applies migrations first).",
        discussion: ServerSettings.help
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let application = try await buildSite(try options.configuration())
        try await application.runService()
    }
}
