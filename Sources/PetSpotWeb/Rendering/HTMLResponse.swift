import Hummingbird

/// HTML answers: a rendered page, or a redirect after a form (Post/Redirect/Get).
enum HTMLResponse {
    static func page(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }

    /// A page rendered as its body is written, on the request's own task: the view models build
    /// `context` on the main actor, and the templates' work, most of a page's time (perf: 56% of a
    /// report's page), runs off it, beside other requests, on every core.
    static func page(_ context: some Sendable, template: String, templates: PageTemplates, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: templates.page(context, template: template)))
            try await writer.finish(nil)
        })
    }

    private static var headers: HTTPFields { [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"] }

    /// 303 See Other: the browser GETs `location`, so a reload never re-posts the form.
    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}
