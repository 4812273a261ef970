import Hummingbird

/// HTML answers: a rendered page, or a redirect after a form (Post/Redirect/Get).
enum HTMLResponse {
    static func page(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }

    /// 303 See Other: the browser GETs `location`, so a reload never re-posts the form.
    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}
