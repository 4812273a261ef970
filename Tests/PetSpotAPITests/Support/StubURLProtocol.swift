import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fake server inside URLSession: answers requests to `*.stub` hosts with a canned reply chosen by the host name,
/// for failures the real server cannot be made to produce (500, a proxy's HTML 502, garbage, silence).
final class StubURLProtocol: URLProtocol {
    struct Reply: Sendable {
        let status: Int
        let contentType: String
        let body: Data
    }

    /// Hosts and their replies; a client whose base URL is `http://<host>` gets that reply to every request.
    static let replies: [String: Reply] = [
        "status-500.stub": Reply(
            status: 500, contentType: "application/json",
            body: Data(
                #"""
                {"error":{"requestId":"req-500","code":"INTERNAL_SERVER_ERROR","message":"Internal server error"}}
                """#.utf8)),
        "status-502-html.stub": Reply(
            status: 502, contentType: "text/html",
            body: Data(
                "<html><body><h1>502 Bad Gateway</h1></body></html>".utf8)),
        "status-200-garbage.stub": Reply(
            status: 200, contentType: "application/json", body: Data("{\"unexpected\":".utf8)),
        "status-413-html.stub": Reply(
            status: 413, contentType: "text/html",
            body: Data(
                "<html><body>Request Entity Too Large</body></html>".utf8)),
    ]

    /// A session whose requests to `*.stub` hosts never leave the process.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(".stub") ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// The host that never answers, for cancellation tests.
    static let silentHost = "silent.stub"

    override func startLoading() {
        if request.url?.host == Self.silentHost { return }
        guard let url = request.url, let host = url.host, let reply = Self.replies[host],
            let response = HTTPURLResponse(
                url: url, statusCode: reply.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": reply.contentType])
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: reply.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
