import Foundation
import PetSpotDomain
import Testing

@Suite("Editing a report: a JSON merge patch (RFC 7396) checked under every create rule")
struct EditTests {
    @Test("Given RFC 7396's own example, then the merge patch gives its result")
    func rfcExample() throws {
        let target = try JSONDecoder().decode(
            JSONValue.self,
            from: Data(
                #"{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}"#
                    .utf8))
        let patch = try JSONDecoder().decode(
            JSONValue.self,
            from: Data(
                #"{"title":"Hello!","phoneNumber":"+01-123-456-7890","author":{"familyName":null},"tags":["example"]}"#
                    .utf8))
        let expected = try JSONDecoder().decode(
            JSONValue.self,
            from: Data(
                #"{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}"#
                    .utf8))
        #expect(target.mergePatched(with: patch) == expected)
        #expect(target.mergePatched(with: .string("whole")) == .string("whole"), "a patch that is no object replaces")
        #expect(JSONValue.string("x").mergePatched(with: .object(["a": .null])) == .object([:]))
    }

    private let report = CreateAnnouncementRequest(
        status: .missing, species: .dog, sex: .male, lastSeenDate: CalendarDate(year: 2026, month: 3, day: 1)!,
        petName: "Burek", age: 4, email: "owner@example.com", phone: "48512345678", reward: "100 PLN"
    )
    private let now = Date(timeIntervalSince1970: 1_773_144_000)  // 2026-03-10

    @Test(
        "Given a patch, then the named fields change, null clears, the rest stay, and the result is normalised as a create would be"
    )
    func applies() throws {
        let edited = try report.edited(
            by: ["petName": .string("  Rex "), "reward": .null, "contactVisibility": .string("PRIVATE")], now: now
        ).get()
        #expect(edited.petName == "Rex" && edited.reward == nil && edited.contactVisibility == .private)
        #expect(edited.age == 4 && edited.email == report.email && edited.status == .missing)
    }

    @Test(
        "Given a report and its edit, then the merge patch between them holds each changed field (null for a cleared one) and nothing else, and applying it gives the edit"
    )
    func mergePatchBetweenTwo() throws {
        var edited = report
        edited.petName = "Rex"
        edited.age = nil
        edited.locationLatitude = 52.1
        edited.locationLongitude = 21.2
        let patch = report.mergePatch(to: edited)
        #expect(
            patch == [
                "petName": .string("Rex"), "age": .null, "locationLatitude": .number(52.1),
                "locationLongitude": .number(21.2),
            ])
        #expect(try report.edited(by: patch, now: now).get() == edited)
        #expect(report.mergePatch(to: report).isEmpty)
    }

    @Test(
        "Given a patch naming status among other problems, then every problem is reported, status as a field that can't change"
    )
    func everyProblem() {
        guard
            case .failure(let failure) = report.edited(
                by: ["status": .string("FOUND"), "age": .number(-2), "email": .null, "phone": .null], now: now)
        else {
            Issue.record("an invalid edit was accepted")
            return
        }
        #expect(failure.errors.map(\.field) == ["status", "age", "contact"])
        #expect(failure.errors.first?.code == .invalidField)
        #expect(failure.errors.first?.message == Copy.Validation.cannotChange("status"))
    }

    @Test(
        "Given a patch with a resolution, then REUNITED or CLOSED resolves, null reopens, leaving it out keeps it, and any other value is a problem listed with the rest"
    )
    func resolution() throws {
        let open = ReportEdit(content: report, resolution: nil)
        #expect(try open.applying(["resolution": .string("REUNITED")], now: now).get().resolution == .reunited)
        let closed = try open.applying(["resolution": .string("CLOSED"), "petName": .string("Rex")], now: now).get()
        #expect(closed.resolution == .closed && closed.content.petName == "Rex")
        #expect(try closed.applying(["petName": .string("Max")], now: now).get().resolution == .closed)
        #expect(try closed.applying(["resolution": .null], now: now).get().resolution == nil)
        for wrong: JSONValue in [.string("reunited"), .string("HOME"), .number(1), .bool(true)] {
            guard case .failure(let failure) = open.applying(["resolution": wrong, "age": .number(99)], now: now) else {
                Issue.record("resolution \(wrong) was accepted")
                continue
            }
            #expect(failure.errors.map(\.field) == ["age", "resolution"])
            #expect(failure.errors.last?.code == .invalidFormat)
        }
    }

    @Test("Given a resolution set, kept, changed or cleared, then its time is now, kept, now and none")
    func resolvedAt() {
        let earlier = now.addingTimeInterval(-3600)
        #expect(Resolution.resolvedAt(setting: .reunited, over: nil, resolvedAt: nil, now: now) == now)
        #expect(Resolution.resolvedAt(setting: .reunited, over: .reunited, resolvedAt: earlier, now: now) == earlier)
        #expect(Resolution.resolvedAt(setting: .closed, over: .reunited, resolvedAt: earlier, now: now) == now)
        #expect(Resolution.resolvedAt(setting: nil, over: .reunited, resolvedAt: earlier, now: now) == nil)
    }

    @Test(
        "Given a report's resolution and expiry, then it stands open until it expires (not at the instant), resolved whatever its expiry, and only open is listed"
    )
    func standing() {
        let expiry = now.addingTimeInterval(60)
        #expect(
            ReportStanding(resolution: nil, resolvedAt: nil, expiresAt: expiry, now: now) == .open(expiresAt: expiry))
        #expect(ReportStanding(resolution: nil, resolvedAt: nil, expiresAt: now, now: now) == .expired(at: now))
        #expect(
            ReportStanding(resolution: .reunited, resolvedAt: now, expiresAt: now.addingTimeInterval(-60), now: now)
                == .resolved(.reunited, at: now))
        #expect(ReportStanding(resolution: nil, resolvedAt: nil, expiresAt: expiry, now: now).isListed)
        #expect(!ReportStanding(resolution: .closed, resolvedAt: now, expiresAt: expiry, now: now).isListed)
        #expect(ReportLifetime(days: 90).expiry(after: now) == now.addingTimeInterval(90 * 86_400))
    }
}
