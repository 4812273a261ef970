import HTTPTypes
import Hummingbird
import PetSpotDomain

/// Which language a visitor reads the pages in: the one they chose (the switch on every page,
/// kept in a cookie for a year), else the first their browser asks for that PetSpot speaks
/// (`Accept-Language`, by quality), else English.
struct LanguageChoice: Equatable, Sendable {
    let language: Language
    /// The pseudo-language (English accented and 40% longer), for layout tests: chosen only by its
    /// cookie value, never offered by the switch.
    let pseudo: Bool

    static let pseudoCode = "qps-ploc"
    static let cookieMaxAge = 365 * 24 * 3600

    static func of(_ request: Request) -> LanguageChoice {
        let chosen = request.cookies[Language.cookieName]?.value
        if chosen == pseudoCode { return LanguageChoice(language: .english, pseudo: true) }
        return LanguageChoice(
            language: Language.visitors(cookie: chosen, acceptLanguage: request.headers[.acceptLanguage]), pseudo: false
        )
    }

    /// The reader's region, for the finder's guide when nothing else says where they are: the first
    /// `Accept-Language` tag's region ("en-GB" → GB), else Poland for a reader of Polish (by that
    /// tag or the language they chose).
    static func region(of request: Request) -> String? {
        let first = (request.headers[.acceptLanguage] ?? "").split(separator: ",").first.map {
            ($0.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces)
        }
        let parts = first?.split(separator: "-") ?? []
        if parts.count > 1, parts[1].count == 2 { return parts[1].uppercased() }
        if parts.first?.lowercased() == "pl" { return "PL" }
        return of(request).language == .polish ? "PL" : nil
    }

    /// The cookie that keeps a choice.
    static func setCookie(_ code: String, secure: Bool) -> String {
        "\(Language.cookieName)=\(code); Path=/; Max-Age=\(cookieMaxAge); SameSite=Lax\(secure ? "; Secure" : "")"
    }

    /// Where the switch sends the visitor back to: a path on this site, never another site's. No
    /// backslash, space or control character either: browsers drop a tab and read `\` as `/`, which
    /// would make `/\t/evil.example` a link to another site. (The page's own address is
    /// percent-encoded, so it has none of them.)
    static func returnPath(_ back: String?) -> String {
        guard let back, back.hasPrefix("/"), !back.hasPrefix("//"),
            back.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && $0 != "\\" })
        else { return "/" }
        return back
    }

    /// The page being answered, for the switch's links back to it.
    @TaskLocal static var page = "/"

    /// `page` as a query value (`back=`): every byte but the unreserved ones and `/` escaped
    /// (RFC 3986 §3.4). By bytes: Foundation's `addingPercentEncoding` was 1.6% of a page's time.
    static func queryValue(_ page: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(page.utf8.count * 3)
        for byte in page.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What a page's words are written under: its language, pseudo or not, and its address. Taken
    /// while the request is handled and bound again where its body is written, which Hummingbird
    /// does after the middleware has returned, outside the request's bindings.
    struct Scope: Sendable {
        let choice: LanguageChoice
        let page: String

        static var current: Scope {
            Scope(choice: LanguageChoice(language: Language.current, pseudo: Copy.pseudo), page: LanguageChoice.page)
        }

        func bind<T>(_ body: () throws -> T) rethrows -> T {
            try Language.speaking(choice.language) {
                try Copy.$pseudo.withValue(choice.pseudo) { try LanguageChoice.$page.withValue(page, operation: body) }
            }
        }

        func bind<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
            try await Language.speaking(choice.language) {
                try await Copy.$pseudo.withValue(choice.pseudo) {
                    try await LanguageChoice.$page.withValue(page, operation: body)
                }
            }
        }
    }
}

/// Binds each page request's language (`Language.current`, `Copy.pseudo`) for everything that
/// writes its words, and says which it is: `Content-Language`, and `Vary` so a cache keeps each
/// language's page apart.
struct LanguageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let choice = LanguageChoice.of(request)
        var response = try await LanguageChoice.Scope(choice: choice, page: request.uri.description).bind {
            try await next(request, context)
        }
        response.headers[.contentLanguage] = choice.language.rawValue
        response.headers[values: .vary].append(contentsOf: ["Accept-Language", "Cookie"])
        return response
    }
}
