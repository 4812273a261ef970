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

    /// A page written as its body is sent, on the request's own task: the view models build the
    /// page's values on the main actor, and its markup is made off it, beside other requests.
    static func page(_ page: some PageView, status: HTTPResponse.Status = .ok) -> Response {
        let language = LanguageChoice.Scope.current
        return Response(
            status: status, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: language.bind { page.document }))
                try await writer.finish(nil)
            })
    }

    /// A page already written (`RenderedPages`): its bytes in one write, with their length.
    static func page<Shown>(_ page: RenderedPages<Shown>.Page) -> Response {
        Response(status: page.status, headers: headers, body: ResponseBody(byteBuffer: page.body))
    }

    private static var headers: HTTPFields { [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"] }

    /// 303 See Other: the browser GETs `location`, so a reload never re-posts the form.
    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}
