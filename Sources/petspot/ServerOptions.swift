import ArgumentParser
import Logging
import PetSpotServer

/// The settings every command shares (`ServerSettings`, declared once there): the flags are read
/// there with their environment variables and defaults, and listed by each command's `--help`.
struct ServerOptions: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var settings: [String] = []

    func configuration() throws -> ServerConfiguration {
        do {
            return try ServerSettings.read(arguments: settings)
        } catch let error as ConfigurationError {
            throw ValidationError(error.description)
        }
    }

    /// A logger for a maintenance command, at the configured level.
    func logger(_ label: String, for configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = configuration.logLevel
        return logger
    }
}
