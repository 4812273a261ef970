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

        /// The ways as one line, for renderers that do not link them.
        public var contact: String? { contactWays.isEmpty ? nil : "\(contactLabel) \(ContactWay.line(contactWays))" }
    }

    /// The messages as rows, their time in `timeZone`.
    public func messageRows(in timeZone: TimeZone) -> [Row] {
        messages.map { message in
            Row(
                id: message.id, text: message.message, detail: DayAndTime.shown(message.createdAt, in: timeZone),
                contactWays: ContactWay.ways(email: message.replyEmail, phone: message.replyPhone))
        }
    }

    /// The sightings as rows: when it was seen, the note (or the point), the witness's contact.
    public func sightingRows(in timeZone: TimeZone) -> [Row] {
        sightings.map { sighting in
            return Row(
                id: sighting.id, text: sighting.note ?? sighting.location.shown,
                detail: Copy.Reaching.seenAt(DayAndTime.shown(sighting.seenAt, in: timeZone)),
                contactWays: ContactWay.ways(email: sighting.email, phone: sighting.phone))
        }
    }
}
