/// Where the map comes from: Leaflet from its CDN (`map.mustache` names the files, with their
/// integrity hashes) and OpenStreetMap's tiles (`petspot.js`). The pages' Content-Security-Policy
/// allows these origins and no other; a test holds the template and the script to them.
enum MapResources {
    static let origin = "https://unpkg.com"
    static let tiles = "https://*.tile.openstreetmap.org"
}
