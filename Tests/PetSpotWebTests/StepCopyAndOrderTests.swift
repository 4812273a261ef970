import Foundation
import PetSpotDomain
import PetSpotFlows
import Testing

/// Every step's words and the order of its fields, as the seeds give them.
@Suite("Wizard steps: copy and order of fields")
struct StepCopyAndOrderTests {
    /// Each text appears, and in this order.
    static func expectInOrder(_ page: Page, _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var cursor = page.html.startIndex
        for text in texts {
            let escaped = text.replacingOccurrences(of: "'", with: "&#39;")
            guard let found = page.html.range(of: escaped, range: cursor..<page.html.endIndex) else {
                Issue.record("\"\(text)\" missing or out of order", sourceLocation: sourceLocation)
                return
            }
            cursor = found.upperBound
        }
    }

    @Test("Missing wizard: every step's title, heading, labels and progress, in the seeds' order")
    func missing() async throws {
        try await WebTestSite.run { browser, _ in
            typealias M = Copy.MissingPet
            Self.expectInOrder(
                try await browser.get("/report/missing/photo"),
                [
                    M.AnimalPhoto.screenTitle, "2/4", M.AnimalPhoto.heading, M.AnimalPhoto.helper,
                    M.AnimalPhoto.emptyTitle,
                    M.AnimalPhoto.emptySubtitle, Copy.Photo.browse, Copy.Common.continueButton,
                ])
            try await WizardSteps.pastMissingPhoto(browser)
            Self.expectInOrder(
                try await browser.get("/report/missing/description"),
                [
                    M.AnimalDescription.screenTitle, "3/4", M.AnimalDescription.heading, M.AnimalDescription.subtitle,
                    M.AnimalDescription.dateOfDisappearance, M.AnimalDescription.animalName,
                    M.AnimalDescription.animalSpecies,
                    M.AnimalDescription.animalRace, M.AnimalDescription.gender, Copy.Common.female, Copy.Common.male,
                    M.AnimalDescription.animalAge, Copy.Location.latLong, M.AnimalDescription.requestGPSPosition,
                    Copy.Location.latitude, Copy.Location.longitude, M.AnimalDescription.additionalDescription, "0/500",
                    Copy.Common.continueButton,
                ])
            try await WizardSteps.pastMissingDescription(browser)
            Self.expectInOrder(
                try await browser.get("/report/missing/owner"),
                [
                    M.OwnersDetails.screenTitle, "4/4", M.OwnersDetails.heading, M.OwnersDetails.body,
                    M.OwnersDetails.phone,
                    M.OwnersDetails.phonePlaceholder, M.OwnersDetails.email, M.OwnersDetails.reward,
                    M.OwnersDetails.publishButton,
                ])
        }
    }

    @Test("Found wizard: every step's title, heading, labels and progress, in the seeds' order")
    func found() async throws {
        try await WebTestSite.run { browser, _ in
            typealias F = Copy.FoundPet
            Self.expectInOrder(
                try await browser.get("/report/found/photo"),
                [
                    F.UploadPhoto.screenTitle, "1/3", F.UploadPhoto.heading, F.UploadPhoto.body,
                    F.UploadPhoto.emptyPrimary,
                    F.UploadPhoto.emptySecondary, Copy.Common.continueButton,
                ])
            try await WizardSteps.pastFoundPhoto(browser)
            Self.expectInOrder(
                try await browser.get("/report/found/details"),
                [
                    F.PetDetails.screenTitle, "2/3", F.PetDetails.body, F.PetDetails.dateFound, F.PetDetails.collarData,
                    F.PetDetails.species, F.PetDetails.breed, F.PetDetails.sex, F.PetDetails.foundLocation,
                    F.PetDetails.useCurrentLocation, F.PetDetails.additionalDescription, Copy.Common.continueButton,
                ])
            try await WizardSteps.pastFoundDetails(browser)
            Self.expectInOrder(
                try await browser.get("/report/found/contact"),
                [
                    F.ContactInfo.screenTitle, "3/3", F.ContactInfo.heading, F.ContactInfo.body, F.ContactInfo.phone,
                    F.ContactInfo.email,
                    F.ContactInfo.caregiverPhone, F.ContactInfo.currentAddress, "0/300", F.ContactInfo.submitReport,
                ])
            let confirmation = try await WizardSteps.completeFound(browser)
            Self.expectInOrder(
                confirmation,
                [F.Confirmation.title, F.Confirmation.body, F.Confirmation.passwordExplanation, Copy.Common.close])
        }
    }

    @Test("Every control a step shows carries a test identifier that PetSpotFlows defines")
    func identifiersAreKnown() async throws {
        try await WebTestSite.run { browser, _ in
            var pages: [Page] = []
            for path in [
                "/report/missing/microchip", "/report/missing/photo", "/report/found/photo", "/", "/reports",
                "/alerts/new",
            ] {
                pages.append(try await browser.get(path))
            }
            try await WizardSteps.pastMissingPhoto(browser)
            pages.append(try await browser.get("/report/missing/photo"))
            pages.append(try await browser.get("/report/missing/description"))
            try await WizardSteps.pastMissingDescription(browser)
            pages.append(try await browser.get("/report/missing/owner"))
            try await WizardSteps.pastFoundDetails(browser)
            pages.append(try await browser.get("/report/found/details"))
            pages.append(try await browser.get("/report/found/contact"))
            pages.append(try await WizardSteps.completeMissing(browser))
            let known = TestIdentifiers.all
            for page in pages {
                let ids = page.html.matches(of: /data-testid="([^"]+)"/).map { String($0.output.1) }
                #expect(!ids.isEmpty)
                for id in ids { #expect(known.contains(id) == true, "\(id) is not a TestIdentifiers constant") }
                let controls = page.html.matches(of: /<(input|select|textarea)\b[^>]*>/).map { String($0.output.0) }
                for control in controls where !control.contains("type=\"hidden\"") {
                    #expect(control.contains("data-testid="), "\(control) has no data-testid")
                    if let id = control.firstMatch(of: /id="([^"]+)"/)?.output.1, !control.contains("type=\"radio\"") {
                        #expect(page.html.contains("for=\"\(id)\""), "\(control) has no label")
                    }
                }
            }
        }
    }
}
