/// Wakes the mail delivery when a mail was queued, so it goes at once instead of at the next poll
/// (other processes on the same database find it at their next poll).
final class MailDoorbell: Sendable {
    let rings: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        // One waiting ring is enough: the delivery sends everything due when it wakes.
        (rings, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    func ring() {
        continuation.yield()
    }
}
