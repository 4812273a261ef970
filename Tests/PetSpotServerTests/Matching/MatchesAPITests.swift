import Foundation
import HTTPTypes
import HummingbirdTesting
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Possible matches: GET /api/v1/announcements/{id}/matches")
struct MatchesAPITests {
    /// A found dog `metres` north of the missing Beagle of `validMissingReport`, found on `date`.
    static func foundDog(
        north metres: Double = 300, sex: String = "MALE", date: String = "2026-11-21", species: String = "DOG",
        _ changes: [String: Any] = [:]
    ) -> [String: Any] {
        var body: [String: Any] = [
            "status": "FOUND", "species": species, "sex": sex, "lastSeenDate": date,
            "locationLatitude": 50.0617 + metres / 1000 / GreatCircle.kilometresPerDegreeOfLatitude,
            "locationLongitude": 19.9373,
            "breed": "Beagle", "description": "Friendly beagle, red collar", "phone": "+48 600 111 222",
            "contactVisibility": "PRIVATE",
        ]
        for (key, value) in changes { body[key] = value }
        return body
    }

    static func matches(
        _ app: TestContext, _ id: String, query: String = ""
    ) async throws -> (HTTPResponse.Status, [[String: Any]]) {
        let (status, object) = try await app.client.getJSON("/api/v1/announcements/\(id)/matches\(query)")
        return (status, object["data"] as? [[String: Any]] ?? [])
    }

    @Test(
        "Given candidates of every kind, then only open, listed reports of the other status, same species and no other sex are answered, the same microchip first, each with its reasons in words",
        arguments: TestDatabase.engines)
    func answersTheCandidatesBestFirst(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let lost = try await app.client.createListed(validMissingReport())
            let near = try await app.client.createListed(Self.foundDog())
            // Far away and female, but the same chip: first.
            let chipped = try await app.client.createListed(
                Self.foundDog(north: 150_000, sex: "FEMALE", ["microchipNumber": "616093900123456"]))
            let unknownSex = try await app.client.createListed(
                Self.foundDog(north: 900, sex: "UNKNOWN", ["breed": NSNull(), "description": NSNull()]))
            // Never: a cat, another sex, another missing dog, one without a photo, one resolved, one too far.
            try await app.client.createListed(Self.foundDog(species: "CAT"))
            try await app.client.createListed(Self.foundDog(sex: "FEMALE"))
            try await app.client.createListed(
                validMissingReport(["microchipNumber": nil, "breed": "Poodle", "description": "white"]))
            try await app.client.create(Self.foundDog())
            let resolved = try await app.client.createListed(Self.foundDog())
            #expect(try await app.client.patch(resolved, ["resolution": "CLOSED"]).status == .ok)
            try await app.client.createListed(Self.foundDog(north: 80_000))

            let (status, data) = try await Self.matches(app, lost.id)
            #expect(status == .ok)
            #expect(
                data.compactMap { ($0["announcement"] as? [String: Any])?["id"] as? String } == [
                    chipped.id, near.id, unknownSex.id,
                ])
            let codes = data.map { (($0["reasons"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String } }
            #expect(codes.first?.first == "SAME_MICROCHIP")
            #expect(
                Set(codes[1]) == ["SIMILAR_BREED", "NEAR", "TIMELY", "SAME_SEX", "SIMILAR_DESCRIPTION", "SAME_SPECIES"])
            let messages = (data[1]["reasons"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
            // Issue 50: where it was found, in words, though the store ranked it by its facts alone.
            #expect(messages.contains("Found 300 m from where it went missing, near Kraków"))
            #expect(messages.contains("Found the day after it went missing"))
            #expect(messages.contains("Both descriptions mention a red collar"))
            let scores = data.compactMap { $0["score"] as? Double }
            #expect(scores.count == 3 && scores.allSatisfy { $0 > 0 && $0 <= 1 } && scores[1] > scores[2])
            // What anyone may see: a private contact stays private.
            #expect((data[1]["announcement"] as? [String: Any])?["phone"] is NSNull)

            // And from the found dog's side, the missing one.
            let (_, back) = try await Self.matches(app, near.id)
            // (The other missing dog, a white Poodle, follows.)
            #expect(back.compactMap { ($0["announcement"] as? [String: Any])?["id"] as? String }.first == lost.id)
            #expect(back.first?["score"] as? Double == scores[1])
        }
    }

    @Test(
        "Given a limit, then at most that many; a bad limit is 400 INVALID_PARAMETER on limit; an unknown report 404",
        arguments: TestDatabase.engines)
    func limitsAndRefusals(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let lost = try await app.client.createListed(validMissingReport())
            for metres in [100.0, 200, 300] { try await app.client.createListed(Self.foundDog(north: metres)) }
            #expect(try await Self.matches(app, lost.id).1.count == 3)
            #expect(try await Self.matches(app, lost.id, query: "?limit=2").1.count == 2)
            for bad in ["0", "51", "ten", "2.5", ""] {
                let response = try await app.client.execute(
                    uri: "/api/v1/announcements/\(lost.id)/matches?limit=\(bad)", method: .get)
                #expect(response.status == .badRequest, "limit=\(bad)")
                let error = try response.errorBody()
                #expect(error["code"] as? String == "INVALID_PARAMETER" && error["field"] as? String == "limit")
            }
            let unknown = try await app.client.execute(
                uri: "/api/v1/announcements/\(UUID().uuidString.lowercased())/matches", method: .get)
            #expect(unknown.status == .notFound)
            #expect(
                try await app.client.execute(uri: "/api/v1/announcements/not-an-id/matches", method: .get).status
                    == .notFound)
        }
    }

    @Test("Given a found report that expires, then it is no longer a candidate", arguments: TestDatabase.engines)
    func expiredCandidatesAreLeftOut(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let found = try await app.client.createListed(Self.foundDog())
            app.clock.advance(by: 60 * 86_400)
            let lost = try await app.client.createListed(validMissingReport(["lastSeenDate": "2026-11-20"]))
            #expect(try await Self.matches(app, lost.id).1.count == 1)
            app.clock.advance(by: 31 * 86_400)
            #expect(try await Self.matches(app, lost.id).1.isEmpty, "the found report expired after 90 days")
            _ = found
        }
    }

    @Test(
        "Given twenty-five junk reports naming the missing pet's chip far away, then the real one with that chip is never left out: it is read with them, and ranks first",
        arguments: TestDatabase.engines)
    func junkWithTheChipHidesNothing(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let lost = try await app.client.createListed(validMissingReport())
            for index in 0..<25 {
                try await app.client.createListed(
                    Self.foundDog(
                        north: 200_000 + Double(index) * 1_000, sex: "FEMALE", date: "2026-11-01",
                        ["microchipNumber": "616093900123456", "breed": NSNull(), "description": NSNull()]))
            }
            let real = try await app.client.createListed(Self.foundDog(["microchipNumber": "616093900123456"]))
            let (status, data) = try await Self.matches(app, lost.id, query: "?limit=50")
            #expect(status == .ok && data.count == 26)
            #expect(data.compactMap { ($0["announcement"] as? [String: Any])?["id"] as? String }.first == real.id)
        }
    }
}
