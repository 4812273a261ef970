import Foundation
import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotPhotos
import Testing
import PetSpotStorage

@Suite("Missing-pet wizard pages")
struct MissingWizardPageTests {
    typealias IDs = AnimalDetailsIdentifiers

    @Test(
        "Given a new visitor, when they open the wizard, then step 1/4 asks for the optional microchip with the seed's copy and a session cookie is set"
    )
    func firstStep() async throws {
        try await WebTestSite.run { browser, _ in
            let start = try await browser.get("/report/missing")
            #expect(start.status == .seeOther)
            #expect(start.location == "/report/missing/microchip")
            #expect(start.headers[.setCookie]?.contains("HttpOnly; SameSite=Lax") == true)
            let page = try await browser.follow(start)
            #expect(page.status == .ok)
            #expect(page.html.contains(Copy.MissingPet.Microchip.heading))
            #expect(page.html.contains(Copy.MissingPet.Microchip.label))
            #expect(page.html.contains(">1/4<"))
            #expect(page.has(TestIdentifiers.ReportMissingPet.progressIndicator))
            #expect(page.attribute("placeholder", of: TestIdentifiers.MissingMicrochip.input) == "00000-00000-00000")
            #expect(page.attribute("inputmode", of: TestIdentifiers.MissingMicrochip.input) == "numeric")
            #expect(page.attribute("value", of: TestIdentifiers.MissingMicrochip.backButton) == "cancel")
            #expect(page.has(TestIdentifiers.MissingMicrochip.continueButton))
            #expect(page.html.contains(#"<label class="field-label" for="field-microchip">"#))
        }
    }

    @Test("Given typed microchip digits, when Continue, then step 2/4 opens and Back shows the digits formatted")
    func microchipKeptAcrossBack() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            let next = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "abc123456789012345")]))
            #expect(next.status == .seeOther)
            #expect(next.location == "/report/missing/photo")
            let photo = try await browser.follow(next)
            #expect(photo.html.contains(">2/4<"))
            let back = try await browser.follow(
                try await browser.postMultipart("/report/missing/photo", WizardSteps.with("back"), file: nil))
            #expect(back.value(of: TestIdentifiers.MissingMicrochip.input) == "12345-67890-12345")
        }
    }

    @Test(
        "Given no photo, when Continue, then the step stays with \"Photo is mandatory\"; a file that is no image is refused with its name"
    )
    func photoRequiredAndChecked() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing/photo")
            let empty = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: nil)
            #expect(empty.stayed && empty.status == .ok)
            #expect(empty.tag(PhotoStepIdentifiers.missing.toast) != nil)
            #expect(empty.html.contains(Copy.Common.photoIsMandatory))

            let text = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"),
                file: ("notes.png", "image/png", Array("not an image".utf8)))
            #expect(text.stayed && text.status == .ok)
            #expect(text.visibleText(ofID: "photo-helper") == Copy.Photo.unsupportedType("notes.png"))
            #expect(!text.has(PhotoStepIdentifiers.missing.confirmationCard))
        }
    }

    @Test(
        "Issue 49: Given a chosen photo, when the next upload arrives cut short, then 400 saying nothing of it was taken, and the chosen photo is kept"
    )
    func damagedUploadKeepsTheDraft() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing/photo")
            _ = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("refresh"), file: ("rex.png", "image/png", WebTestSite.photo))
            let other = PlaceholderImage.png(
                width: 64, height: 64, background: (10, 20, 30), foreground: (200, 200, 200))
            let cut = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: ("other.png", "image/png", other),
                cutAfter: 400)
            #expect(cut.status == .badRequest)
            #expect(cut.has(TestIdentifiers.Web.formUnreadable))
            #expect(cut.html.contains(Copy.Web.formUnreadableTitle))
            #expect(
                cut.has(PhotoStepIdentifiers.missing.confirmationCard) && cut.html.contains("rex.png")
                    && !cut.html.contains("other.png"))
            #expect(
                try await browser.get("/report/missing/photo/preview").bytes == WebTestSite.photo,
                "the photo chosen before is the draft's still")
        }
    }

    @Test(
        "Given a chosen photo, then its card shows name and size, its preview serves the bytes, and Remove photo takes it away"
    )
    func photoCardPreviewAndRemove() async throws {
        try await WebTestSite.run { browser, directory in
            _ = try await browser.get("/report/missing/photo")
            let page = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("refresh"),
                file: ("rex.png", "image/png", WebTestSite.photo))
            #expect(page.has(PhotoStepIdentifiers.missing.confirmationCard))
            #expect(page.html.contains("rex.png"))
            #expect(page.html.contains(PhotoRule.displayedSize(WebTestSite.photo.count)))
            let preview = try await browser.get("/report/missing/photo/preview")
            #expect(preview.bytes == WebTestSite.photo)
            #expect(preview.headers[.contentType] == "image/png")
            #expect(try await browser.newBrowser().get("/report/missing/photo/preview").status == .notFound)

            let removed = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("removePhoto"), file: nil)
            #expect(!removed.has(PhotoStepIdentifiers.missing.confirmationCard))
            let photos = try FileManager.default.subpathsOfDirectory(
                atPath: directory.appendingPathComponent("web-sessions").path
            )
            .filter { $0.hasSuffix(".png") }
            #expect(photos.isEmpty)
        }
    }

    @Test(
        "Given step 3 left empty, when Continue, then it stays (422) with the toast and the species, race and gender errors, each tied to its field"
    )
    func descriptionErrors() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let first = try await browser.get("/report/missing/description")
            #expect(first.html.contains(">3/4<"))
            #expect(first.attribute("aria-disabled", of: IDs.missing.continueButton) == "true")
            #expect(first.visibleText(ofID: "field-species-error") == nil)
            #expect(first.tag(IDs.missing.raceField)?.contains(" disabled") == true)
            #expect(first.html.contains(Copy.Common.chooseSpeciesFirst))

            let page = try await browser.post("/report/missing/description", WizardSteps.with("continue"))
            #expect(page.stayed && page.status == .ok)
            #expect(page.has(IDs.missing.toast))
            #expect(page.html.contains(Copy.Common.validationToast))
            #expect(page.visibleText(ofID: "field-species-error") == Copy.Validation.missingSpecies)
            #expect(page.visibleText(ofID: "field-race-error") == Copy.Validation.missingRace)
            #expect(page.visibleText(ofID: "field-gender-error") == Copy.Validation.missingGender)
            #expect(
                page.attribute("aria-describedby", of: IDs.missing.speciesDropdown)?.contains("field-species-error")
                    == true)
            #expect(page.attribute("aria-invalid", of: IDs.missing.speciesDropdown) == "true")
        }
    }

    @Test(
        "Given a future date, a bad age and a latitude without longitude, then each gets its own message and the earlier date stays"
    )
    func descriptionFieldProblems() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let today = CalendarDate(Date(), in: .current)
            let page = try await browser.post(
                "/report/missing/description",
                WizardSteps.with(
                    "refresh",
                    [
                        ("date", today.adding(days: 2).displayed), ("age", "-4"), ("latitude", "50.1"),
                        ("longitude", ""),
                    ]))
            #expect(page.visibleText(ofID: "field-date-error") == Copy.Validation.futureDate)
            #expect(
                page.value(of: IDs.missing.datePicker) == today.adding(days: 2).displayed, "kept as typed, to correct")
            // The page allows the API's rule (a day already begun somewhere on Earth); its script narrows it to the visitor's today.
            #expect(
                page.attribute("data-latest", of: IDs.missing.datePicker)
                    == CalendarDate(Date(), in: CalendarDate.earliestTimeZone).iso)
            #expect(page.attribute("placeholder", of: IDs.missing.datePicker) == "DD/MM/YYYY")
            #expect(
                page.attribute("type", of: IDs.missing.datePicker) == "text"
                    && page.attribute("inputmode", of: IDs.missing.datePicker) == "numeric")
            #expect(page.visibleText(ofID: "field-age-error") != nil)
            // Untouched fields show nothing yet, until Continue shows every problem.
            #expect(page.visibleText(ofID: "field-species-error") == nil)
            #expect(page.visibleText(ofID: "field-longitude-error") == nil)
            let continued = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", [("latitude", "50.1")]))
            #expect(continued.visibleText(ofID: "field-longitude-error") != nil)
            #expect(continued.value(of: IDs.missing.latitude) == "50.1")
        }
    }

    @Test(
        "Given a species chosen, when the form is refreshed (the script does it on change), then the race list holds that species' breeds only"
    )
    func breedsFollowSpecies() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let dogs = try await browser.post(
                "/report/missing/description", WizardSteps.with("refresh", [("species", "DOG")]))
            #expect(dogs.selectedOption(IDs.missing.speciesDropdown) == "DOG")
            #expect(dogs.options(IDs.missing.raceField).contains("Beagle"))
            #expect(!(dogs.tag(IDs.missing.raceField)?.contains(" disabled") ?? true))
            let beagle = try await browser.post(
                "/report/missing/description", WizardSteps.with("refresh", [("species", "DOG"), ("race", "Beagle")]))
            #expect(beagle.selectedOption(IDs.missing.raceField) == "Beagle")
            let cats = try await browser.post(
                "/report/missing/description", WizardSteps.with("refresh", [("species", "CAT"), ("race", "Beagle")]))
            #expect(!cats.options(IDs.missing.raceField).contains("Beagle"))
            #expect(cats.selectedOption(IDs.missing.raceField) == nil)
        }
    }

    @Test(
        "Given the browser's position, when Request GPS position, then both fields hold it to 5 decimals with the success note; a refusal explains"
    )
    func gpsFromBrowser() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let fix = try await browser.post(
                "/report/missing/description",
                WizardSteps.with(
                    "gps",
                    [
                        ("gpsLatitude", "50.0614312"), ("gpsLongitude", "19.9365849"), ("gpsError", ""),
                    ]))
            #expect(fix.value(of: IDs.missing.latitude) == "50.06143")
            #expect(fix.value(of: IDs.missing.longitude) == "19.93658")
            #expect(fix.visibleText(ofID: "location-helper") == Copy.Location.gpsSuccessHelper)
            #expect(fix.has(IDs.missing.requestGPSButton))

            let denied = try await browser.post(
                "/report/missing/description", WizardSteps.with("gps", [("gpsError", "denied")]))
            #expect(denied.has(IDs.missing.permissionAlert))
            #expect(denied.html.contains(Copy.Location.permissionDeniedTitle))
            #expect(denied.visibleText(ofID: "location-helper") == Copy.Location.permissionDeniedHelper)
        }
    }

    @Test("Given every value typed, then Back, a reload and a later visit keep them all; another browser sees none")
    func persistence() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            try await WizardSteps.pastMissingPhoto(browser)
            let back = try await browser.post(
                "/report/missing/description", WizardSteps.with("back", WizardSteps.description))
            #expect(back.location == "/report/missing/photo")
            for page in [
                try await browser.get("/report/missing/description"),
                try await browser.get("/report/missing/description"),
            ] {
                #expect(page.value(of: IDs.missing.datePicker) == "20/11/2026")
                #expect(page.value(of: IDs.missing.animalName!) == "Rex")
                #expect(page.selectedOption(IDs.missing.speciesDropdown) == "DOG")
                #expect(page.selectedOption(IDs.missing.raceField) == "Beagle")
                #expect(page.isChecked(IDs.missing.genderMale))
                #expect(!page.isChecked(IDs.missing.genderFemale))
                #expect(page.value(of: IDs.missing.age!) == "3")
                #expect(page.value(of: IDs.missing.latitude) == "50.06143")
                #expect(page.textArea(IDs.missing.description) == "Brown ears,\nwhite tail")
                #expect(page.visibleText(ofID: "field-description-counter") == "22/500")
                #expect(page.attribute("aria-disabled", of: IDs.missing.continueButton) == nil)
            }
            let stranger = browser.newBrowser()
            #expect(try await stranger.get("/report/missing/description").location == "/report/missing/microchip")
            try await WizardSteps.pastMissingPhoto(stranger)
            #expect(try await stranger.get("/report/missing/description").value(of: IDs.missing.animalName!) == "")
        }
    }

    @Test(
        "Given a wizard under way, when Cancel, then the step asks first (without the script), keeps what was typed on Keep editing, and on Discard Home opens and the wizard starts empty again"
    )
    func cancelClears() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.post(
                "/report/missing/microchip", WizardSteps.with("continue", [("microchip", "123")]))
            try await WizardSteps.pastMissingPhoto(browser)
            let asked = try await browser.post(
                "/report/missing/description", WizardSteps.with("cancel", WizardSteps.description))
            #expect(asked.stayed)
            #expect(asked.has(TestIdentifiers.Web.discardAlert) && asked.html.contains(Copy.Web.discardTitle))
            #expect(asked.attribute("value", of: TestIdentifiers.Web.discardButton) == "discard")
            #expect(asked.value(of: IDs.missing.animalName!) == "Rex", "what was typed before Cancel is kept")
            // Keep editing posts the form (its buttons are in it), and the question goes.
            let kept = try await browser.post(
                "/report/missing/description", WizardSteps.with("refresh", WizardSteps.description))
            #expect(!kept.has(TestIdentifiers.Web.discardAlert) && kept.value(of: IDs.missing.animalName!) == "Rex")
            let cancelled = try await browser.post("/report/missing/description", WizardSteps.with("discard"))
            #expect(cancelled.location == "/")
            let again = try await browser.follow(try await browser.get("/report/missing"))
            #expect(again.value(of: TestIdentifiers.MissingMicrochip.input) == "")
            // The photo went with the draft: the description can't be opened until a new one is chosen.
            #expect(try await browser.get("/report/missing/description").location == "/report/missing/microchip")
            try await WizardSteps.pastMissingPhoto(browser)
            #expect(try await browser.get("/report/missing/description").value(of: IDs.missing.animalName!) == "")
        }
    }

    @Test("Given step 4 empty or wrong, then phone and email say what to fix and nothing is sent")
    func ownersDetailsErrors() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingDescription(browser)
            let empty = try await browser.post("/report/missing/owner", WizardSteps.with("continue"))
            #expect(empty.stayed && empty.status == .ok)
            #expect(empty.html.contains(">4/4<"))
            #expect(empty.visibleText(ofID: "field-phone-error") == Copy.Validation.missingPhone)
            #expect(empty.visibleText(ofID: "field-email-error") == Copy.Validation.missingEmail)
            let wrong = try await browser.post(
                "/report/missing/owner", WizardSteps.with("continue", [("phone", "12"), ("email", "owner@")]))
            #expect(wrong.visibleText(ofID: "field-phone-error") != nil)
            #expect(wrong.visibleText(ofID: "field-email-error") != nil)
            #expect(wrong.value(of: TestIdentifiers.OwnersDetails.emailInput) == "owner@")
            // Who sees the contact: Keep them private preselected, with the line on why; a choice survives a refused Continue.
            #expect(
                wrong.isChecked(ContactVisibilityIdentifiers.ownersDetails.keepPrivate)
                    && wrong.html.contains(Copy.ContactVisibility.why))
            let shown = try await browser.post(
                "/report/missing/owner",
                WizardSteps.with("continue", [("phone", "12"), ("contactVisibility", "PUBLIC")]))
            #expect(
                shown.isChecked(ContactVisibilityIdentifiers.ownersDetails.showPublicly)
                    && !shown.isChecked(ContactVisibilityIdentifiers.ownersDetails.keepPrivate))
        }
    }

    @Test(
        "Given the wizard completed, then the summary shows the management password and leads to Manage my report, where it removes the report; Close ends the wizard"
    )
    func summaryPasswordRemovesReport() async throws {
        try await WebTestSite.run { browser, _ in
            let summary = try await WizardSteps.completeMissing(browser)
            #expect(summary.status == .ok)
            #expect(summary.html.contains(Copy.MissingPet.Summary.title))
            let password = try #require(summary.visibleText(ofID: "management-password"))
            #expect(password.wholeMatch(of: /[0-9A-Z]{5}-[0-9A-Z]{5}/) != nil)
            #expect(summary.attribute("data-copy", of: TestIdentifiers.Summary.copyButton) == "management-password")
            #expect(
                try await browser.get("/report/missing/summary").visibleText(ofID: "management-password") == password)
            let manage = try #require(summary.attribute("href", of: TestIdentifiers.Summary.manageLink))

            let list = try await browser.get("/reports?status=missing")
            let href = try #require(list.attribute("href", of: TestIdentifiers.Browse.listItem))
            #expect(manage == "\(href)/manage")
            let details = try await browser.get(href)
            #expect(details.html.contains("Rex"))
            #expect(details.html.contains("Beagle"))
            // Keep them private was left chosen: the page says so and shows no phone or email.
            #expect(!details.has(TestIdentifiers.Browse.detailsCallButton) && !details.html.contains("600100200"))
            #expect(details.html.contains(Copy.Browse.contactPrivate))
            #expect(details.html.contains("98765-43210-12345"))
            #expect(!details.html.contains("name=\"password\""), "removing is on Manage my report only")

            // Going elsewhere from the summary ended the wizard: its address and its password are gone.
            #expect(try await browser.get("/report/missing/summary").location == "/report/missing/microchip")
            #expect(try await browser.get("/report/missing").location == "/report/missing/microchip")

            // Post/redirect/get: a refused sign-in answers the manage page again, scrolled to the message, never with the password.
            let refused = try await browser.post(manage, [("intent", "sign-in"), ("password", "AAAAA-AAAAA")])
            #expect(
                refused.status == .seeOther
                    && refused.headers[.location] == "\(manage)?failure=wrong-password#field-password-error")
            let wrong = try await browser.follow(refused)
            #expect(wrong.visibleText(ofID: "field-password-error") == Copy.Removal.wrongPassword)
            #expect(wrong.html.contains("data-focus-error") && !wrong.html.contains("AAAAA-AAAAA"))
            _ = try await browser.post(manage, [("intent", "sign-in"), ("password", password.lowercased())])
            let asked = try await browser.follow(try await browser.post(manage, [("intent", "ask-remove")]))
            #expect(asked.has(TestIdentifiers.Manage.confirmation))
            let accepted = try await browser.post(manage, [("intent", "confirm-remove")])
            #expect(accepted.location == "\(href)/removed")
            let removed = try await browser.follow(accepted)
            #expect(removed.has(TestIdentifiers.Removal.removedMessage))
            #expect(try await browser.get(href).status == .notFound)
        }
    }
    @Test(
        "Given Submit pressed twice at once (a double click without the script), then one report is made and both answers lead to its summary"
    )
    func doubleSubmitMakesOneReport() async throws {
        try await WebTestSite.run { browser, _ in
            _ = try await browser.get("/report/missing")
            _ = try await browser.postMultipart(
                "/report/missing/photo", WizardSteps.with("continue"), file: ("rex.png", "image/png", WebTestSite.photo)
            )
            _ = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", WizardSteps.description))
            let port = try #require(browser.port), cookie = try #require(browser.cookie)
            let form = WizardSteps.with("continue", WizardSteps.owner)
            async let first = RawPost.send(port: port, path: "/report/missing/owner", cookie: cookie, fields: form)
            async let second = RawPost.send(port: port, path: "/report/missing/owner", cookie: cookie, fields: form)
            let answers = try await [first, second]
            #expect(answers.map(\.0) == [303, 303])
            #expect(answers.allSatisfy { $0.1?.hasSuffix("/report/missing/summary") == true })
            let list = try await browser.get("/reports")
            #expect(
                list.html.components(separatedBy: "data-testid=\"\(TestIdentifiers.Browse.listItem)\"").count - 1 == 1)
        }
    }

    @Test(
        "Given a future date typed and Continue pressed, then the step stays (422) with the date's message and the earlier date"
    )
    func futureDateStopsContinue() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let today = CalendarDate(Date(), in: .current)
            let fields = WizardSteps.description.map { $0.0 == "date" ? ("date", today.adding(days: 3).displayed) : $0 }
            let page = try await browser.post("/report/missing/description", WizardSteps.with("continue", fields))
            #expect(page.stayed && page.status == .ok)
            #expect(page.visibleText(ofID: "field-date-error") == Copy.Validation.futureDate)
            #expect(page.value(of: IDs.missing.datePicker) == today.adding(days: 3).displayed)
            #expect(page.has(IDs.missing.toast))
        }
    }

    @Test(
        "Given a date typed as D.M.YYYY, then it is read as DD/MM/YYYY; given text that is no date, then the step says how to write it and keeps the text"
    )
    func typedDates() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let read = try await browser.post(
                "/report/missing/description", WizardSteps.with("refresh", [("date", "7.3.2026")]))
            #expect(read.value(of: IDs.missing.datePicker) == "07/03/2026")
            #expect(read.visibleText(ofID: "field-date-error") == nil)
            let fields = WizardSteps.description.map { $0.0 == "date" ? ("date", "31/02/2026") : $0 }
            let refused = try await browser.post("/report/missing/description", WizardSteps.with("continue", fields))
            #expect(refused.stayed)
            #expect(refused.visibleText(ofID: "field-date-error") == Copy.Validation.dateFormat)
            #expect(refused.value(of: IDs.missing.datePicker) == "31/02/2026")
            #expect(refused.value(of: IDs.missing.animalName!) == "Rex", "the rest of the step is kept")
        }
    }

    @Test(
        "Given steps not done yet, then a later step's address leads to the first step still to do, and the summary needs a sent report"
    )
    func laterStepsWaitForEarlierOnes() async throws {
        try await WebTestSite.run { browser, _ in
            // A new wizard starts where it starts.
            #expect(try await browser.get("/report/missing/owner").location == "/report/missing/microchip")
            #expect(try await browser.get("/report/missing/summary").location == "/report/missing/microchip")
            #expect(try await browser.get("/report/missing/microchip").status == .ok)
            // Having walked on without a photo, the photo step is where it leads.
            _ = try await browser.post("/report/missing/microchip", WizardSteps.with("continue"))
            #expect(try await browser.get("/report/missing/owner").location == "/report/missing/photo")
            try await WizardSteps.pastMissingPhoto(browser)
            #expect(try await browser.get("/report/missing/owner").location == "/report/missing/description")
            let skipped = try await browser.post(
                "/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner))
            #expect(skipped.location == "/report/missing/description")
            _ = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", WizardSteps.description))
            #expect(try await browser.get("/report/missing/owner").status == .ok)
            #expect(try await browser.get("/report/missing/summary").location == "/report/missing/owner")
            #expect(try await browser.get("/report/missing/photo").status == .ok)
        }
    }

    @Test("Given location refused, when the alert's Cancel is pressed, then the toast says to type the coordinates")
    func permissionAlertCancel() async throws {
        try await WebTestSite.run { browser, _ in
            try await WizardSteps.pastMissingPhoto(browser)
            let alert = try await browser.post(
                "/report/missing/description", WizardSteps.with("gps", [("gpsError", "denied")]))
            #expect(alert.has("\(IDs.missing.permissionAlert).cancel"))
            let page = try await browser.post("/report/missing/description", WizardSteps.with("dismiss"))
            #expect(page.status == .ok)
            #expect(!page.has(IDs.missing.permissionAlert))
            #expect(
                page.html.contains(Copy.Location.permissionDeniedToast.replacingOccurrences(of: "'", with: "&#39;")))
        }
    }

    @Test(
        "Given the report sent, then the chosen photo left the server's session folders with the old session; Enter on the summary closes the wizard"
    )
    func summaryEnterCloses() async throws {
        try await WebTestSite.run { browser, directory in
            _ = try await WizardSteps.pastMissingPhoto(browser)
            func photoFiles() throws -> [String] {
                try FileManager.default.subpathsOfDirectory(
                    atPath: directory.appendingPathComponent("web-sessions").path
                )
                .filter { $0.hasSuffix(".png") }
            }
            #expect(try photoFiles().count == 1)
            _ = try await browser.post(
                "/report/missing/description", WizardSteps.with("continue", WizardSteps.description))
            _ = try await browser.post("/report/missing/owner", WizardSteps.with("continue", WizardSteps.owner))
            #expect(try photoFiles().isEmpty)
            let closed = try await browser.post("/report/missing/summary", [])
            #expect(closed.location == "/")
            #expect(try await browser.get("/report/missing/summary").location == "/report/missing/microchip")
        }
    }
}

@Suite("The web pages call the services for their visitor: the per-client limits count each visitor apart")
struct WebVisitorLimitTests {
    @Test(
        "Given a stranger's wrong passwords on Manage my report, then the stranger is stopped while the owner, another visitor, still signs in and removes the report"
    )
    func strangerOnTheWebCannotLockOutOwner() async throws {
        try await WebTestSite.run({ $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1") }) {
            browser, _ in
            let owner = browser.newBrowser(forwardedFor: "198.51.100.9")
            let summary = try await WizardSteps.completeMissing(owner)
            let password = try #require(summary.visibleText(ofID: "management-password"))
            _ = try await owner.post("/report/missing/summary", WizardSteps.with("close"))
            let href = try #require(
                try await owner.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))

            let stranger = browser.newBrowser(forwardedFor: "203.0.113.7")
            for _ in 1...5 {
                _ = try await stranger.post("\(href)/manage", [("intent", "sign-in"), ("password", "AAAAA-AAAAA")])
            }
            let stopped = try await stranger.follow(
                stranger.post("\(href)/manage", [("intent", "sign-in"), ("password", password)]))
            #expect(stopped.visibleText(ofID: "field-password-error") == Copy.Removal.tooManyAttempts(minutes: 15))
            // The removed page says so only once the report is gone: before, it leads to the report.
            #expect(try await stranger.get("\(href)/removed").location == href)
            _ = try await owner.post("\(href)/manage", [("intent", "sign-in"), ("password", password)])
            let removed = try await owner.follow(owner.post("\(href)/manage", [("intent", "confirm-remove")]))
            #expect(removed.has(TestIdentifiers.Removal.removedMessage))
        }
    }

    @Test(
        "Given one visitor who sent the 5 messages an hour allows, then their 6th is refused with when to try again, while another visitor's message is sent"
    )
    func twoVisitorsMessagesCountApart() async throws {
        try await WebTestSite.run({ $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1") }) {
            browser, _ in
            let owner = browser.newBrowser(forwardedFor: "198.51.100.9")
            _ = try await WizardSteps.completeMissing(owner)
            _ = try await owner.post("/report/missing/summary", WizardSteps.with("close"))
            let href = try #require(
                try await owner.get("/reports?status=missing").attribute("href", of: TestIdentifiers.Browse.listItem))
            func message(_ number: Int) -> [(String, String)] {
                [
                    ("intent", "send"), ("message", "Saw her by the river, \(number)"),
                    ("replyEmail", "n\(number)@example.com"),
                ]
            }

            let first = browser.newBrowser(forwardedFor: "203.0.113.7")
            for number in 1...5 {
                #expect(try await first.post("\(href)/message", message(number)).location == "\(href)?sent=message")
            }
            let refused = try await first.post("\(href)/message", message(6))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.html.contains(Copy.Reaching.tooMany(minutes: 60)), "the limit's own hour, from the service")
            #expect(
                refused.textArea(TestIdentifiers.Reaching.messageInput) == "Saw her by the river, 6",
                "what was typed stays")

            let second = browser.newBrowser(forwardedFor: "203.0.113.8")
            #expect(try await second.post("\(href)/message", message(7)).location == "\(href)?sent=message")
        }
    }
}
