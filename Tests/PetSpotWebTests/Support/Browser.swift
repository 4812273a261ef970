import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore

/// A browser for the page tests: it keeps the session cookie and sends forms as browsers do.
final class Browser: @unchecked Sendable {
    private let client: any TestClientProtocol
    private let lock = NSLock()
    private var _cookie: String?
    /// Sent with every request: as if a trusted proxy forwarded it for this client (`X-Forwarded-For`).
    private let forwardedFor: String?

    init(client: any TestClientProtocol, cookie: String? = nil, forwardedFor: String? = nil) {
        self.client = client
        self._cookie = cookie
        self.forwardedFor = forwardedFor
    }

    /// The `name=value` of the session cookie, once the site set one.
    var cookie: String? {
        get { lock.withLock { _cookie } }
        set { lock.withLock { _cookie = newValue } }
    }

    /// The `petspot_language=…` the language switch set (or the test chose), sent beside the session's.
    var languageCookie: String? {
        get { lock.withLock { _languageCookie } }
        set { lock.withLock { _languageCookie = newValue } }
    }
    private var _languageCookie: String?

    /// The live server's port.
    var port: Int? { client.port }

    /// Another browser on the same site: no cookie, so another session.
    func newBrowser(cookie: String? = nil, forwardedFor: String? = nil, language: String? = nil) -> Browser {
        let browser = Browser(client: client, cookie: cookie, forwardedFor: forwardedFor)
        browser.languageCookie = language.map { "petspot_language=\($0)" }
        return browser
    }

    func get(_ path: String, headers: HTTPFields = [:]) async throws -> Page {
        try await send(path, method: .get, headers: headers, body: nil)
    }

    /// Posts `fields` as `application/x-www-form-urlencoded`, in order.
    func post(_ path: String, _ fields: [(String, String)], headers: HTTPFields = [:]) async throws -> Page {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers = headers
        headers[.contentType] = "application/x-www-form-urlencoded"
        return try await send(path, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// Posts a `multipart/form-data` form with an optional file part named `photo`.
    /// `cutAfter`: the body ends after that many bytes (a connection dropped mid-upload).
    func postMultipart(
        _ path: String, _ fields: [(String, String)], file: (name: String, type: String, bytes: [UInt8])?,
        headers: HTTPFields = [:], cutAfter: Int? = nil
    ) async throws -> Page {
        let boundary = "----petspot-test-\(UUID().uuidString)"
        var body = ByteBuffer()
        for (name, value) in fields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        if let file {
            body.writeString(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n"
            )
            body.writeBytes(file.bytes)
            body.writeString("\r\n")
        }
        body.writeString("--\(boundary)--\r\n")
        if let cutAfter { body = body.getSlice(at: 0, length: min(cutAfter, body.readableBytes)) ?? body }
        var fields = headers
        fields[.contentType] = "multipart/form-data; boundary=\(boundary)"
        return try await send(path, method: .post, headers: fields, body: body)
    }

    /// GETs where a 303 pointed.
    func follow(_ page: Page) async throws -> Page {
        guard let location = page.location else { return page }
        return try await get(location)
    }

    /// A post answered with a redirect to its own address (the step stays: post/redirect/get) is
    /// followed, as a browser does, and the page it shows is returned with `stayed` set.
    private func send(
        _ path: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?
    ) async throws -> Page {
        let answer = try await exchange(path, method: method, headers: headers, body: body)
        guard method == .post, answer.status == .seeOther, let location = answer.location,
            location.split(separator: "#").first.map(String.init) == path
        else { return answer }
        var shown = try await get(location)
        shown.stayed = true
        return shown
    }

    private func exchange(
        _ path: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?
    ) async throws -> Page {
        var headers = headers
        let cookies = [cookie, languageCookie].compactMap { $0 }
        if !cookies.isEmpty { headers[.cookie] = cookies.joined(separator: "; ") }
        if let forwardedFor { headers[HTTPField.Name("X-Forwarded-For")!] = forwardedFor }
        let response = try await client.executeRequest(uri: path, method: method, headers: headers, body: body)
        // The session's cookie; the others (`petspot-changed`) only tell a real browser's back/forward cache that something changed.
        if let pair = response.headers[values: .setCookie].lazy.compactMap({
            $0.split(separator: ";").first.map(String.init)
        })
        .first(where: { $0.contains("session=") }) {
            cookie = pair
        }
        if let pair = response.headers[values: .setCookie].lazy.compactMap({
            $0.split(separator: ";").first.map(String.init)
        })
        .first(where: { $0.hasPrefix("petspot_language=") }) {
            languageCookie = pair
        }
        return Page(status: response.status, headers: response.headers, bytes: Array(response.body.readableBytesView))
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(
            of: "%20", with: "+")
    }
}

/// A response as the tests read it.
struct Page: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let bytes: [UInt8]
    /// The page answers a post that redirected to its own address: the form stayed on its step.
    var stayed = false

    var html: String { String(decoding: bytes, as: UTF8.self) }
    /// Where a redirect points, as a path.
    var location: String? {
        headers[.location].map { location in
            URL(string: location).map { $0.path + ($0.query.map { "?\($0)" } ?? "") } ?? location
        }
    }

    /// The opening tag of the element carrying `data-testid="testID"`.
    func tag(_ testID: String) -> String? {
        guard let marker = html.range(of: "data-testid=\"\(testID)\"") else { return nil }
        let start = html[..<marker.lowerBound].range(of: "<", options: .backwards)?.lowerBound ?? marker.lowerBound
        let end = html[marker.upperBound...].firstIndex(of: ">") ?? html.endIndex
        return String(html[start..<end])
    }

    /// An attribute of the element with `testID`, HTML entities decoded.
    func attribute(_ name: String, of testID: String) -> String? {
        guard let tag = tag(testID), let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        return rest.firstIndex(of: "\"").map { Self.unescape(String(rest[..<$0])) }
    }

    func value(of testID: String) -> String? { attribute("value", of: testID) }

    /// Every element with `testID` (the places found, say): its `value` and its text, entities decoded.
    func all(_ testID: String) -> [(value: String?, text: String)] {
        html.components(separatedBy: "data-testid=\"\(testID)\"").dropFirst().map { after in
            let before = html[..<html.range(of: after)!.lowerBound]
            let tagStart = before.range(of: "<", options: .backwards).map { before[$0.lowerBound...] } ?? ""
            let value = tagStart.range(of: " value=\"").flatMap { range in
                tagStart[range.upperBound...].split(separator: "\"", maxSplits: 1).first.map {
                    Self.unescape(String($0))
                }
            }
            let text = after.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return (value, Self.unescape(String(text)))
        }
    }
    func has(_ testID: String) -> Bool { tag(testID) != nil }
    func isChecked(_ testID: String) -> Bool { tag(testID)?.contains(" checked") ?? false }

    /// The text of the element with `id` (its inner HTML, entities decoded); `nil` if hidden or absent.
    func visibleText(ofID id: String) -> String? {
        guard let marker = html.range(of: "id=\"\(id)\"") else { return nil }
        let start = html[..<marker.lowerBound].range(of: "<", options: .backwards)?.lowerBound ?? marker.lowerBound
        guard let open = html[marker.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = html[start..<open]
        if tag.contains(" hidden") { return nil }
        let inner = html[html.index(after: open)...]
        guard let close = inner.range(of: "</") else { return nil }
        return Self.unescape(String(inner[..<close.lowerBound]))
    }

    /// The first text inside the element with `testID` (past any tags nested at its start), entities decoded.
    func text(ofTestID testID: String) -> String? {
        guard let marker = html.range(of: "data-testid=\"\(testID)\""),
            var open = html[marker.upperBound...].firstIndex(of: ">")
        else { return nil }
        var rest = html[html.index(after: open)...].drop { $0.isWhitespace }
        while rest.first == "<", let next = rest.firstIndex(of: ">") {
            open = next
            rest = html[html.index(after: open)...].drop { $0.isWhitespace }
        }
        return rest.firstIndex(of: "<").map { Self.unescape(String(rest[..<$0])) }
    }

    /// The text inside the `<textarea>` with `testID`.
    func textArea(_ testID: String) -> String? {
        guard let marker = html.range(of: "data-testid=\"\(testID)\">") else { return nil }
        let inner = html[marker.upperBound...]
        return inner.range(of: "</textarea>").map { Self.unescape(String(inner[..<$0.lowerBound])) }
    }

    /// The `<option>` marked selected inside the select with `testID`.
    func selectedOption(_ testID: String) -> String? {
        guard let marker = html.range(of: "data-testid=\"\(testID)\">") else { return nil }
        let select = html[marker.upperBound...].prefix { _ in true }
        guard let end = select.range(of: "</select>") else { return nil }
        let options = select[..<end.lowerBound]
        guard let selected = options.range(of: "\" selected>") else { return nil }
        let valueStart = options[..<selected.lowerBound].range(of: "value=\"", options: .backwards)?.upperBound
        return valueStart.map { Self.unescape(String(options[$0..<selected.lowerBound])) }
    }

    /// Every option value of the select with `testID`.
    func options(_ testID: String) -> [String] {
        guard let marker = html.range(of: "data-testid=\"\(testID)\">"),
            let end = html[marker.upperBound...].range(of: "</select>")
        else { return [] }
        return html[marker.upperBound..<end.lowerBound].components(separatedBy: "<option value=\"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map { Self.unescape(String($0)) } }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
