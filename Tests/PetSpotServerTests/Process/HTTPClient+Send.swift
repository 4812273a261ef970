import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

extension HTTPClient {
    /// Sends one request and returns its status and whole body.
    func send(
        _ method: HTTPMethod, _ url: String, headers: HTTPHeaders = [:], body: ByteBuffer? = nil
    ) async throws -> (status: Int, body: ByteBuffer) {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers = headers
        if let body { request.body = .bytes(body) }
        let response = try await execute(request, timeout: .seconds(60))
        return (Int(response.status.code), try await response.body.collect(upTo: 20 * 1024 * 1024))
    }
}
