import Foundation
import PetSpotImaging
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotWeb

@Suite("A report's flyer, its QR code, its short address and its share card")
struct FlyerPageTests {
    typealias IDs = TestIdentifiers.Flyer

    @Test(
        "Given a report just published, then the summary, its page and its manage page lead to its flyer: LOST, its name, its words, the reward, the private contact as \"through PetSpot\", the QR code and the short address under it and on the strips"
    )
    func flyer() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let href = try #require(summary.attribute("href", of: IDs.link))
            #expect(href.hasSuffix("/flyer"))
            let report = String(href.dropLast("/flyer".count))
            #expect(try await browser.get(report).attribute("href", of: IDs.link) == href)

            let flyer = try await browser.get(href)
            #expect(flyer.status == .ok)
            #expect(
                flyer.html.contains("<p class=\"flyer-headline\">LOST DOG</p>")
                    && flyer.html.contains("<h1 class=\"flyer-name\">Rex</h1>"))
            #expect(
                flyer.html.contains("Dog · Beagle · male · 3 years")
                    && flyer.html.contains("Last seen on 20/11/2026 near Kraków"))
            #expect(flyer.html.contains("Reward: Chocolate") && flyer.html.contains(Copy.Flyer.contactThroughPetSpot))
            #expect(
                !flyer.html.contains("owner@example.com") && !flyer.html.contains("600 100 200"),
                "the wizard kept the contact private")
            let address = try #require(flyer.text(ofTestID: IDs.shortAddress))
            #expect(address.firstMatch(of: /\/r\/[0-9A-Za-z]{8}$/) != nil)
            #expect(flyer.html.components(separatedBy: "<li>\(address)</li>").count - 1 == FlyerPresentation.strips)
            #expect(flyer.has(IDs.qrCode) && flyer.html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(flyer.has(IDs.printButton) && !flyer.has(IDs.ended))

            // Stable: the same code on every flyer and in the QR code alone.
            #expect(try await browser.newBrowser().get(href).text(ofTestID: IDs.shortAddress) == address)
            let svg = try await browser.get("\(report)/qr.svg")
            #expect(svg.status == .ok && svg.headers[.contentType] == "image/svg+xml" && svg.html.hasPrefix("<svg"))
            #expect(try await browser.get("/reports/00000000-0000-4000-8000-000000000000/flyer").status == .notFound)
        }
    }

    @Test(
        "Given a flyer's short address, then it answers 302 to the report's page at \"I saw this pet\", its openings counted for the owner with their time, once per client a day (a reload is no new reader); an unknown code is 404, and after 60 unknown codes in an hour a client is refused (429) even a real one"
    )
    func shortAddress() async throws {
        try await WebTestSite.run { browser, _ in
            let (report, flyerHref) = try await Self.publishedAndSignedIn(browser)
            #expect(try await browser.get("\(report)/manage").has(IDs.link))
            #expect(!(try await browser.get("\(report)/manage")).has(IDs.visits), "no flyer yet, nothing to count")

            let address = try #require(try await browser.get(flyerHref).text(ofTestID: IDs.shortAddress))
            let path = String(try #require(address.firstMatch(of: /\/r\/[0-9A-Za-z]{8}$/)).output)
            #expect(
                try await browser.get("\(report)/manage").text(ofTestID: IDs.visits)
                    == "Your flyer's code has not been opened yet.")
            for _ in 0..<2 {
                let opened = try await browser.newBrowser().get(path)
                #expect(opened.status == .found && opened.headers[.location] == "\(report)#sighting-form")
            }
            let visits = try #require(try await browser.get("\(report)/manage").text(ofTestID: IDs.visits))
            #expect(visits.hasPrefix("Your flyer's code was opened once, today at "), "\(visits)")
            let unknown = try await browser.get("/r/ZZZZZZZZ"), short = try await browser.get("/r/short")
            #expect(unknown.status == .notFound && short.status == .notFound)
            for index in 0..<58 { _ = try await browser.get("/r/ZZZZZ\(String(format: "%03d", index))") }
            #expect(
                try await browser.get(path).status == .tooManyRequests,
                "sixty unknown codes: no more guessing this hour")
        }
    }

    @Test(
        "Given a reunited report, then its flyer says so across it and offers no reward; its page says the pet is home: og:title, a card of its own (a new tag) that says BACK HOME, no reward, no possible matches, no sighting form; the feeds keep it, reunited"
    )
    func endedFlyer() async throws {
        try await WebTestSite.run { browser, _ in
            let (report, flyerHref) = try await Self.publishedAndSignedIn(browser)
            let lostCard = try await browser.get(report + "/card.jpg")
            let lostTag = try #require(lostCard.headers[.eTag])
            #expect(try await browser.get(report).html.contains("Chocolate"))
            _ = try await browser.post("\(report)/manage", [("intent", "confirm-reunite")])
            let flyer = try await browser.get(flyerHref)
            #expect(flyer.text(ofTestID: IDs.ended) == Copy.Flyer.reunited && !flyer.html.contains("Chocolate"))

            let page = try await browser.newBrowser().get(report)
            #expect(page.html.contains("<meta property=\"og:title\" content=\"Back home: Rex\">"))
            #expect(!page.html.contains("Chocolate") && !page.has(TestIdentifiers.Matching.section))
            #expect(!page.has(TestIdentifiers.Reaching.sightingForm), "nobody reports seeing a pet that is home")
            let homeCard = try await browser.get(report + "/card.jpg", headers: [.ifNoneMatch: lostTag])
            #expect(
                homeCard.status == .ok && homeCard.headers[.eTag]?.contains(PhotoRendition.cardHome.rawValue) == true)
            #expect(homeCard.bytes != lostCard.bytes)

            let feed = try await browser.get("/feeds/reports.atom")
            let id = String(report.split(separator: "/").last ?? "")
            #expect(
                feed.html.contains("urn:uuid:\(id)")
                    && feed.html.contains("<title>\(Copy.Browse.reunitedBadge): Rex</title>"))
        }
    }

    @Test(
        "Given a report's page, then its Open Graph and X tags name it, say when and where, and point to its page and its 1200 × 630 card, absolute; the card answers 200 as JPEG with an ETag, and 304 to it"
    )
    func shareCard() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            let report = String(try #require(summary.attribute("href", of: IDs.link)).dropLast("/flyer".count))
            let page = try await browser.get(report)
            func meta(_ key: String) -> String? {
                page.html.firstMatch(of: try! Regex("<meta (?:property|name)=\"\(key)\" content=\"([^\"]*)\">"))?
                    .output[1].substring.map(String.init)
            }
            #expect(
                meta("og:title") == "Lost dog: Rex"
                    && meta("og:description") == "Last seen on 20/11/2026 near Kraków")
            #expect(meta("og:type") == "website" && meta("twitter:card") == "summary_large_image")
            let url = try #require(meta("og:url")), image = try #require(meta("og:image"))
            #expect(url.hasPrefix("http") && url.hasSuffix(report) && image == url + "/card.jpg")
            #expect(!page.html.contains("owner@example.com"))

            let card = try await browser.get(report + "/card.jpg")
            #expect(card.status == .ok && card.headers[.contentType] == "image/jpeg")
            let decoded = try ImageCodec.decode(card.bytes, as: .jpeg, longSideAtLeast: .max).image
            #expect((decoded.width, decoded.height) == (1200, 630))
            let tag = try #require(card.headers[.eTag])
            #expect(try await browser.get(report + "/card.jpg", headers: [.ifNoneMatch: tag]).status == .notModified)
            #expect(try await browser.get("/reports/00000000-0000-4000-8000-000000000000/card.jpg").status == .notFound)

            // A new photo: a new card (its own name, so its own tag).
            let id = String(report.split(separator: "/").last ?? "")
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let authorization = "Basic " + Data("\(id):\(password)".utf8).base64EncodedString()
            let replaced = try await browser.postMultipart(
                "/api/v1/announcements/\(id)/photos", [], file: ("new.png", "image/png", WebTestSite.photo),
                headers: [.authorization: authorization])
            #expect(replaced.status == .created)
            let newCard = try await browser.get(report + "/card.jpg", headers: [.ifNoneMatch: tag])
            #expect(newCard.status == .ok && newCard.headers[.eTag] != tag)
        }
    }

    @Test(
        "Given a report made in Polish, then its share card is its own, drawn in Polish, whatever language the site fetching it asks for; its owner turning the report's language to English turns the card English (a new tag)"
    )
    func shareCardInTheReportsLanguage() async throws {
        try await WebTestSite.run { site, _ in
            let owner = site.newBrowser(language: "pl")
            let summary = try await WizardSteps.completeMissing(owner)
            let report = String(try #require(summary.attribute("href", of: IDs.link)).dropLast("/flyer".count))
            let password = try #require(summary.text(ofTestID: TestIdentifiers.Summary.password))
            // A social site's crawler fetches the card without a language, or with its own.
            let polish = try await site.newBrowser().get(report + "/card.jpg", headers: [.acceptLanguage: "en"])
            let tag = try #require(polish.headers[.eTag])
            #expect(polish.status == .ok && tag.contains(PhotoRendition.cardLostPolish.rawValue), "\(tag)")
            #expect(try await site.newBrowser().get(report + "/card.jpg").headers[.eTag] == tag)

            _ = try await owner.post("\(report)/manage", [("intent", "sign-in"), ("password", password)])
            _ = try await owner.post("\(report)/manage", [("intent", "mail-language"), ("mailLanguage", "en")])
            let english = try await site.newBrowser().get(report + "/card.jpg", headers: [.ifNoneMatch: tag])
            #expect(
                english.status == .ok
                    && english.headers[.eTag]?.contains("\(PhotoRendition.cardLost.rawValue).jpg") == true,
                "\(english.headers)")
            #expect(english.bytes != polish.bytes)
        }
    }

    /// A report published through the Missing wizard, its owner signed in on its manage page: its
    /// page's path and its flyer's.
    static func publishedAndSignedIn(_ browser: Browser) async throws -> (report: String, flyer: String) {
        let summary = try await WizardSteps.completeMissing(browser)
        let password = try #require(summary.visibleText(ofID: "management-password"))
        let flyer = try #require(summary.attribute("href", of: IDs.link))
        let report = String(flyer.dropLast("/flyer".count))
        _ = try await browser.post("\(report)/manage", [("intent", "sign-in"), ("password", password)])
        return (report, flyer)
    }
}
