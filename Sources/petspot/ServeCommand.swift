import ArgumentParser
import Hummingbird
import PetSpotServer

/// `petspot serve`: runs the API until SIGINT or SIGTERM, then stops gracefully.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the PetSpot HTTP server (creates the database and applies migrations first)."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let application = try await buildApplication(try options.configuration())
        try await application.runService()
    }
}
