"""A finder's report as people use it (issue 35, items 7, 8 and 9): the finder may not know the
sex; a found report speaks the finder's words; a report no longer looking wears a grey badge;
an owner's Remove of a sighting asks first."""

import uuid

from selenium.webdriver.common.by import By

from petspot_pages import FOUND, FoundPet, FoundWizard


def sign_in(site, report):
    site.go(f"/reports/{report['id']}/manage")
    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)


def test_a_finder_who_cannot_tell_the_sex_says_i_dont_know(any_browser, api, photo):
    site = any_browser
    wizard = FoundWizard(site)
    description = f"Small grey dog {uuid.uuid4().hex[:8]}"
    pet = FoundPet(description=description)
    wizard.start()
    wizard.photo(photo)
    wizard.fill_details(pet)
    unknown = site.find("reportFoundPet.petDetails.sexUnknown.tap")
    assert "I don't know" in unknown.find_element(By.XPATH, "ancestor::label").text
    site.check("reportFoundPet.petDetails.sexUnknown.tap")
    site.press("continue", FOUND["detailsContinue"])
    site.wait_path(f"{wizard.root}/contact")
    wizard.contact(pet)
    [report] = api.find(description=description)
    assert report["sex"] == "UNKNOWN"


def test_a_found_report_speaks_the_finders_words_and_a_reunited_one_is_grey(any_browser, api):
    site = any_browser
    found = api.create(status="FOUND", description=f"Found tabby {uuid.uuid4().hex[:6]}")
    site.go(f"/reports/{found['id']}")
    form = site.find("reportDetails.messageForm")
    assert "Contact the finder" in form.text and "Contact the owner" not in site.body_text()

    sign_in(site, found)
    assert site.find("manageReport.reunitedButton.tap").text.strip() == "The owner has their pet"
    assert not site.has("manageReport.rewardInput.input"), "a finder is asked no reward"

    missing = api.create(petName=f"Home-{uuid.uuid4().hex[:6]}")
    sign_in(site, missing)
    site.press("ask-reunite", "manageReport.reunitedButton.tap")
    site.press("confirm-reunite", "manageReport.confirmation.confirm")
    site.go(f"/reports/{missing['id']}")
    badge = site.driver.find_element(By.CSS_SELECTOR, ".report-header .badge")
    assert badge.text == "Reunited" and "badge-resolved" in badge.get_attribute("class")
    assert site.driver.execute_script("return getComputedStyle(arguments[0]).backgroundColor", badge) not in (
        "rgb(231, 0, 11)", "rgba(231, 0, 11, 1)"), "not the Missing red"
    assert "Missing since" not in site.body_text()


def test_removing_a_sighting_asks_first(any_browser, api):
    site = any_browser
    report = api.create(petName=f"Seen-{uuid.uuid4().hex[:6]}", locationLatitude=50.0614, locationLongitude=19.9366)
    site.go(f"/reports/{report['id']}")
    site.type("reportDetails.sightingForm.latitude.input", "50.06210")
    site.type("reportDetails.sightingForm.longitude.input", "19.94020")
    site.type("reportDetails.sightingForm.noteInput.input", "By the bakery")
    site.press("send", "reportDetails.sightingForm.sendButton.tap")
    site.wait().until(lambda d: "By the bakery" in site.body_text())

    sign_in(site, report)
    site.replaced_after(site.find("manageReport.sightings.removeButton.tap").click)
    assert "Remove this sighting?" in site.find("manageReport.confirmation").text
    site.press("cancel", "manageReport.confirmation.cancel")
    assert site.has("manageReport.sightings.item"), "kept"
    site.replaced_after(site.find("manageReport.sightings.removeButton.tap").click)
    site.replaced_after(site.find("manageReport.confirmation.confirm").click)
    site.wait().until(lambda d: not site.has("manageReport.sightings.item"))
    site.go(f"/reports/{report['id']}")
    assert "By the bakery" not in site.body_text()


def test_collar_words_stay_and_the_address_reaches_the_finder_only(any_browser, api, photo):
    """Issue 35, item 7: "Rex red tag" in Collar data is kept as typed (a number is still a chip,
    formatted while typing); the caregiver's phone and the address are stored, and the address is
    shown to the finder on Manage, never on the report."""
    site = any_browser
    wizard = FoundWizard(site)
    description = f"Ginger cat {uuid.uuid4().hex[:8]}"
    pet = FoundPet(description=description, collar="Rex red tag", show_contact=True)
    wizard.start()
    wizard.photo(photo)
    wizard.fill_details(pet)
    assert site.value(FOUND["collar"]) == "Rex red tag", "no letter deleted"
    site.press("continue", FOUND["detailsContinue"])
    site.wait_path(f"{wizard.root}/contact")
    helper = site.driver.find_element(By.ID, "field-currentAddress-helper")
    assert "Only you see this address" in helper.text
    password = wizard.contact(pet)
    [report] = api.find(description=description)
    assert report["collar"] == "Rex red tag" and report["microchipNumber"] is None
    assert report["caregiverPhone"] == "+48600333444", "a public contact, as chosen"
    assert report["currentAddress"] is None, "never in a public answer"

    site.go(f"/reports/{report['id']}")
    assert "Rex red tag" in site.body_text()
    assert "Floriańska" not in site.body_text()
    sign_in(site, {"id": report["id"], "managementPassword": password})
    address = site.find("manageReport.currentAddressInput.input")
    assert address.tag_name == "textarea" and site.value("manageReport.currentAddressInput.input") == pet.current_address
    assert site.value("manageReport.caregiverPhoneInput.input") == "+48600333444"
    assert site.value("manageReport.microchipInput.input") == "Rex red tag"

    if site.javascript:
        site.type("manageReport.microchipInput.input", "98765432101234")
        assert site.value("manageReport.microchipInput.input") == "98765-43210-1234", "a number is formatted as a chip"
