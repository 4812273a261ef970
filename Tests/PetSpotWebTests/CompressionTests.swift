import CompressNIO
import Hummingbird
import NIOCore
import Testing
@testable import PetSpotWeb

@Suite("The pages, their stylesheet and script go gzipped to a browser that accepts it; the API's JSON never")
struct CompressionTests {
    private static let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]

    @Test("Given Accept-Encoding: gzip, then the home page comes gzipped, smaller, and is the same page once unpacked")
    func pageGzipped() async throws {
        try await WebTestSite.run { browser, _ in
            let plain = try await browser.get("/")
            let packed = try await browser.get("/", headers: Self.gzip)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(packed.headers[.contentEncoding] == "gzip")
            #expect(
                packed.headers[values: .vary].contains("Accept-Encoding")
                    && plain.headers[values: .vary].contains("Accept-Encoding"))
            #expect(
                packed.bytes.count * 2 < plain.bytes.count,
                "\(packed.bytes.count) bytes gzipped of \(plain.bytes.count)")
            var buffer = ByteBuffer(bytes: packed.bytes)
            let unpacked = try buffer.decompress(with: .gzip())
            #expect(String(buffer: unpacked) == plain.html)
        }
    }

    @Test(
        "Given the stylesheet and script asked with gzip, then they come gzipped with a weak ETag, which answers 304 when sent back"
    )
    func assetsGzipped() async throws {
        try await WebTestSite.run { browser, _ in
            for asset in ["/assets/petspot.css", "/assets/petspot.js"] {
                let packed = try await browser.get(asset, headers: Self.gzip)
                #expect(packed.headers[.contentEncoding] == "gzip")
                let tag = try #require(packed.headers[.eTag])
                #expect(tag.hasPrefix("W/\""))
                var headers = Self.gzip
                headers[.ifNoneMatch] = tag
                #expect(try await browser.get(asset, headers: headers).status == .notModified)
            }
        }
    }

    @Test("Given the API's JSON asked with gzip, then it is sent as it is")
    func apiUntouched() async throws {
        try await WebTestSite.run { browser, _ in
            let list = try await browser.get("/api/v1/announcements", headers: Self.gzip)
            #expect(list.status == .ok && list.headers[.contentEncoding] == nil)
            #expect(list.html.hasPrefix("{"))
        }
    }

    @Test("Given Accept-Encoding values, then gzip is used when named or * and not refused with q=0")
    func acceptEncoding() {
        typealias Middleware = CompressionMiddleware<BasicRequestContext>
        #expect(Middleware.acceptsGzip(["gzip"]))
        #expect(Middleware.acceptsGzip(["br", "GZIP;q=0.5"]))
        #expect(Middleware.acceptsGzip(["*"]))
        #expect(!Middleware.acceptsGzip(["gzip;q=0"]))
        #expect(!Middleware.acceptsGzip(["identity, br"]))
        #expect(!Middleware.acceptsGzip([]))
    }
}
