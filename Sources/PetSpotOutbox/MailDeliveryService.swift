import Foundation
import Logging
import NIOConcurrencyHelpers
import PetSpotStorage

/// Sends the outbox: a `PeriodicWork` in the server's service group (`periodic`), woken when a mail
/// is queued here (the doorbell) and every `poll` for mail queued by other processes or due for a
/// retry. Each mail is claimed by
/// one process for a short `lease`, which the process renews while it talks to the relay: a process
/// killed mid-send frees its mail within the lease, and the next one sends it. A mail is marked sent
/// the moment the relay answers 250 to its data (not after QUIT, which a relay may be slow to
/// answer), in a task of its own that a graceful shutdown cannot cancel: only a crash between that
/// answer and the mark's commit could send it twice. A failure that may pass is tried again after
/// a back-off (30 s, doubling, at most an hour), one that will not is given up.
package struct MailDeliveryService: Sendable {
    package let outbox: OutboxStore
    package let transport: any MailTransport
    package let clock: ServerClock
    package let doorbell: MailDoorbell
    package let logger: Logger
    /// This process, as the outbox names the claimer.
    package let claimer = "petspot-\(UUID().uuidString.lowercased())"
    package var poll: Duration = .seconds(10)

    package init(
        outbox: OutboxStore, transport: any MailTransport, clock: ServerClock, doorbell: MailDoorbell, logger: Logger,
        poll: Duration = .seconds(10)
    ) {
        self.outbox = outbox
        self.transport = transport
        self.clock = clock
        self.doorbell = doorbell
        self.logger = logger
        self.poll = poll
    }
    /// How long a claim holds without renewal; renewed every `lease / 3` while sending.
    package static let lease: TimeInterval = 30
    /// Tries before a mail is given up (about a day of back-off).
    package static let maximumAttempts = 30

    /// The delivery as the server runs it: at start, at each ring of the doorbell, and every `poll`.
    package var periodic: PeriodicWork {
        PeriodicWork(name: "mail delivery", every: poll, wokenBy: doorbell) { await deliverDue() }
    }

    /// Sends every mail due now, one after the other; returns how many went.
    @discardableResult
    package func deliverDue() async -> Int {
        var sent = 0
        while !Task.isCancelled {
            let mail: OutboxStore.Claimed
            do {
                guard let claimed = try await outbox.claimNext(for: claimer, now: clock.now(), lease: Self.lease) else {
                    break
                }
                mail = claimed
            } catch {
                logger.warning(
                    "The outbox could not be read; mail waits for the next round", metadata: ["error": "\(error)"])
                break
            }
            let accepted = NIOLockedValueBox(false)
            do {
                try await sendHoldingClaim(mail) {
                    accepted.withLockedValue { $0 = true }
                    await markSent(mail)
                }
                sent += 1
            } catch {
                // The relay took it: what failed after that (the goodbye) changes nothing.
                if accepted.withLockedValue({ $0 }) {
                    sent += 1
                } else {
                    await record(error as? MailDeliveryFailure ?? .transient("\(error)"), of: mail)
                }
            }
        }
        return sent
    }

    /// Marks `mail` sent in an unstructured task, which does not inherit the caller's cancellation:
    /// the shutdown that cancels the delivery (while the relay still owes its QUIT answer) cannot
    /// skip the mark, and so cannot make the next start send the mail again.
    private func markSent(_ mail: OutboxStore.Claimed) async {
        let (outbox, clock) = (self.outbox, self.clock)
        switch await Task(operation: { try await outbox.markSent(mail, now: clock.now()) }).result {
        case .success:
            logger.info("Mail sent", metadata: ["mail": "\(mail.id)"])
        case .failure(let error):
            // Sent, but the mark failed: the lease keeps others off it for a while; logged loudly.
            logger.error(
                "A mail was sent but could not be marked sent", metadata: ["mail": "\(mail.id)", "error": "\(error)"])
        }
    }

    /// Sends `mail`, renewing its claim while the relay takes its time; `accepted` runs when the relay has it.
    private func sendHoldingClaim(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void
    ) async throws {
        let (outbox, clock, transport) = (self.outbox, self.clock, self.transport)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(Self.lease / 3))
                    try? await outbox.extend(mail, until: clock.now() + Self.lease)
                }
            }
            defer { group.cancelAll() }
            try await transport.deliver(mail, accepted: accepted)
        }
    }

    private func record(_ failure: MailDeliveryFailure, of mail: OutboxStore.Claimed) async {
        let now = clock.now()
        do {
            switch failure {
            case .transient(let reason) where mail.attempts + 1 < Self.maximumAttempts:
                let next = now + Self.backOff(afterAttempts: mail.attempts + 1)
                try await outbox.retry(mail, at: next, error: reason)
                logger.warning(
                    "Mail not sent; tried again later",
                    metadata: ["mail": "\(mail.id)", "retry": "\(next)", "reason": "\(reason)"])
            case .transient(let reason), .permanent(let reason):
                try await outbox.markFailed(mail, now: now, error: reason)
                logger.error("Mail given up", metadata: ["mail": "\(mail.id)", "reason": "\(reason)"])
            }
        } catch {
            logger.warning(
                "A mail's failure could not be recorded; its lease runs out and it is tried again",
                metadata: ["error": "\(error)"])
        }
    }

    /// 30 seconds after the first failure, doubling, at most an hour.
    package static func backOff(afterAttempts attempts: Int) -> TimeInterval {
        min(3600, 30 * pow(2, Double(max(0, attempts - 1))))
    }
}
