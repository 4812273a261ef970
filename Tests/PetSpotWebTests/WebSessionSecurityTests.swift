import Foundation
import HTTPTypes
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import Testing
@testable import PetSpotWeb

@Suite("Web sessions: sealed drafts, rotation on submit, the summary once, secure cookies")
struct WebSessionSecurityTests {
    /// Every byte the sessions folder holds, file by file.
    static func sessionFiles(in directory: URL) throws -> [(path: String, bytes: Data, mode: Int)] {
        let root = directory.appendingPathComponent("web-sessions")
        let files = FileManager.default
        return try (files.subpathsOfDirectory(atPath: root.path)).compactMap { path in
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return nil
            }
            let mode = (try files.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? 0
            return (path, try Data(contentsOf: url), mode)
        }
    }

    @Test(
        "Given contact details typed and a report sent, then no file on the server holds the email, the phone, the password or the idempotency key, and drafts are readable by the server's user only"
    )
    func draftsSealedAtRest() async throws {
        try await WebTestSite.run { browser, directory in
            try await WizardSteps.pastMissingDescription(browser)
            let kept = try await browser.post(
                "/report/missing/owner",
                WizardSteps.with("continue", [("phone", "12"), ("email", "secret.owner@example.com")]))
            #expect(kept.stayed && kept.status == .ok)
            let drafts = try Self.sessionFiles(in: directory).filter { $0.path.contains("drafts/") }
            #expect(!drafts.isEmpty)
            for file in drafts {
                #expect(file.bytes.range(of: Data("secret.owner@example.com".utf8)) == nil, "\(file.path)")
                #expect(file.mode == 0o600, "\(file.path)")
            }

            let summary = try await browser.follow(
                try await browser.post(
                    "/report/missing/owner",
                    WizardSteps.with(
                        "continue",
                        [
                            ("phone", "+48 600 100 200"), ("email", "secret.owner@example.com"),
                        ])))
            let password = try #require(summary.visibleText(ofID: "management-password"))
            for file in try Self.sessionFiles(in: directory) {
                for secret in [
                    password, password.replacingOccurrences(of: "-", with: ""), "secret.owner@example.com", "600100200",
                    "+48 600 100 200",
                ] {
                    #expect(file.bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) holds \(secret)")
                }
            }
        }
    }

    @Test(
        "Given a wizard's or Manage's form posted, then the answer changes a cookie that carries nothing, so a browser's back/forward cache drops the pages shown before it"
    )
    func postsChangeACookie() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            var seen: Set<String> = []
            for _ in 0..<2 {
                let answer = try await browser.post(
                    "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "")]))
                let changed = try #require(
                    answer.headers[values: .setCookie].first { $0.hasPrefix("petspot-changed=") })
                #expect(changed.contains("HttpOnly") && changed.contains("SameSite=Lax") && changed.contains("Path=/"))
                seen.insert(changed)
            }
            #expect(seen.count == 2, "a new value each time")
            #expect(
                try await browser.get("/report/missing/microchip").headers[values: .setCookie].allSatisfy {
                    !$0.hasPrefix("petspot-changed=")
                },
                "a page only read changes nothing")
        }
    }

    @Test(
        "Given a cookie planted before the wizard, when the victim sends the report, then the session is rotated: the planted cookie opens neither the summary nor the password"
    )
    func sessionRotatedOnSubmit() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            let planted = try #require(browser.cookie)
            try await WizardSteps.pastMissingDescription(browser)
            let sent = try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner))
            #expect(sent.location == "/report/missing/summary")
            let rotated = try #require(browser.cookie)
            #expect(rotated != planted)
            #expect(sent.headers[.setCookie]?.contains("HttpOnly; SameSite=Lax") == true)
            let summary = try await browser.get("/report/missing/summary")
            let password = try #require(summary.visibleText(ofID: "management-password"))

            let attacker = browser.newBrowser(cookie: planted)
            let peek = try await attacker.get("/report/missing/summary")
            #expect(peek.location == "/report/missing/microchip")
            #expect(!peek.html.contains(password))
            // A post with the old cookie (the second post of a double click) is sent to the summary's
            // address, which the old cookie does not open.
            let late = try await attacker.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner))
            #expect(late.location == "/report/missing/summary")
            let followed = try await attacker.get("/report/missing/summary")
            #expect(followed.location == "/report/missing/microchip")
            #expect(
                try await browser.get("/report/missing/summary").visibleText(ofID: "management-password") == password)
        }
    }

    @Test(
        "Given the summary, when the visitor opens another page of the site, then the wizard is over: the summary is not shown again"
    )
    func summaryShownOnce() async throws {
        for elsewhere in ["/", "/reports", "/report/missing/photo", "/report/missing"] {
            try await WebTestSite.run { browser, _ in
                let summary = try await WizardSteps.completeMissing(browser)
                let password = try #require(summary.visibleText(ofID: "management-password"))
                #expect(
                    try await browser.get("/report/missing/summary").visibleText(ofID: "management-password")
                        == password, "a reload shows it")
                _ = try await browser.get(elsewhere)
                let again = try await browser.get("/report/missing/summary")
                #expect(again.location == "/report/missing/microchip", "after \(elsewhere)")
                #expect(!again.html.contains(password))
            }
        }
    }

    @Test(
        "Given an https public address, then the session cookie is __Host- prefixed and Secure; over http it is neither"
    )
    func secureCookieOverHTTPS() async throws {
        try await WebTestSite.run({ $0.publicURL = URL(string: "https://petspot.example") }) { browser, _ in
            let page = try await browser.get("/report/missing")
            let setCookie = try #require(page.headers[.setCookie])
            #expect(setCookie.hasPrefix("__Host-petspot_session="))
            #expect(setCookie.contains("; Secure") && setCookie.contains("; Path=/") && !setCookie.contains("Domain="))
            // The prefixed cookie is the session's.
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "12345")]))
            #expect(
                try await browser.get("/report/missing/microchip").value(of: TestIdentifiers.MissingMicrochip.input)
                    == "12345")
        }
        try await WebTestSite.run { browser, _ in
            let setCookie = try #require(try await browser.get("/report/missing").headers[.setCookie])
            #expect(setCookie.hasPrefix("petspot_session=") && !setCookie.contains("Secure"))
        }
    }
}

@Suite("The sessions folder cannot be filled anonymously")
struct WebSessionStorageTests {
    @Test(
        "Given one client posting without a cookie again and again, then after 30 new sessions in an hour it is refused (429), while its existing session goes on"
    )
    func newSessionsPerClientLimited() async throws {
        try await WebTestSite.run { browser, directory in
            _ = try await browser.get("/report/missing")
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "12345")]))  // the first folder
            for _ in 2...SessionStorage.newSessionsPerClientPerHour {
                let page = try await browser.newBrowser().post(
                    "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "1")]))
                #expect(page.status == .seeOther)
            }
            let refused = try await browser.newBrowser().post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "1")]))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.html.contains(Copy.Web.tooManySessionsTitle))
            let sessions = try FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("web-sessions").path)
            #expect(sessions.count == SessionStorage.newSessionsPerClientPerHour)
            #expect(
                try await browser.post("/report/missing/microchip", WizardSteps.with("continue")).status == .seeOther)
        }
    }

    @Test(
        "Given the sessions folder at its cap, when a new photo comes, then the least recently used other session makes room; a photo larger than the cap is not kept"
    )
    func capEvictsOldestDrafts() async throws {
        let photo = WebTestSite.photo.count
        try await WebTestSite.run({ $0.webSessionsCapacity = photo * 5 / 2 }) { browser, directory in
            let sessions = directory.appendingPathComponent("web-sessions")
            func folders() throws -> Set<String> {
                Set((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? [])
            }
            var ids: [String] = []
            var visitors: [Browser] = []
            for _ in 0..<3 {
                let visitor = browser.newBrowser()
                let before = try folders()
                try await WizardSteps.pastMissingPhoto(visitor)
                ids.append(try #require(try folders().subtracting(before).first ?? ids.last))
                visitors.append(visitor)
            }
            #expect(try folders() == Set(ids.suffix(2)), "the oldest session went")
            #expect(
                try await visitors[2].get("/report/missing/photo").has(PhotoStepIdentifiers.missing.confirmationCard))
            #expect(
                try await visitors[1].get("/report/missing/photo").has(PhotoStepIdentifiers.missing.confirmationCard))
            #expect(
                try await visitors[0].get("/report/missing/photo").has(PhotoStepIdentifiers.missing.confirmationCard)
                    == false)
        }
    }
}
