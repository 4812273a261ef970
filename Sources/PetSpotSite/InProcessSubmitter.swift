import Foundation
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// The wizards' "Submit" on a page: the report created, then its photo attached, by the services
/// the API's routes call, for the visitor whose post it is.
struct InProcessSubmitter: ReportSubmitting {
    let services: PetSpotServices
    let visitor: ClientAddress

    func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String
    ) async throws(SubmissionError) -> CreatedAnnouncement {
        do {
            let owned = try await services.create(request, idempotencyKey: idempotencyKey, from: visitor)
            return CreatedAnnouncement(
                id: owned.report.id, managementPassword: owned.managementPassword,
                countryCode: owned.report.place?.countryCode)
        } catch {
            throw SubmissionError(error)
        }
    }

    func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError) {
        // The web session's copy of the chosen photo, in its folder.
        guard let bytes = FileManager.default.contents(atPath: photo.location) else {
            throw .rejected([
                ValidationError(field: "photo", code: .missingValue, message: Copy.Submission.photoUnreadable)
            ])
        }
        do {
            try await services.attachPhoto(
                Array(bytes), to: announcement.id, managementPassword: announcement.managementPassword, from: visitor)
        } catch {
            throw SubmissionError(error)
        }
    }
}
