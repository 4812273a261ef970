import Foundation
import PetSpotDomain

/// What people told the owner of a report: messages (newest first) and sightings (latest seen
/// first, with the witnesses' contact), as rows the manage screen shows.
public struct OwnerInbox: Hashable, Sendable {
    public var messages: [OwnerMessage]
    public var sightings: [Sighting]

    public init(messages: [OwnerMessage], sightings: [Sighting]) {
        self.messages = messages
        self.sightings = sightings
    }

    /// One message or sighting as a row: what, when, and how to answer.
    public struct Row: Hashable, Sendable, Identifiable {
        public let id: String
        public let text: String
        public let detail: String
        /// How to answer: each way a link (`mailto:`, `tel:`), after `contactLabel`.
        public let contactWays: [ContactWay]
        public let contactLabel = Copy.Reaching.replyLabel

        /// What the message (or the sighting's note) has of a scam's patterns, each a sentence
        /// naming what was seen and what to do; empty when nothing.
        public var warnings: [String] = []
        /// A message's: what its owner said it was, and the line that says so.
        public var verdict: MessageVerdict?
        public var verdictLine: String? { verdict.map(Copy.Scams.marked) }
        /// Messages take a verdict; sightings do not.
        public var takesVerdict = false

        /// The ways as one line, for renderers that do not link them.
        public var contact: String? { contactWays.isEmpty ? nil : "\(contactLabel) \(ContactWay.line(contactWays))" }
    }

    /// The messages as rows, their time in `timeZone`.
    public func messageRows(in timeZone: TimeZone) -> [Row] {
        messages.map { message in
            Row(
                id: message.id, text: message.message, detail: DayAndTime.shown(message.createdAt, in: timeZone),
                contactWays: ContactWay.ways(email: message.replyEmail, phone: message.replyPhone),
                warnings: Self.worded(message.warnings), verdict: message.verdict, takesVerdict: true)
        }
    }

    /// The sightings as rows: when it was seen, the note (or the point), the witness's contact.
    public func sightingRows(in timeZone: TimeZone) -> [Row] {
        sightings.map { sighting in
            return Row(
                id: sighting.id, text: sighting.note ?? sighting.location.shown,
                detail: Copy.Reaching.seenAt(DayAndTime.shown(sighting.seenAt, in: timeZone)),
                contactWays: ContactWay.ways(email: sighting.email, phone: sighting.phone),
                warnings: Self.worded(sighting.warnings ?? []))
        }
    }

    /// The warnings as sentences; with any, the last says how to check a claim.
    static func worded(_ warnings: [ScamWarning]) -> [String] {
        warnings.isEmpty ? [] : warnings.map(Copy.Scams.warning) + [Copy.Scams.askToDescribe]
    }
}
