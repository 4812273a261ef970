import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// Sends the wizards' reports to a PetSpot server: create (with the flow's idempotency key, so a
/// retry never makes a second report), then the photo with the announcement's password.
public struct APIReportSubmitter: ReportSubmitting {
    let client: PetSpotClient
    let photoBytes: @Sendable (PhotoReference) async throws -> Data

    /// `photoBytes` reads a chosen photo's bytes; by default its `location` is a file path.
    public init(
        client: PetSpotClient,
        photoBytes: @escaping @Sendable (PhotoReference) async throws -> Data = APIReportSubmitter.readFile
    ) {
        self.client = client
        self.photoBytes = photoBytes
    }

    public func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String
    ) async throws(SubmissionError) -> CreatedAnnouncement {
        do {
            let created = try await client.createAnnouncement(request, idempotencyKey: idempotencyKey)
            return CreatedAnnouncement(
                id: created.announcement.id, managementPassword: created.managementPassword,
                countryCode: created.announcement.place?.countryCode)
        } catch {
            throw SubmissionError(error)
        }
    }

    public func uploadPhoto(
        _ photo: PhotoReference, for announcement: CreatedAnnouncement
    ) async throws(SubmissionError) {
        let bytes: Data
        do {
            bytes = try await photoBytes(photo)
        } catch {
            throw .rejected([
                ValidationError(field: "photo", code: .missingValue, message: Copy.Submission.photoUnreadable)
            ])
        }
        do {
            _ = try await client.uploadPhoto(
                bytes, fileName: photo.fileName, type: photo.type, to: announcement.id,
                managementPassword: announcement.managementPassword)
        } catch {
            throw SubmissionError(error)
        }
    }

    /// Reads the photo from the file path in its `location`.
    @Sendable public static func readFile(_ photo: PhotoReference) async throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: photo.location))
    }
}
