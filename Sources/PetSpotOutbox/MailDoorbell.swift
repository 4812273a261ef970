/// Wakes the mail delivery when a mail was queued, so it goes at once instead of at the next poll
/// (other processes on the same database find it at their next poll).
package final class MailDoorbell: Sendable {
    package let rings: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    package init() {
        // One waiting ring is enough: the delivery sends everything due when it wakes.
        (rings, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    package func ring() {
        continuation.yield()
    }
}
