import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite(
    "A finder's details: the collar's words are public, the caregiver's phone is a contact, where the pet is now is the owner's only"
)
struct FinderDetailsAPITests {
    private func foundReport(_ visibility: String) -> [String: Any] {
        validFoundReport().merging([
            "collar": "Red collar, tag REX", "caregiverPhone": "+48 600 700 800",
            "currentAddress": "ul. Długa 5\n31-147 Kraków", "contactVisibility": visibility,
        ]) { $1 }
    }

    @Test(
        "Given a found report with the three, then its owner reads all three back, and the read by id, the newest and the nearby list never show the address",
        arguments: TestDatabase.engines)
    func theAddressStaysWithItsOwner(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            for visibility in ["PUBLIC", "PRIVATE"] {
                let created = try await app.client.createListed(foundReport(visibility))
                #expect(created.json["collar"] == "Red collar, tag REX")
                #expect(created.json["caregiverPhone"] == "+48600700800")
                #expect(created.json["currentAddress"] == "ul. Długa 5\n31-147 Kraków", "the owner sees what they sent")
                let owners = try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)", method: .get,
                    headers: basicAuthorization(created.id, created.password))
                #expect(try owners.jsonObject()["currentAddress"] as? String == "ul. Długa 5\n31-147 Kraków")

                for report in try await app.client.publicAnswers(for: created.id) {
                    #expect(report["currentAddress"] is NSNull, "\(visibility): never public")
                    #expect(
                        report["collar"] as? String == "Red collar, tag REX",
                        "\(visibility): the collar is the pet's, public")
                    if visibility == "PUBLIC" {
                        #expect(report["caregiverPhone"] as? String == "+48600700800")
                    } else {
                        #expect(report["caregiverPhone"] is NSNull, "a private contact")
                    }
                }
            }
        }
    }

    @Test(
        "Given an owner's edit, then the address and the collar change or clear, and a caregiver's phone too short is named",
        arguments: TestDatabase.engines)
    func ownerEdits(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.create(foundReport("PUBLIC"))
            let edited = try await app.client.patch(
                created, ["currentAddress": "Rynek 1", "collar": NSNull()] as [String: Any])
            #expect(edited.status == .ok)
            let object = try edited.jsonObject()
            #expect(object["currentAddress"] as? String == "Rynek 1" && object["collar"] is NSNull)
            let refused = try await app.client.patch(created, ["caregiverPhone": "12"])
            #expect(refused.status == .badRequest)
            let errors = try refused.errorBody()["details"] as? [[String: Any]]
            #expect(errors?.map { $0["field"] as? String } == ["caregiverPhone"])
            let owners = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .get,
                headers: basicAuthorization(created.id, created.password))
            #expect(try owners.jsonObject()["caregiverPhone"] as? String == "+48600700800", "what was stored stays")
        }
    }
}
