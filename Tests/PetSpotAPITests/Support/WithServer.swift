import Foundation
import PetSpotAPI
import PetSpotProcessTesting

/// Runs `body` against a fresh server of its own (empty database), stopping it afterwards even when `body` throws.
func withServer<Value>(
    adminToken: String? = nil,
    _ body: (PetSpotClient, ServerProcess) async throws -> Value
) async throws -> Value {
    let server = try await ServerProcess.start(arguments: adminToken.map { ["--admin-token", $0] } ?? [])
    do {
        let result = try await body(PetSpotClient(baseURL: server.baseURL), server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
