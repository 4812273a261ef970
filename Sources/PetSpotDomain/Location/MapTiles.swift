import Foundation

/// Where the maps' tiles come from, and the credit they are shown with (`--map-tiles-url`,
/// `--map-attribution`): OpenStreetMap's unless the operator names another server. Checked once,
/// when the server reads its settings, so a page never asks a browser for a malformed address.
public struct MapTiles: Hashable, Sendable, Codable {
    /// A Leaflet-style template: `{z}`, `{x}` and `{y}` for the tile, `{s}` for a server's letter.
    public let template: String
    /// Shown in the map's corner, as the tiles' licence asks.
    public let attribution: String

    public static let openStreetMap = MapTiles(
        checkedTemplate: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors")

    /// `nil` unless `template` is an http or https address with a host naming `{z}`, `{x}` and `{y}`.
    public init?(template: String, attribution: String) {
        guard ["{z}", "{x}", "{y}"].allSatisfy(template.contains),
            let url = URL(
                string: template.replacingOccurrences(of: "{", with: "%7B").replacingOccurrences(of: "}", with: "%7D")),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil,
            !attribution.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        self.init(checkedTemplate: template, attribution: attribution)
    }

    private init(checkedTemplate: String, attribution: String) {
        self.template = checkedTemplate
        self.attribution = attribution
    }

    /// The origin a Content-Security-Policy must allow images from: the template's scheme, host
    /// (a `{s}` server letter as `*`) and port.
    public var imageSource: String {
        let afterScheme = template.range(of: "://").map { template[$0.upperBound...] } ?? Substring(template)
        let scheme = template[..<(template.range(of: "://")?.lowerBound ?? template.startIndex)]
        let authority = afterScheme.prefix { $0 != "/" }
        let host = authority.replacingOccurrences(of: "{s}.", with: "*.").replacingOccurrences(of: "{s}", with: "*")
        return "\(scheme.lowercased())://\(host)"
    }
}
