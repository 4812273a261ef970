import Foundation
import HTTPTypes
import Hummingbird
import PetSpotFlows

/// One browser's session: its id (from the signed cookie, or new) and its folder of drafts and photos.
struct WebSession: Sendable {
    let id: String
    /// True when the browser sent no valid cookie: the response must set one.
    let isNew: Bool
    let directory: URL

    var drafts: FileDraftStore { FileDraftStore(directory: directory.appendingPathComponent("drafts")) }
    var photosDirectory: URL { directory.appendingPathComponent("photos") }

    /// The request's session, or a new one.
    static func of(_ request: Request, cookie: SessionCookie, in sessionsDirectory: URL) -> WebSession {
        let existing = request.cookies[SessionCookie.name].flatMap { cookie.sessionID(from: $0.value) }
        let id = existing ?? SessionCookie.newSessionID()
        return WebSession(id: id, isNew: existing == nil, directory: sessionsDirectory.appendingPathComponent(id, isDirectory: true))
    }

    /// Adds the cookie to a response of a new session.
    func attach(to response: inout Response, cookie: SessionCookie) {
        guard isNew else { return }
        response.headers.append(HTTPField(name: .setCookie, value: cookie.setCookieHeader(for: id)))
    }
}
