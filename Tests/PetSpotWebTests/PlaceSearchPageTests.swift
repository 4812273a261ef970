import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

/// A place found by name on the pages without their script: Find posts the form and the places
/// come back as buttons; choosing one sets the point; everything typed stays.
@Suite("A place found by name, without the script")
struct PlaceSearchPageTests {
    private typealias IDs = TestIdentifiers.Reaching
    private let search = PlaceSearchIdentifiers(screen: TestIdentifiers.Reaching.sightingForm)

    @Test(
        "Given I saw this pet opened from a flyer, then one tap says it was around where it was last seen; or a place typed by name is found, chosen and sent, the note kept, no coordinates typed"
    )
    func sightingByName() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let passerBy = browser.newBrowser()
            let page = try await passerBy.get(href)
            #expect(page.has(search.input) && page.has(search.findButton))
            let date = try #require(page.value(of: IDs.seenDateInput))
            // The one-tap place: where it was last seen, in words.
            let quick = try #require(page.all(search.choice).first)
            #expect(quick.text == "Around where it was last seen (near Kraków)")
            let here = try await passerBy.post(
                "\(href)/sighting",
                [
                    ("seenDate", date), ("seenTime", "09:30"), ("note", "Under a bench"),
                    ("placeChoice", quick.value ?? ""),
                ])
            #expect(here.status == .ok)
            #expect(here.value(of: IDs.latitudeInput) == "50.06143" && here.value(of: IDs.longitudeInput) == "19.93658")
            #expect(here.textArea(IDs.noteInput) == "Under a bench")

            // By name: Find, then a choice.
            let found = try await passerBy.post(
                "\(href)/sighting",
                [
                    ("intent", "findPlace"), ("seenDate", date), ("seenTime", "09:30"), ("note", "Under a bench"),
                    ("placeQuery", "wielicz"),
                ])
            #expect(found.status == .ok)
            #expect(found.textArea(IDs.noteInput) == "Under a bench" && found.value(of: search.input) == "wielicz")
            let choices = found.all(search.choice)
            #expect(choices.first?.text == "Wieliczka · Lesser Poland Voivodeship, PL")
            #expect(choices.count == 1 && found.text(ofTestID: search.status) == "1 place found: choose one.")
            let chosen = try await passerBy.post(
                "\(href)/sighting",
                [
                    ("seenDate", date), ("seenTime", "09:30"), ("note", "Under a bench"), ("placeQuery", "wielicz"),
                    ("placeChoice", choices.first?.value ?? ""),
                ])
            #expect(
                chosen.value(of: IDs.latitudeInput) == "49.98738" && chosen.value(of: IDs.longitudeInput) == "20.06473")
            #expect(chosen.value(of: search.input) == "Wieliczka · Lesser Poland Voivodeship, PL")
            #expect(
                chosen.text(ofTestID: search.status)
                    == "The place is set at Wieliczka · Lesser Poland Voivodeship, PL.")
            let sent = try await passerBy.post(
                "\(href)/sighting",
                [
                    ("intent", "send"), ("seenDate", date), ("seenTime", "09:30"), ("note", "Under a bench"),
                    ("latitude", "49.98738"), ("longitude", "20.06473"),
                    ("placeQuery", "Wieliczka · Lesser Poland Voivodeship, PL"),
                ])
            #expect(sent.location == "\(href)?sent=sighting")
        }
    }

    @Test(
        "Given a place's name typed and Enter pressed (the form sent) with no point, then the places are looked up instead of a refusal; a name nothing has says so, in Polish too"
    )
    func enterLooksUp() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            let href = try #require(
                try await browser.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            let visitor = browser.newBrowser()
            let date = try #require(try await visitor.get(href).value(of: IDs.seenDateInput))
            let entered = try await visitor.post(
                "\(href)/sighting",
                [("intent", "send"), ("seenDate", date), ("seenTime", "10:00"), ("placeQuery", "Nowy Targ")])
            #expect(entered.status == .ok)
            #expect(entered.all(search.choice).first?.text.hasPrefix("Nowy Targ") == true)
            let polish = browser.newBrowser(language: "pl")
            let none = try await polish.post(
                "\(href)/sighting",
                [("intent", "findPlace"), ("seenDate", date), ("seenTime", "10:00"), ("placeQuery", "Qqqzzz")])
            #expect(
                none.text(ofTestID: search.status)
                    == "Nie ma miejsca o nazwie „Qqqzzz”: sprawdź pisownię albo wskaż miejsce na mapie.")
            // What is still offered: around where it was last seen.
            #expect(none.all(search.choice).map(\.text) == ["Tam, gdzie ostatnio je widziano (w pobliżu: Kraków)"])
        }
    }

    @Test(
        "Given the alert form, then its centre is found by name and chosen, the area takes the place's name while none was typed, the address and choices kept"
    )
    func alertCentreByName() async throws {
        try await WebTestSite.run { browser, _ in
            let alerts = PlaceSearchIdentifiers(screen: TestIdentifiers.Alerts.screen)
            let found = try await browser.post(
                "/alerts/new",
                [
                    ("intent", "findPlace"), ("email", "n@example.com"), ("radiusKm", "3"), ("status", "MISSING"),
                    ("frequency", "DAILY"), ("placeQuery", "Bienczyce"),
                ])
            #expect(found.status == .ok)
            #expect(found.value(of: TestIdentifiers.Alerts.emailInput) == "n@example.com")
            #expect(found.selectedOption(TestIdentifiers.Alerts.radiusDropdown) == "3")
            let choice = try #require(found.all(alerts.choice).first)
            #expect(choice.text == "Bieńczyce, Kraków · Lesser Poland Voivodeship, PL")
            let chosen = try await browser.post(
                "/alerts/new",
                [
                    ("email", "n@example.com"), ("radiusKm", "3"), ("status", "MISSING"), ("frequency", "DAILY"),
                    ("placeQuery", "Bienczyce"), ("placeChoice", choice.value ?? ""),
                ])
            #expect(chosen.value(of: TestIdentifiers.Alerts.latitudeInput) == "50.08809")
            #expect(chosen.value(of: TestIdentifiers.Alerts.areaNameInput) == "Bieńczyce")
            // A name the subscriber typed stays theirs.
            let named = try await browser.post(
                "/alerts/new",
                [("email", "n@example.com"), ("areaName", "Our block"), ("placeChoice", choice.value ?? "")])
            #expect(named.value(of: TestIdentifiers.Alerts.areaNameInput) == "Our block")
        }
    }

    @Test(
        "Given the Found wizard's place step, then a place found by name and chosen fills its point and Continue goes on; Enter on a name with no point looks it up instead of refusing"
    )
    func wizardPlaceByName() async throws {
        try await WebTestSite.run { browser, _ in
            let ids = AnimalDetailsIdentifiers.found
            try await WizardSteps.pastFoundPhoto(browser)
            let details = WizardSteps.foundDetails.filter { $0.0 != "latitude" && $0.0 != "longitude" }
            let entered = try await browser.follow(
                try await browser.post(
                    "/report/found/details", WizardSteps.with("continue", details + [("placeQuery", "Wieliczka")])))
            #expect(entered.all(ids.placeSearch.choice).first?.text == "Wieliczka · Lesser Poland Voivodeship, PL")
            #expect(entered.value(of: ids.collarData ?? "") == "12345-12345-12345", "what was typed is kept")
            let choice = try #require(entered.all(ids.placeSearch.choice).first?.value)
            let chosen = try await browser.follow(
                try await browser.post(
                    "/report/found/details", details + [("placeQuery", "Wieliczka"), ("placeChoice", choice)]))
            #expect(chosen.value(of: ids.latitude) == "49.98738" && chosen.value(of: ids.longitude) == "20.06473")
            let next = try await browser.post(
                "/report/found/details",
                WizardSteps.with(
                    "continue",
                    details + [
                        ("latitude", "49.98738"), ("longitude", "20.06473"),
                        ("placeQuery", "Wieliczka · Lesser Poland Voivodeship, PL"),
                    ]))
            #expect(next.location == "/report/found/contact")
        }
    }

    @Test(
        "Given the list's filter, then a place typed is offered as choices, a choice lists the reports within the range of it and says so in words; coordinates in the address still work"
    )
    func listWithinAPlace() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await WizardSteps.completeMissing(browser)
            let filters = PlaceSearchIdentifiers(screen: TestIdentifiers.Browse.filters)
            // As a form sent with GET writes it: "+" for a space.
            let spaced = try await browser.get("/reports?range=5&placeQuery=Nowy+Targ")
            #expect(spaced.all(filters.choice).first?.text.hasPrefix("Nowy Targ") == true)
            let typed = try await browser.get("/reports?range=5&placeQuery=Krak%C3%B3w")
            let choice = try #require(typed.all(filters.choice).first)
            #expect(choice.text == "Kraków · Lesser Poland Voivodeship, PL")
            let value = try #require(choice.value?.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let within = try await browser.get("/reports?range=5&placeChoice=\(value)")
            #expect(within.text(ofTestID: TestIdentifiers.Browse.filterSummary) == "Within 5 km of Kraków")
            #expect(within.value(of: TestIdentifiers.Browse.latitudeFilter) == "50.06143")
            #expect(within.has(TestIdentifiers.Browse.listItem))
            #expect(within.text(ofTestID: TestIdentifiers.Browse.listItem) != nil)
            #expect(within.html.contains("class=\"report-place\">near Kraków<"))
            // The place names' source, credited as its licence asks, under every page.
            #expect(within.html.contains("Place names: <a href=\"https://www.geonames.org/\">GeoNames</a>"))
            let polish = browser.newBrowser(language: "pl")
            let byCoordinates = try await polish.get("/reports?lat=50.06143&lng=19.93658&range=2")
            #expect(
                byCoordinates.text(ofTestID: TestIdentifiers.Browse.filterSummary) == "Do 2 km od: 50.06143, 19.93658")
            #expect(byCoordinates.html.contains("class=\"report-place\">w pobliżu: Kraków<"))
        }
    }

}
