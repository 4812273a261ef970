import Crypto
import Foundation
import Hummingbird

/// The stylesheet, script and icon, and the map library (Leaflet, served from here so that no
/// visitor's browser asks a third party for it), read once from the module's resources and served
/// with an ETag.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let bytes: [UInt8]
        let contentType: String
        let etag: String
    }

    let assets: [String: Asset]

    static func load() throws -> StaticAssets {
        guard let directory = Bundle.module.resourceURL?.appendingPathComponent("Assets") else {
            throw WebSetupError.missingResources("Assets")
        }
        var assets: [String: Asset] = [:]
        let css = "text/css; charset=utf-8", script = "text/javascript; charset=utf-8", png = "image/png"
        let files =
            [
                ("petspot.css", css), ("petspot.js", script), ("favicon.svg", "image/svg+xml"),
                ("leaflet/" + MapResources.script, script), ("leaflet/" + MapResources.stylesheet, css),
            ]
            + MapResources.images.map { ("leaflet/" + $0, png) }
        for (name, type) in files {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            let digest = SHA256.hash(data: bytes).prefix(8).map { String(format: "%02x", $0) }.joined()
            assets[name] = Asset(bytes: bytes, contentType: type, etag: "\"\(digest)\"")
        }
        return StaticAssets(assets: assets)
    }

    func response(for name: String, request: Request) -> Response? {
        guard let asset = assets[name] else { return nil }
        var headers: HTTPFields = [.eTag: asset.etag, .cacheControl: "public, max-age=300, must-revalidate"]
        // Weakly compared (RFC 9110 §8.8.3.2): the tag of the gzipped copy is the weak one (`W/`).
        if let tag = request.headers[.ifNoneMatch], tag == asset.etag || tag == "W/" + asset.etag {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = asset.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
