import Crypto
import Foundation
import Hummingbird

/// The stylesheet, script and icon, read once from the module's resources and served with an ETag.
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
        let files = [("petspot.css", "text/css; charset=utf-8"), ("petspot.js", "text/javascript; charset=utf-8"), ("favicon.svg", "image/svg+xml")]
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
