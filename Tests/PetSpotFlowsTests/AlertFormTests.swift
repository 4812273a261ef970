import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

/// A server's area alerts: each asked or changed request kept; one alert to change, under one token.
final class FakeAlerts: AreaAlerting, AlertManaging, @unchecked Sendable {
    let asked = Locked<[AlertRequest]>([])
    let stored = Locked<AlertRequest?>(nil)
    let outage = Locked<ReachingError?>(nil)
    static let token = "t0ken"

    func askForAlert(_ request: AlertRequest) async throws(ReachingError) {
        if let error = outage.get() { throw error }
        asked.update { $0.append(request) }
    }

    func alert(token: String) async throws(ReachingError) -> AlertRequest {
        guard token == Self.token else { throw .invalid([]) }
        guard let alert = stored.get() else { throw .notFound }
        return alert
    }

    func changeAlert(token: String, to request: AlertRequest) async throws(ReachingError) -> AlertRequest {
        _ = try await alert(token: token)
        var changed = request
        changed.email = stored.get()?.email ?? request.email
        stored.set(changed)
        return changed
    }

    func stopAlert(token: String) async throws(ReachingError) {
        _ = try await alert(token: token)
        stored.set(nil)
    }
}

@MainActor
@Suite("Tell me about lost and found pets near here: the alert form")
struct AlertFormTests {
    static let square = Coordinates(latitude: 50.0617, longitude: 19.9373)!

    static func model(_ alerts: FakeAlerts, centre: Coordinates? = square) -> AlertFormViewModel {
        let world = TestWorld(
            location: FakeLocation(fix: .coordinates(Coordinates(latitude: 50.07, longitude: 19.95)!)),
            wallClock: ReachingFormsTests.clock)
        return AlertFormViewModel(centre: centre, alerts: alerts, environment: world.environment)
    }

    @Test(
        "Given the form around a place, then it opens there with 5 km, both statuses, all animals, at once, and a map with the circle"
    )
    func opensAroundThePlace() {
        let model = Self.model(FakeAlerts())
        #expect(model.text(.latitude) == "50.06170" && model.text(.longitude) == "19.93730")
        #expect(
            model.radiusModel.selectedID == "5" && model.placeMap.radiusKilometres == 5
                && model.placeMap.pin == Self.square.rounded)
        #expect(model.statusModel.options.first { $0.isSelected }?.id == AlertForm.bothStatuses)
        #expect(model.frequencyModel.options.first { $0.isSelected }?.id == "IMMEDIATE")
        #expect(model.speciesModel(.bundled).options.first?.title == Copy.Alerts.allSpecies)
        model.edit(.radiusKm, "10")
        #expect(model.placeMap.radiusKilometres == 10)
    }

    @Test(
        "Given no address and no centre, then each is said under its field and nothing is sent; filled, the server's rule's request is sent and the form says to check the inbox"
    )
    func asks() async {
        let alerts = FakeAlerts()
        let model = Self.model(alerts, centre: nil)
        await model.submitTapped()
        #expect(alerts.asked.get().isEmpty)
        #expect(model.fieldModel(.email).errorMessage == Copy.Validation.missing("email"))
        #expect(model.fieldModel(.latitude).errorMessage == Copy.Alerts.centreRequired)
        await model.useMyLocation()
        model.edit(.email, "neighbour@example.com")
        model.edit(.radiusKm, "3")
        model.edit(.status, "FOUND")
        model.edit(.species, "CAT")
        model.edit(.frequency, "DAILY")
        model.edit(.areaName, "  Rynek ")
        await model.submitTapped()
        #expect(
            alerts.asked.get() == [
                AlertRequest(
                    email: "neighbour@example.com", centre: Coordinates(latitude: 50.07, longitude: 19.95)!,
                    radiusKm: 3,
                    status: .found, species: .cat, frequency: .daily, areaName: "Rynek")
            ])
        #expect(model.notice == Copy.Alerts.checkInbox)
    }

    @Test(
        "Given a server that refuses, then it is said in the alert's words and what was typed stays",
        arguments: [ReachingError.tooMany(retryAfterSeconds: 600), .noConnection])
    func refused(_ error: ReachingError) async {
        let alerts = FakeAlerts()
        alerts.outage.set(error)
        let model = Self.model(alerts)
        model.edit(.email, "neighbour@example.com")
        await model.submitTapped()
        #expect(model.notice == (error == .noConnection ? Copy.Reaching.noConnection : Copy.Alerts.tooMany))
        #expect(model.text(.email) == "neighbour@example.com")
    }

    @Test(
        "Given an alert opened from its mail's link, then its address is fixed; saved, the change is kept; stopped, it says so"
    )
    func changesAndStops() async {
        let alerts = FakeAlerts()
        let alert = AlertRequest(email: "n@example.com", centre: Self.square, radiusKm: 3)
        alerts.stored.set(alert)
        let world = TestWorld(location: FakeLocation(fix: .failure), wallClock: ReachingFormsTests.clock)
        let model = AlertFormViewModel(
            changing: alert, token: FakeAlerts.token, managing: alerts, alerts: alerts, environment: world.environment)
        #expect(model.isChange && model.fieldModel(.email).isDisabled && model.submitTitle == Copy.Alerts.save)
        model.edit(.radiusKm, "25")
        model.edit(.frequency, "DAILY")
        await model.submitTapped()
        #expect(
            alerts.stored.get()?.radiusKm == 25 && alerts.stored.get()?.frequency == .daily
                && model.notice == Copy.Alerts.saved)
        #expect(alerts.asked.get().isEmpty, "a change asks for no new alert")
        await model.stopTapped()
        #expect(alerts.stored.get() == nil && model.notice == Copy.Alerts.stoppedBody)
    }

    @Test(
        "Given a report its neighbours' alerts mailed, then Manage my report says to how many, and still does after an edit (whose answer does not carry it); none, nothing"
    )
    func manageSaysHowManyNeighbours() async {
        let (model, desk) = ManageReportFixtures.owned()
        desk.stored.update { $0?.alertsSent = 37 }
        model.editPassword("K7QM2-XPD4R")
        await model.signIn()
        #expect(model.alertsLine == "Your report was sent to 37 neighbours who asked for alerts of this area.")
        desk.stored.update { $0?.alertsSent = nil }
        model.edit(.reward, "200 PLN")
        await model.saveTapped()
        #expect(model.alertsLine == Copy.Manage.alertsSent(37))
        let (none, noneDesk) = ManageReportFixtures.owned()
        noneDesk.stored.update { $0?.alertsSent = 0 }
        none.editPassword("K7QM2-XPD4R")
        await none.signIn()
        #expect(none.alertsLine == nil)
        #expect(Copy.Manage.alertsSent(1) == "Your report was sent to 1 neighbour who asked for alerts of this area.")
    }
}
