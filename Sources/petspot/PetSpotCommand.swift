import ArgumentParser

/// `petspot`: the PetSpot server and its maintenance commands.
@main
struct PetSpotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "petspot",
        abstract: "PetSpot: the lost-and-found pet platform's server.",
        subcommands: [ServeCommand.self, MigrateCommand.self, SeedCommand.self],
        defaultSubcommand: ServeCommand.self
    )
}
