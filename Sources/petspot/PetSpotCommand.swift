import Foundation
import PetSpotServer
import PetSpotCore

/// `petspot [serve | migrate | seed | gazetteer | scams] [flags]`: the PetSpot server and its maintenance commands.
/// The command is the first word (`serve` when none is given); every flag, the settings' and the
/// command's own, is read by swift-configuration through `ServerSettings.read`, the one reader.
@main
enum PetSpotCommand {

    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var name = Command.serve.rawValue
        if let first = arguments.first, !first.hasPrefix("-") {
            name = first
            arguments.removeFirst()
        }
        if name == "help" || CommandLine.arguments.dropFirst() == ["--help"] {
            print(usage)
            return
        }
        guard let command = Command(rawValue: name) else {
            fail(
                "Unknown command \(name): use \(Command.allCases.map(\.rawValue).joined(separator: ", ")), or help",
                code: usageError)
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help(command))
            return
        }
        do {
            try await command.run(try ServerSettings.read(arguments: arguments, options: command.options))
        } catch let error as ConfigurationError {
            fail("\(error.description)\nSee: petspot \(command.rawValue) --help", code: usageError)
        } catch {
            fail("\(error)", code: 1)
        }
    }

    /// The conventional exit status of a command line that cannot be used (sysexits' EX_USAGE).
    static let usageError: Int32 = 64

    static var usage: String {
        """
        PetSpot: the lost-and-found pet platform's server.

        Usage: petspot [command] [flags]

        Commands:
        \(Command.allCases.map { "  \($0.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))\($0.abstract)" }.joined(separator: "\n"))

        `petspot <command> --help` lists a command's flags.
        """
    }

    static func help(_ command: Command) -> String {
        var lines = ["petspot \(command.rawValue): \(command.abstract)", ""]
        if !command.options.isEmpty {
            lines.append("Options:")
            for option in command.options {
                lines.append("  --\(option.flag)\(option.value.map { " <\($0)>" } ?? "")\n      \(option.meaning)")
            }
            lines.append("")
        }
        lines.append(ServerSettings.help)
        return lines.joined(separator: "\n")
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
        Foundation.exit(code)
    }
}

/// `petspot`'s commands, each spelled in its own file.
enum Command: String, CaseIterable {
    case serve, migrate, seed, gazetteer, scams

    var abstract: String {
        switch self {
        case .serve: ServeCommand.abstract
        case .migrate: MigrateCommand.abstract
        case .seed: SeedCommand.abstract
        case .gazetteer: GazetteerCommand.abstract
        case .scams: ScamsCommand.abstract
        }
    }

    /// The command's own flags, beside the settings every command reads.
    var options: [CommandOption] {
        self == .seed ? SeedCommand.options : []
    }

    func run(_ settings: CommandLineSettings) async throws {
        switch self {
        case .serve: try await ServeCommand.run(settings)
        case .migrate: try await MigrateCommand.run(settings)
        case .seed: try await SeedCommand.run(settings)
        case .gazetteer: try await GazetteerCommand.run(settings)
        case .scams: try await ScamsCommand.run(settings)
        }
    }
}
