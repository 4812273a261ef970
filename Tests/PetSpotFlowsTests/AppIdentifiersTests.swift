import Foundation
import Testing
@testable import PetSpotFlows

/// The iOS app cannot be compiled here, so its use of test identifiers is checked by reading it:
/// every identifier a view sets comes from `TestIdentifiers` (or a model's `accessibilityID`), and
/// every `TestIdentifiers` constant it names exists.
@Suite("The iOS app uses only identifiers PetSpotFlows defines")
struct AppIdentifiersTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftFiles(under path: String) -> [URL] {
        let root = repository.appendingPathComponent(path)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// `TestIdentifiers.A.b` paths declared in the identifier sources (nested enums and extensions followed).
    static func declaredConstants() throws -> Set<String> {
        var declared: Set<String> = []
        for file in swiftFiles(under: "Sources/PetSpotFlows/Identifiers") {
            var scopes: [(name: String, depth: Int)] = []
            var depth = 0
            for line in try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                if let match = line.firstMatch(of: /(?:enum|struct|extension)\s+([A-Za-z0-9_.]+)/) {
                    scopes.append((String(match.1), depth))
                }
                if let match = line.firstMatch(of: /static (?:let|var) (\w+)/) {
                    declared.insert((scopes.map(\.name) + [String(match.1)]).joined(separator: "."))
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                while let last = scopes.last, depth <= last.depth, line.contains("}") { scopes.removeLast() }
            }
        }
        return declared
    }

    @Test("Given the app's Swift files, then no view sets an identifier from a string literal")
    func noLiteralIdentifiers() throws {
        let files = Self.swiftFiles(under: "Apps/iOS")
        #expect(!files.isEmpty, "the app's sources are under Apps/iOS")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /accessibilityIdentifier\(\s*"([^"]*)"/) {
                Issue.record(
                    "\(file.lastPathComponent) sets the literal identifier \"\(match.1)\"; use TestIdentifiers or a model's accessibilityID"
                )
            }
        }
    }

    @Test("Given the app's Swift files, then every TestIdentifiers constant they name is declared in PetSpotFlows")
    func everyNamedConstantExists() throws {
        let declared = try Self.declaredConstants()
        #expect(declared.contains("TestIdentifiers.Browse.homeTab"), "the reader understands the identifier sources")
        var used = 0
        for file in Self.swiftFiles(under: "Apps/iOS") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /TestIdentifiers(?:\.[A-Za-z_][A-Za-z0-9_]*)+/) {
                let path = String(match.0)
                used += 1
                // `TestIdentifiers.X.y` or a longer path whose prefix is a declared constant (`.all`, members).
                let components = path.split(separator: ".")
                let prefixes = (2...components.count).map { components.prefix($0).joined(separator: ".") }
                #expect(
                    prefixes.contains(where: declared.contains)
                        || declared.contains(where: { $0.hasPrefix(path + ".") }),
                    "\(file.lastPathComponent) names \(path), which PetSpotFlows does not declare")
            }
        }
        #expect(used > 0, "the app names its identifiers through TestIdentifiers")
    }
}
