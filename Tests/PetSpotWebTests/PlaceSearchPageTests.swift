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
                [("seenDate", date), ("seenTime", "09:30"), ("note", "Under a bench"), ("placeChoice", quick.value ?? "")])
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
            #expect(chosen.value(of: IDs.latitudeInput) == "49.98738" && chosen.value(of: IDs.longitudeInput) == "20.06473")
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
                "\(href)/sighting", [("intent", "send"), ("seenDate", date), ("seenTime", "10:00"), ("placeQuery", "Nowy Targ")])
            #expect(entered.status == .ok)
            #expect(entered.all(search.choice).first?.text.hasPrefix("Nowy Targ") == true)
            let polish = browser.newBrowser(language: "pl")
            let none = try await polish.post(
                "\(href)/sighting",
                [("intent", "findPlace"), ("seenDate", date), ("seenTime", "10:00"), ("placeQuery", "Qqqzzz")])
            #expect(none.text(ofTestID: search.status) == "Nie ma miejsca o nazwie „Qqqzzz”: sprawdź pisownię albo wskaż miejsce na mapie.")
            // What is still offered: around where it was last seen.
            #expect(none.all(search.choice).map(\.text) == ["Tam, gdzie ostatnio je widziano (w pobliżu: Kraków)"])
        }
    }
}
