import Foundation
import Hummingbird
import PetSpotDomain

/// `/notifications/unsubscribe?token=…`: a GET shows one button and changes nothing (mail scanners
/// follow links); a POST (the button, or RFC 8058 one-click from the mail program) stops the
/// report's mail. A token that does not hold answers 400.
struct UnsubscribeRoutes {
    let outbox: OutboxStore
    let tokens: UnsubscribeToken
    let clock: ServerClock

    func register(on router: Router<PetSpotRequestContext>) {
        router.get("notifications/unsubscribe") { request, _ in
            guard let token = request.uri.queryParameters["token"].map(String.init), tokens.reportID(in: token) != nil else {
                return Self.page(Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, status: .badRequest)
            }
            let action = "/notifications/unsubscribe?token=\(token.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? token)"
            return Self.page(Copy.Mail.unsubscribeTitle, Copy.Mail.unsubscribeQuestion, form: (action, Copy.Mail.unsubscribeButton))
        }
        router.post("notifications/unsubscribe") { request, _ in
            guard let token = request.uri.queryParameters["token"].map(String.init), let reportID = tokens.reportID(in: token) else {
                return Self.page(Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, status: .badRequest)
            }
            try await outbox.unsubscribe(reportID, now: clock.now())
            return Self.page(Copy.Mail.unsubscribedTitle, Copy.Mail.unsubscribedBody)
        }
    }

    /// A small page of its own (the site's templates belong to the web pages, which may be off).
    private static func page(_ title: String, _ body: String, form: (action: String, button: String)? = nil,
                             status: HTTPResponse.Status = .ok) -> Response {
        let escape = OwnerMailWriter.escaped
        let button = form.map {
            "<form method=\"post\" action=\"\(escape($0.action))\"><button type=\"submit\">\(escape($0.button))</button></form>"
        } ?? ""
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>\(escape(title)) – PetSpot</title></head><body style="font-family: sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem">\
            <h1>\(escape(title))</h1><p>\(escape(body))</p>\(button)<p><a href="/">PetSpot</a></p></body></html>
            """
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
