/// Why the web pages could not start.
enum WebSetupError: Error, CustomStringConvertible {
    case missingResources(String)

    var description: String {
        switch self {
        case .missingResources(let name): "The web pages' \(name) are missing from the build; rebuild petspot"
        }
    }
}
