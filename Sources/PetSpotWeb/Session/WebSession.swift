import Foundation
import HTTPTypes
import Hummingbird
import PetSpotFlows

/// One browser's session: its id and draft key (from the signed cookie, or new) and its folder of
/// sealed drafts and chosen photos. On the main actor, with the wizards that use it.
@MainActor
final class WebSession {
    private(set) var value: SessionCookie.Value
    /// True when the response must set the cookie: the browser sent no valid one, or the session was rotated.
    private(set) var needsCookie: Bool
    private let sessionsDirectory: URL

    nonisolated init(value: SessionCookie.Value, isNew: Bool, sessionsDirectory: URL) {
        self.value = value
        self.needsCookie = isNew
        self.sessionsDirectory = sessionsDirectory
    }

    var id: String { value.sessionID }
    var directory: URL { sessionsDirectory.appendingPathComponent(value.sessionID, isDirectory: true) }
    var drafts: SealedDraftStore {
        SealedDraftStore(directory: directory.appendingPathComponent("drafts"), key: value.draftKey)
    }
    var photosDirectory: URL { directory.appendingPathComponent("photos") }
    /// Whether anything of this session is on the server's disk yet (a first save makes its folder).
    var hasFolder: Bool { FileManager.default.fileExists(atPath: directory.path) }

    /// The request's session, or a new one.
    nonisolated static func of(_ request: Request, cookie: SessionCookie, in sessionsDirectory: URL) -> WebSession {
        let existing = request.cookies[cookie.name].flatMap { cookie.value(from: $0.value) }
        return WebSession(value: existing ?? .random(), isNew: existing == nil, sessionsDirectory: sessionsDirectory)
    }

    /// A new id and key for this session, its drafts sealed again under the new key, the old
    /// folder emptied: whoever knew the old cookie (one planted before the wizard, say) holds
    /// nothing now. The old folder keeps only where the summary is (`leftFor`, no secret in it), so
    /// that the second post of a double click, which still carries the old cookie, can send the
    /// browser there: with the new cookie it sees the summary, with the old one it starts afresh.
    func rotate(leavingFor summaryPath: String) throws {
        let old = drafts, oldDirectory = directory
        value = .random()
        try old.copy(to: drafts)
        let files = FileManager.default
        for item in (try? files.contentsOfDirectory(at: oldDirectory, includingPropertiesForKeys: nil)) ?? [] {
            try? files.removeItem(at: item)
        }
        try? PrivateFile.write(Data(summaryPath.utf8), to: oldDirectory.appendingPathComponent(Self.leftForFile))
        needsCookie = true
    }

    /// Where a session rotated away from sent its visitor (the summary's address), if it was.
    var leftFor: String? {
        (try? Data(contentsOf: directory.appendingPathComponent(Self.leftForFile))).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    private static let leftForFile = "rotated"

    /// Adds the cookie to a response that needs it.
    func attach(to response: inout Response, cookie: SessionCookie) {
        guard needsCookie else { return }
        response.headers.append(HTTPField(name: .setCookie, value: cookie.setCookieHeader(for: value)))
    }
}

extension SessionCookie {
    /// Adds the `changedHeader()` cookie to the answer of a form post.
    func markChanged(_ response: inout Response) {
        response.headers.append(HTTPField(name: .setCookie, value: changedHeader()))
    }
}
