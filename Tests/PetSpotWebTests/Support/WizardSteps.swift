import PetSpotFlows

/// The forms a person fills in, step by step, as the pages post them.
enum WizardSteps {
    static let description: [(String, String)] = [
        ("date", "2026-11-20"), ("petName", "Rex"), ("species", "DOG"), ("race", "Beagle"), ("gender", "MALE"),
        ("age", "3"),
        ("latitude", "50.06143"), ("longitude", "19.93658"), ("description", "Brown ears,\r\nwhite tail"),
    ]
    static let owner: [(String, String)] = [
        ("phone", "+48 600 100 200"), ("email", "owner@example.com"), ("reward", "Chocolate"),
    ]
    static let foundDetails: [(String, String)] = [
        ("date", "2026-11-21"), ("collarData", "123451234512345"), ("species", "CAT"), ("race", ""),
        ("gender", "FEMALE"),
        ("latitude", "50.05"), ("longitude", "19.95"), ("description", "Grey, very friendly"),
    ]
    static let contact: [(String, String)] = [
        ("phone", "600700800"), ("email", "finder@example.com"), ("caregiverPhone", ""),
        ("currentAddress", "Floriańska 1, Kraków"),
        ("contactVisibility", "PUBLIC"),
    ]

    /// Posts `fields` with the button `intent`.
    static func with(_ intent: String, _ fields: [(String, String)] = []) -> [(String, String)] {
        [("intent", intent)] + fields
    }

    /// Chooses the Missing wizard's photo, so the steps after it open.
    static func pastMissingPhoto(_ browser: Browser) async throws {
        _ = try await browser.postMultipart(
            "/report/missing/photo", with("continue"), file: ("rex.png", "image/png", WebTestSite.photo))
    }

    /// Also fills a valid Animal description, so Owner's details opens.
    static func pastMissingDescription(_ browser: Browser) async throws {
        try await pastMissingPhoto(browser)
        _ = try await browser.post("/report/missing/description", with("continue", description))
    }

    static func pastFoundPhoto(_ browser: Browser) async throws {
        _ = try await browser.postMultipart(
            "/report/found/photo", with("continue"), file: ("cat.png", "image/png", WebTestSite.photo))
    }

    static func pastFoundDetails(_ browser: Browser) async throws {
        try await pastFoundPhoto(browser)
        _ = try await browser.post("/report/found/details", with("continue", foundDetails))
    }

    /// Walks the Missing wizard to its summary; returns the summary page.
    static func completeMissing(_ browser: Browser) async throws -> Page {
        _ = try await browser.get("/report/missing")
        _ = try await browser.post("/report/missing/microchip", with("continue", [("microchip", "98765-43210-12345")]))
        _ = try await browser.postMultipart(
            "/report/missing/photo", with("continue"), file: ("rex.png", "image/png", WebTestSite.photo))
        _ = try await browser.post("/report/missing/description", with("continue", description))
        return try await browser.follow(try await browser.post("/report/missing/owner", with("continue", owner)))
    }

    /// Walks the Found wizard to its confirmation.
    static func completeFound(_ browser: Browser) async throws -> Page {
        _ = try await browser.get("/report/found")
        _ = try await browser.postMultipart(
            "/report/found/photo", with("continue"), file: ("cat.png", "image/png", WebTestSite.photo))
        _ = try await browser.post("/report/found/details", with("continue", foundDetails))
        return try await browser.follow(try await browser.post("/report/found/contact", with("continue", contact)))
    }
}
