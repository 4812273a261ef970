import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotMarkup
import PetSpotAlerts

/// Area alerts (`api-v1.md`, "Area alerts"):
/// - `POST /api/v1/alerts`: 202 `{"status":"PENDING_CONFIRMATION"}` whether or not the address
///   already follows the area (nobody learns who subscribed); the body's problems as any create's.
/// - `/alerts/confirm?token=…`: the GET lists the areas waiting for the address and shows one
///   button (mail scanners follow links: a GET changes nothing); its POST confirms them, or only
///   the ones ticked when there are several (someone else may have asked for one in its name).
/// - `/alerts/unsubscribe?token=…`: the GET shows one button; the POST (the button, or RFC 8058
///   one-click from the mail program) stops that alert.
/// A token that does not hold answers 400.
struct AlertRoutes {
    let service: AlertService

    func register(on router: Router<PetSpotRequestContext>) {
        router.post(RouterPath(APIPath.alerts.pattern)) { request, context in
            try await service.subscribe(
                try await JSONBody.object(of: request), from: context.client, language: request.acceptedLanguage)
            return try JSONResponse.make(["status": "PENDING_CONFIRMATION"], status: .accepted)
        }
        // The pages the alert mails' links open, in the visitor's language.
        let pages = router.group().add(middleware: VisitorLanguageMiddleware())
        pages.get(RouterPath(SitePath.confirmAlerts.pattern)) { request, _ in
            let token = request.uri.queryParameters["token"].map(String.init) ?? ""
            switch try await service.waiting(confirmation: token) {
            case .invalid: return Self.invalidLink
            case .gone: return MailLinkRoutes.page(Copy.Alerts.confirmTitle, Copy.Alerts.nothingToConfirm)
            case .found(let waiting):
                return MailLinkRoutes.page(
                    Copy.Alerts.confirmTitle, Copy.Alerts.confirmQuestion,
                    form: (SitePath.confirmAlerts.path(token: token), Copy.Alerts.confirmButton),
                    fields: Self.choices(waiting))
            }
        }
        pages.post(RouterPath(SitePath.confirmAlerts.pattern)) { request, _ in
            let token = request.uri.queryParameters["token"].map(String.init) ?? ""
            let form = try await Self.form(of: request)
            // The page's form says which it chose; a POST without it (a client of its own) confirms all.
            let only = form["chosen"] == nil ? nil : Set(form["alert"] ?? [])
            switch try await service.confirm(token: token, only: only) {
            case .invalid: return Self.invalidLink
            case .gone, .found(.nothing):
                return MailLinkRoutes.page(Copy.Alerts.confirmTitle, Copy.Alerts.nothingToConfirm)
            case .found(.atMost(let maximum)):
                return MailLinkRoutes.page(Copy.Alerts.confirmTitle, Copy.Alerts.atMost(maximum), status: .conflict)
            case .found(.confirmed): return MailLinkRoutes.page(Copy.Alerts.confirmedTitle, Copy.Alerts.confirmedBody)
            }
        }
        pages.get(RouterPath(SitePath.stopAlert.pattern)) { request, _ in
            let token = request.uri.queryParameters["token"].map(String.init) ?? ""
            switch try await service.alert(token: token) {
            case .invalid: return Self.invalidLink
            case .gone: return MailLinkRoutes.page(Copy.Alerts.stoppedTitle, Copy.Alerts.stoppedBody)
            case .found(let alert):
                return MailLinkRoutes.page(
                    Copy.Alerts.stopTitle, AlertMailWriter.describe(alert.request) + ". " + Copy.Alerts.stopQuestion,
                    form: (SitePath.stopAlert.path(token: token), Copy.Alerts.stopButton))
            }
        }
        pages.post(RouterPath(SitePath.stopAlert.pattern)) { request, _ in
            let token = request.uri.queryParameters["token"].map(String.init) ?? ""
            switch try await service.stop(token: token) {
            case .invalid: return Self.invalidLink
            case .gone, .found: return MailLinkRoutes.page(Copy.Alerts.stoppedTitle, Copy.Alerts.stoppedBody)
            }
        }
    }

    private static var invalidLink: Response {
        MailLinkRoutes.page(Copy.Mail.invalidLinkTitle, Copy.Mail.invalidLinkBody, status: .badRequest)
    }

    /// The waiting areas in words; a tick box for each when there are several.
    private static func choices(_ waiting: [StoredAlert]) -> HTML {
        guard waiting.count > 1 else {
            return "<p>\(AlertMailWriter.describe(waiting[0].request))</p>"
        }
        let boxes = HTML.each(waiting) { alert in
            "<label class=\"choice\"><input type=\"checkbox\" name=\"alert\" value=\"\(alert.id)\" checked> \(AlertMailWriter.describe(alert.request))</label>"
        }
        return "<input type=\"hidden\" name=\"chosen\" value=\"1\"><fieldset class=\"choices\">\(boxes)</fieldset>"
    }

    /// An `application/x-www-form-urlencoded` body's values by name.
    private static func form(of request: Request) async throws -> [String: [String]] {
        let body = try await request.body.collect(upTo: 64 * 1024)
        var components = URLComponents()
        components.percentEncodedQuery = String(buffer: body).replacingOccurrences(of: "+", with: "%20")
        return Dictionary(grouping: components.queryItems ?? [], by: \.name).mapValues { $0.compactMap(\.value) }
    }
}
