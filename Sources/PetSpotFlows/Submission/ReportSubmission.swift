import Foundation
import PetSpotDomain

/// Creates a report, then uploads its photo, resuming from `progress`: an announcement already
/// created is not created again, and a failure at either step leaves what succeeded recorded.
enum ReportSubmission {
    static func resume(
        _ progress: SubmissionProgress, request: CreateAnnouncementRequest, photo: PhotoReference,
        submitter: any ReportSubmitting, makeKey: () -> String = { UUID().uuidString }
    ) async -> (SubmissionProgress, SubmissionError?) {
        var progress = progress
        if progress.created == nil {
            if progress.sentRequest != request || progress.idempotencyKey == nil {
                progress.sentRequest = request
                progress.idempotencyKey = makeKey()
            }
            do {
                progress.created = try await submitter.create(
                    request, idempotencyKey: progress.idempotencyKey ?? makeKey())
            } catch {
                if case .rejected = error {
                    // The server refused it, so nothing was created: an edited request gets a new key.
                    progress.idempotencyKey = nil
                }
                return (progress, error)
            }
        }
        guard let created = progress.created else { return (progress, .serverFailure) }
        do {
            try await submitter.uploadPhoto(photo, for: created)
            progress.photoUploaded = true
            return (progress, nil)
        } catch {
            return (progress, error)
        }
    }
}
