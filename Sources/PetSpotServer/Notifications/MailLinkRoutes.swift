import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotMarkup
import PetSpotOutbox
import PetSpotReaching
import PetSpotStorage

/// The links in PetSpot's mail. Each GET shows one button and changes nothing (mail scanners
/// follow links); its POST acts. A token that does not hold answers 400.
/// - `/notifications/unsubscribe?token=…`: the POST (the button, or RFC 8058 one-click from the
///   mail program) stops the report's mail.
/// - `/notifications/confirm?token=…`: the POST confirms that the address takes PetSpot's mail
///   about the report its link names, and sends what waited for it.
struct MailLinkRoutes {
    let outbox: OutboxStore
    let confirmations: ReportMailConfirmations
    let tokens: MailLinkTokens
    let clock: ServerClock
    /// The report as its mail names it (its pet's name, else "the missing dog"); `nil` once it is gone.
    let reportName: @Sendable (String) async -> String?

    func register(on router: Router<PetSpotRequestContext>) {
        let router = router.group().add(middleware: VisitorLanguageMiddleware())
        let (outbox, confirmations, clock, reportName) = (self.outbox, self.confirmations, self.clock, self.reportName)
        link(
            .confirmMail, on: router, reading: tokens.confirmation(in:),
            asks: { _ in (Copy.Mail.confirmTitle, Copy.Mail.confirmQuestion, Copy.Mail.confirmButton) }
        ) { named in
            switch try await confirmations.confirm(report: named.reportID, address: named.address, now: clock.now()) {
            // On to the report it confirmed (its owner came from its mail), not the home page.
            case .confirmed:
                return (
                    Copy.Mail.confirmedTitle, Copy.Mail.confirmedBody,
                    (SitePath.report(.value(named.reportID)).path, Copy.Common.viewReport)
                )
            // The report is gone, or its owner set another address since: this link confirms nothing.
            case .stale: return (Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, nil)
            }
        }
        // The stop link names the pet, so that an owner with two reports knows which one goes quiet.
        link(
            .stopMail, on: router, reading: tokens.reportID(inUnsubscribe:),
            asks: { reportID in
                let name = await reportName(reportID)
                return (Copy.Mail.unsubscribeTitle(name), Copy.Mail.unsubscribeQuestion, Copy.Mail.unsubscribeButton)
            }
        ) { reportID in
            try await outbox.unsubscribe(reportID, now: clock.now())
            return (Copy.Mail.unsubscribedTitle(await reportName(reportID)), Copy.Mail.unsubscribedBody, nil)
        }
    }

    /// `path?token=…`: the GET asks (its page's one button posts to the same
    /// link), the POST does `act` with what the token names and says what it did.
    private func link<Named: Sendable>(
        _ path: SitePath, on router: RouterGroup<PetSpotRequestContext>,
        reading value: @escaping @Sendable (String) -> Named?,
        asks: @escaping @Sendable (Named) async -> (title: String, body: String, button: String),
        act:
            @escaping @Sendable (Named) async throws -> (
                title: String, body: String, next: (href: String, title: String)?
            )
    ) {
        let route = RouterPath(path.pattern)
        router.get(route) { request, _ in
            guard let token = request.uri.queryParameters["token"].map(String.init), let named = value(token) else {
                return Self.invalidLink
            }
            let question = await asks(named)
            return Self.page(question.title, question.body, form: (path.path(token: token), question.button))
        }
        router.post(route) { request, _ in
            guard let token = request.uri.queryParameters["token"].map(String.init), let named = value(token) else {
                return Self.invalidLink
            }
            let done = try await act(named)
            return Self.page(done.title, done.body, next: done.next)
        }
    }

    private static var invalidLink: Response {
        page(Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, status: .badRequest)
    }

    /// A small page of its own, in the site's look: its stylesheet and classes (the site's page
    /// frame belongs to the web pages, which may be off; then the page is plain, and still works).
    /// In the visitor's language, which `VisitorLanguageMiddleware` binds around its routes.
    /// `fields`: what the form holds before its button (an alert's choices).
    /// `next`: where the page leads once done (else home).
    static func page(
        _ title: String, _ body: String, form: (action: String, button: String)? = nil, fields: HTML = .empty,
        next: (href: String, title: String)? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        let onward = next ?? ("/", Copy.Web.backHome)
        let button: HTML = HTML.with(
            form,
            { form in
                "<form method=\"post\" action=\"\(form.action)\">\(fields)<button class=\"button-primary\" type=\"submit\">\(form.button)</button></form>"
            }, else: "<a class=\"button-primary\" href=\"\(onward.href)\">\(onward.title)</a>")
        let html: HTML = """
            <!doctype html><html lang="\(Language.current.rawValue)"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>\(title) · PetSpot</title><link rel="icon" href="\(SitePath.asset("favicon.svg").path)" type="image/svg+xml">\
            <link rel="stylesheet" href="\(SitePath.asset("petspot.css").path)"></head><body>\
            <header class="site-header"><a class="brand" href="/">PetSpot</a></header>\
            <main id="main" class="page"><h1 class="page-title">\(title)</h1><p>\(body)</p>\(button)</main></body></html>
            """
        // Its own policy: the page's one button posts to this server (the API's default allows no
        // form at all, which left the button dead in a browser), its style and icon are the site's.
        let policy =
            "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        return Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                SecurityHeadersMiddleware.contentSecurityPolicy: policy,
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html.description)))
    }
}
