import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PetSpotAPIError {
    /// Classifies an error thrown by URLSession before any usable HTTP reply arrived.
    init(transportError error: any Error) {
        // Darwin reports a cancelled task as URLError.cancelled; Linux may throw CancellationError. Either way
        // no answer came, which is what `noConnection` means; the caller knows it cancelled.
        if error is CancellationError {
            self = .noConnection(Self.cancelledReason)
            return
        }
        guard let urlError = error as? URLError else {
            self = .noConnection(String(describing: error))
            return
        }
        switch urlError.code {
        case .cancelled:
            self = .noConnection(Self.cancelledReason)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            // The server was reached but its answer was garbage: that is a server failure, not a network one.
            self = .serverFailure(status: 0, nil)
        default:
            // Offline, DNS, refused, timed out, lost, TLS: for the app all mean "could not reach PetSpot".
            self = .noConnection("\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))")
        }
    }

    /// The reason given when the calling task was cancelled.
    static let cancelledReason = "The request was cancelled"
}
