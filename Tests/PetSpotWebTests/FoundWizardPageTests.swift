import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

@Suite("Found-pet wizard pages")
struct FoundWizardPageTests {
    typealias IDs = AnimalDetailsIdentifiers

    @Test(
        "Given a finder, when they open the wizard, then 1/3 Upload photo has a close button and no photo blocks Continue"
    )
    func photoStep() async throws {
        try await WebTestSite.run { browser, _ in
            let page = try await browser.follow(try await browser.get("/report/found"))
            #expect(page.html.contains(">1/3<"))
            #expect(page.html.contains(Copy.FoundPet.UploadPhoto.heading))
            #expect(page.attribute("value", of: TestIdentifiers.ReportFoundPet.closeButton) == "cancel")
            #expect(page.attribute("name", of: PhotoStepIdentifiers.found.browse) == "photo")
            let refused = try await browser.postMultipart(
                "/report/found/photo", WizardSteps.with("continue"), file: nil)
            #expect(refused.has(PhotoStepIdentifiers.found.toast))
        }
    }

    @Test(
        "Given Pet details without a location, then 2/3 stays with the location required; collar digits show as 00000-00000-00000"
    )
    func petDetailsRules() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastFoundPhoto(browser)
            let first = try await browser.get("/report/found/details")
            #expect(first.html.contains(">2/3<"))
            #expect(first.has(IDs.found.collarData!))
            #expect(!first.html.contains(Copy.MissingPet.AnimalDescription.animalName))
            var fields = WizardSteps.foundDetails.filter { !["latitude", "longitude"].contains($0.0) }
            fields.append(("collarData", "12345 12345 12345"))
            let page = try await browser.post("/report/found/details", WizardSteps.with("continue", fields))
            #expect(page.stayed && page.status == .ok)
            #expect(page.visibleText(ofID: "field-latitude-error") != nil)
            #expect(page.value(of: IDs.found.collarData!) == "12345-12345-12345")
            #expect(page.visibleText(ofID: "field-race-error") == nil)
        }
    }

    @Test("Given an invalid caregiver phone, then 3/3 says so; a valid one is kept but never sent")
    func contactInformation() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastFoundDetails(browser)
            let page = try await browser.post(
                "/report/found/contact",
                WizardSteps.with(
                    "continue",
                    [
                        ("phone", "600700800"), ("email", "finder@example.com"), ("caregiverPhone", "12"),
                    ]))
            #expect(page.stayed && page.status == .ok)
            #expect(page.html.contains(">3/3<"))
            #expect(page.visibleText(ofID: "field-caregiverPhone-error") != nil)
            #expect(page.visibleText(ofID: "field-phone-error") == nil)
            #expect(page.has(TestIdentifiers.FoundContactInfo.submitButton))
        }
    }

    @Test(
        "Given the wizard completed, then the confirmation shows the password and the report is listed as found with its collar number"
    )
    func completes() async throws {
        try await WebTestSite.run { browser, _ in
            let confirmation = try await WizardSteps.completeFound(browser)
            #expect(confirmation.html.contains(Copy.FoundPet.Confirmation.title))
            #expect(confirmation.has(TestIdentifiers.FoundConfirmation.password))
            let list = try await browser.get("/reports?status=found&species=CAT")
            let href = try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem))
            #expect(
                confirmation.attribute("href", of: TestIdentifiers.FoundConfirmation.manageLink) == "\(href)/manage")
            let details = try await browser.get(href)
            #expect(details.html.contains("12345-12345-12345"))
            #expect(details.html.contains(">Found<"))
            #expect(!details.html.contains("Floriańska"))
            #expect(
                details.attribute("href", of: TestIdentifiers.Browse.detailsEmailButton) == "mailto:finder@example.com")
        }
    }

    @Test(
        "Issue 35: Given 'Rex red tag' as Collar data, then the step keeps it as typed and the report shows it; the caregiver's phone is public as chosen, the address only on the finder's Manage, in a text area that says who sees it"
    )
    func finderWordsAndAddress() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastFoundPhoto(browser)
            let fields = WizardSteps.foundDetails.map { $0.0 == "collarData" ? ("collarData", "Rex red tag") : $0 }
            let refused = try await browser.post(
                "/report/found/details", WizardSteps.with("continue", fields.filter { $0.0 != "species" }))
            #expect(
                refused.stayed && refused.value(of: IDs.found.collarData!) == "Rex red tag",
                "kept as typed, not stripped to digits")
            #expect(refused.attribute("data-format", of: IDs.found.collarData!) == "collar")
            _ = try await browser.post("/report/found/details", WizardSteps.with("continue", fields))
            let contact = WizardSteps.contact.map { $0.0 == "caregiverPhone" ? ("caregiverPhone", "511 222 333") : $0 }
            let contactPage = try await browser.get("/report/found/contact")
            #expect(contactPage.html.contains(Copy.FoundPet.ContactInfo.currentAddressPrivate))
            let summary = try await browser.follow(
                try await browser.post("/report/found/contact", WizardSteps.with("continue", contact)))
            let password = try #require(summary.visibleText(ofID: "management-password"))
            let list = try await browser.get("/reports?status=found&species=CAT")
            let href = try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem))
            let report = try await browser.get(href)
            #expect(
                report.html.contains("<dt>\(Copy.Browse.collarLabel)</dt>")
                    && report.html.contains("<dd>Rex red tag</dd>"))
            #expect(report.html.contains("<dd>511222333</dd>"), "a public contact")
            #expect(!report.html.contains("Floriańska"), "the address is never on the report's page")
            #expect(!report.html.contains(Copy.Browse.microchipLabel), "words are no chip number")

            let finder = browser.newBrowser()
            let manage = try await finder.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            #expect(manage.value(of: TestIdentifiers.Manage.caregiverPhoneInput) == "511222333")
            #expect(
                manage.html.contains(
                    "data-testid=\"\(TestIdentifiers.Manage.currentAddressInput)\">Floriańska 1, Kraków</textarea>"))
            #expect(manage.value(of: IDs.manage(.found).collarData!) == "Rex red tag")
            let saved = try await finder.follow(
                try await finder.post(
                    "\(href)/manage",
                    [
                        ("intent", "save"), ("currentAddress", "Rynek 1\r\nKraków"), ("caregiverPhone", "511 222 333"),
                        ("phone", "600700800"), ("email", "finder@example.com"), ("contactVisibility", "PUBLIC"),
                    ] + fields.filter { $0.0 != "date" } + [("date", "2026-11-21")]))
            #expect(saved.html.contains(">Rynek 1\nKraków</textarea>"))
            #expect(!(try await browser.get(href)).html.contains("Rynek"))
        }
    }

    @Test(
        "Given a finder who cannot tell the sex, then Pet details offers \"I don't know\" beside Female and Male, and the report says Unknown; the Missing wizard asks the owner for one of two"
    )
    func sexUnknown() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastFoundPhoto(browser)
            let details = try await browser.get("/report/found/details")
            let unknown = try #require(IDs.found.genderUnknown)
            #expect(details.attribute("value", of: unknown) == "UNKNOWN")
            #expect(
                details.html.contains(Copy.FoundPet.PetDetails.sexUnknown.replacingOccurrences(of: "'", with: "&#39;")))
            let fields = WizardSteps.foundDetails.map { $0.0 == "gender" ? ("gender", "UNKNOWN") : $0 }
            _ = try await browser.post("/report/found/details", WizardSteps.with("continue", fields))
            _ = try await browser.follow(
                try await browser.post("/report/found/contact", WizardSteps.with("continue", WizardSteps.contact)))
            let list = try await browser.get("/reports?status=found&species=CAT")
            let href = try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem))
            let report = try await browser.get(href)
            #expect(report.html.contains("<dd>\(Copy.Common.unknownSex)</dd>"))

            try await WizardSteps.pastMissingPhoto(browser)
            let missing = try await browser.get("/report/missing/description")
            #expect(IDs.missing.genderUnknown == nil && !missing.html.contains("value=\"UNKNOWN\""))
        }
    }
}
