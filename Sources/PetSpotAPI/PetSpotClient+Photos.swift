import Foundation
import PetSpotDomain

extension PetSpotClient {
    /// Attaches (or replaces) the report's photo as its owner; returns the new `photoUrl`.
    public func uploadPhoto(
        _ bytes: Data, fileName: String, type: PhotoType, to id: String, managementPassword: String
    ) async throws(PetSpotAPIError) -> String {
        let request = requests.uploadPhoto(
            bytes, fileName: fileName, type: type, to: id, managementPassword: managementPassword)
        return try await exchange(request).decoded(as: PhotoUploaded.self).photoUrl
    }

    /// The bytes at a server path, e.g. an announcement's `photoUrl` (`/images/x.jpg`).
    public func data(atPath path: String) async throws(PetSpotAPIError) -> Data {
        let reply = try await exchange(requests.data(atPath: path))
        try reply.requireSuccess()
        return reply.body
    }
}

/// The `201` body of a photo upload.
private struct PhotoUploaded: Decodable {
    let photoUrl: String
}
