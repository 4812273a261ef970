import Foundation
import PetSpotDomain

/// Where the map comes from: Leaflet from PetSpot itself (`Assets/leaflet`, its licence beside
/// it), so a visitor's address goes to no CDN and the map works where only PetSpot is reachable;
/// and the tiles from the server `--map-tiles-url` names (OpenStreetMap's by default), the one
/// other origin the pages' Content-Security-Policy allows (for images), which the script reads
/// from `/assets/map-tiles.json`. A test holds the markup and the script to these.
enum MapResources {
    /// Below the map library's folder (`SitePath.leaflet`).
    static let script = "leaflet.js"
    static let stylesheet = "leaflet.css"
    /// What `leaflet.css` names.
    static let images = ["layers.png", "layers-2x.png", "marker-icon.png", "marker-icon-2x.png", "marker-shadow.png"]
        .map { "images/\($0)" }

    /// What `/assets/map-tiles.json` answers: `{"template": …, "attribution": …}`.
    static func settingsJSON(_ tiles: MapTiles) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(tiles)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
