/// Where the map comes from: Leaflet from PetSpot itself (`Assets/leaflet`, its licence beside
/// it), so a visitor's address goes to no CDN and the map works where only PetSpot is reachable;
/// and OpenStreetMap's tiles (`petspot.js`), the one other origin the pages' Content-Security-Policy
/// allows (for images). A test holds the markup and the script to these.
enum MapResources {
    /// Below `/assets/`.
    static let script = "leaflet/leaflet.js"
    static let stylesheet = "leaflet/leaflet.css"
    /// What `leaflet.css` names.
    static let images = ["layers.png", "layers-2x.png", "marker-icon.png", "marker-icon-2x.png", "marker-shadow.png"].map { "leaflet/images/\($0)" }
    static let tiles = "https://*.tile.openstreetmap.org"
}
