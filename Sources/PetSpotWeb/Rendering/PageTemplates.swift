import Foundation
import Mustache

/// The Mustache templates of every page, loaded once from the module's resources.
struct PageTemplates: Sendable {
    let library: MustacheLibrary

    static func load() async throws -> PageTemplates {
        guard let directory = Bundle.module.resourceURL?.appendingPathComponent("Templates") else {
            throw WebSetupError.missingResources("Templates")
        }
        return PageTemplates(library: try await MustacheLibrary(directory: directory.path))
    }

    /// `context` rendered with the template `name`; a missing template is a programming error caught by the page tests.
    func render(_ context: Any, template name: String) -> String {
        library.render(ReflectedContext.wrap(context), withTemplate: name) ?? "<!doctype html><title>PetSpot</title><p>Missing template \(name)</p>"
    }
}

/// Why the web pages could not start.
enum WebSetupError: Error, CustomStringConvertible {
    case missingResources(String)

    var description: String {
        switch self {
        case .missingResources(let name): "The web pages' \(name) are missing from the build; rebuild petspot"
        }
    }
}
