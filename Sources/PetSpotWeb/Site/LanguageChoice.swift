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

    static let cookieName = "petspot_language"
    static let pseudoCode = "qps-ploc"
    static let cookieMaxAge = 365 * 24 * 3600

    static func of(_ request: Request) -> LanguageChoice {
        if let chosen = request.cookies[cookieName]?.value {
            if chosen == pseudoCode { return LanguageChoice(language: .english, pseudo: true) }
            if let language = Language(rawValue: chosen) { return LanguageChoice(language: language, pseudo: false) }
        }
        let accepted = request.headers[.acceptLanguage].flatMap(negotiated) ?? .source
        return LanguageChoice(language: accepted, pseudo: false)
    }

    /// The language of an `Accept-Language` value (RFC 9110 §12.5.4) that PetSpot speaks, highest
    /// quality first and, among equals, in the order given; `nil` when it speaks none of them.
    static func negotiated(_ header: String) -> Language? {
        let ranges = header.split(separator: ",").enumerated().compactMap { index, item -> (Language, Double, Int)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = Language(code: tag) else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality, index) : nil
        }
        return ranges.min { ($0.1, -$0.2) > ($1.1, -$1.2) }?.0
    }

    /// The cookie that keeps a choice.
    static func setCookie(_ code: String, secure: Bool) -> String {
        "\(cookieName)=\(code); Path=/; Max-Age=\(cookieMaxAge); SameSite=Lax\(secure ? "; Secure" : "")"
    }

    /// Where the switch sends the visitor back to: a path on this site, never another site's.
    static func returnPath(_ back: String?) -> String {
        guard let back, back.hasPrefix("/"), !back.hasPrefix("//"), !back.contains("\\"),
              !back.contains(where: { $0.isNewline }) else { return "/" }
        return back
    }

    /// The page being answered, for the switch's links back to it.
    @TaskLocal static var page = "/"

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
            try Language.$current.withValue(choice.language) {
                try Copy.$pseudo.withValue(choice.pseudo) { try LanguageChoice.$page.withValue(page, operation: body) }
            }
        }

        func bind<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
            try await Language.$current.withValue(choice.language) {
                try await Copy.$pseudo.withValue(choice.pseudo) { try await LanguageChoice.$page.withValue(page, operation: body) }
            }
        }
    }
}

/// Binds each page request's language (`Language.current`, `Copy.pseudo`) for everything that
/// writes its words, and says which it is: `Content-Language`, and `Vary` so a cache keeps each
/// language's page apart.
struct LanguageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let choice = LanguageChoice.of(request)
        var response = try await LanguageChoice.Scope(choice: choice, page: request.uri.description).bind { try await next(request, context) }
        response.headers[.contentLanguage] = choice.language.rawValue
        response.headers[values: .vary].append(contentsOf: ["Accept-Language", "Cookie"])
        return response
    }
}
