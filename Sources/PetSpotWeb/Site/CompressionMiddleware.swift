import CompressNIO
import Hummingbird
import NIOConcurrencyHelpers

/// Gzip for the pages, their stylesheet, script and icon when the browser accepts it: text that
/// shrinks to a fifth or less on a phone's connection. A body already encoded, or too small to
/// gain anything, goes as it is. The API's JSON is left alone: its clients and caches see the
/// bytes the contract describes.
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    static var compressibleTypes: [String] { ["text/html", "text/css", "text/javascript", "image/svg+xml"] }
    /// Below this a gzip header and trailer (18 bytes) and a round of zlib gain too little.
    static var minimumBytes: Int { 860 }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard response.headers[.contentEncoding] == nil, let type = response.headers[.contentType],
            Self.compressibleTypes.contains(where: { type.hasPrefix($0) })
        else { return response }
        // Caches keep the two encodings apart, whichever this answer is.
        response.headers[values: .vary].append("Accept-Encoding")
        guard Self.acceptsGzip(request.headers[values: .acceptEncoding]),
            response.body.contentLength ?? .max >= Self.minimumBytes
        else {
            return response
        }
        var body = try await Self.collect(response.body)
        guard body.readableBytes >= Self.minimumBytes else {
            response.body = ResponseBody(byteBuffer: body)
            return response
        }
        response.body = ResponseBody(byteBuffer: try body.compress(with: .gzip()))
        response.headers[.contentEncoding] = "gzip"
        // Another encoding is another representation: a strong tag would claim the same bytes.
        if let tag = response.headers[.eTag], !tag.hasPrefix("W/") { response.headers[.eTag] = "W/" + tag }
        return response
    }

    /// Whether `Accept-Encoding` allows gzip: named (or `*`) without `q=0` (RFC 9110 §12.5.3).
    static func acceptsGzip(_ values: [String]) -> Bool {
        for entry in values.flatMap({ $0.split(separator: ",") }) {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "*" else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
        return false
    }

    private static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let collected = Collected()
        try await body.write(CollectingWriter(collected: collected))
        return collected.buffer.withLockedValue { $0 }
    }
}

/// A response body's bytes, gathered where `CollectingWriter` (consumed by the write) puts them.
private final class Collected: Sendable {
    let buffer = NIOLockedValueBox(ByteBuffer())
}

private struct CollectingWriter: ResponseBodyWriter {
    let collected: Collected

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.withLockedValue { _ = $0.writeBuffer(&buffer) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
