import Hummingbird
import PetSpotDomain

extension Request {
    /// The language `Accept-Language` asks for, of those PetSpot speaks; else English. What an
    /// app's report or alert is mailed in: the API's own answers stay English (issue 39).
    var acceptedLanguage: Language {
        headers[.acceptLanguage].flatMap(Language.negotiated) ?? .source
    }

    /// The language a visitor reads a page in: their choice on the site (its cookie), else
    /// `Accept-Language`, else English; the same rule as the web pages'.
    var visitorLanguage: Language {
        Language.visitors(cookie: cookies[Language.cookieName]?.value, acceptLanguage: headers[.acceptLanguage])
    }
}
