"""Every inline error and toast of both wizards, as the server renders them (JavaScript on and off)."""

import datetime

from selenium.webdriver.common.by import By

import petspot_copy as text
from petspot_pages import FOUND, MISSING, REFRESH, FoundPet, FoundWizard, MissingPet, MissingWizard


def to_missing_description(site, photo):
    wizard = MissingWizard(site)
    wizard.start()
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    wizard.photo(photo)
    return wizard


def test_missing_photo_is_mandatory(any_browser, photo, not_a_photo):
    site = any_browser
    MissingWizard(site).start()
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    site.shot("photo-empty")
    site.press("continue", MISSING["photoContinue"])
    assert site.path == "/report/missing/photo"
    assert text.PHOTO_MANDATORY in site.toast(MISSING["photoToast"])
    site.shot("photo-mandatory-toast")

    # A photo chosen, then removed on the way back: Continue asks for one again.
    site.upload(MISSING["browse"], photo)
    site.press("continue", MISSING["photoContinue"])
    site.wait_path("/report/missing/description")
    site.press("back", MISSING["descriptionBack"])
    site.wait_path("/report/missing/photo")
    assert site.visible(MISSING["card"])
    site.shot("photo-card")
    site.press("removePhoto", MISSING["removePhoto"])
    assert site.path == "/report/missing/photo"
    assert not site.has(MISSING["card"]), "the photo card is gone after Remove photo"
    site.press("continue", MISSING["photoContinue"])
    assert text.PHOTO_MANDATORY in site.toast(MISSING["photoToast"])
    site.shot("photo-removed")

    site.upload(MISSING["browse"], not_a_photo)
    site.press("continue", MISSING["photoContinue"])
    assert site.path == "/report/missing/photo"
    assert text.unsupported_photo("notes.png") in site.body_text()
    assert not site.visible(MISSING["card"]), "a refused file must not be shown as the chosen photo"
    site.shot("not-an-image")


def test_missing_description_errors(any_browser, photo):
    site = any_browser
    to_missing_description(site, photo)
    site.shot("description-empty")
    for field in ("species", "race", "male", "age", "latitude", "longitude"):
        site.assert_no_error(MISSING[field])

    # Nothing chosen: the toast and the three required fields' errors (the date defaults to today).
    site.press("continue", MISSING["descriptionContinue"])
    assert site.path == "/report/missing/description"
    assert text.TOAST_INVALID in site.toast(MISSING["descriptionToast"])
    site.assert_error(MISSING["species"], text.MISSING_SPECIES)
    site.assert_error(MISSING["race"], text.MISSING_RACE)
    site.assert_error(MISSING["male"], text.MISSING_GENDER)
    site.assert_no_error(MISSING["date"])
    site.assert_no_error(MISSING["age"])
    site.shot("required-errors")

    # Out-of-range age, latitude out of range, longitude missing.
    pet = MissingPet(name="Tola")
    site.choose_species(MISSING["species"], MISSING["race"], pet.species, pet.race)
    site.check(MISSING["female"])
    site.type(MISSING["age"], "41")
    site.type(MISSING["latitude"], "95")
    site.type(MISSING["longitude"], "")
    site.press("continue", MISSING["descriptionContinue"])
    assert site.path == "/report/missing/description"
    site.assert_error(MISSING["age"], text.INVALID_AGE)
    site.assert_error(MISSING["latitude"], text.INVALID_LATITUDE)
    site.assert_error(MISSING["longitude"], text.MISSING_LONGITUDE)
    site.assert_no_error(MISSING["species"])
    site.assert_no_error(MISSING["race"])
    site.assert_no_error(MISSING["female"])
    site.shot("age-and-latitude-errors")

    # A fractional age, only the longitude, a longitude out of range.
    site.type(MISSING["age"], "2.5")
    site.type(MISSING["latitude"], "")
    site.type(MISSING["longitude"], "19.9")
    site.press("continue", MISSING["descriptionContinue"])
    site.assert_error(MISSING["age"], text.AGE_NOT_WHOLE)
    site.assert_error(MISSING["latitude"], text.MISSING_LATITUDE)
    site.assert_no_error(MISSING["longitude"])
    site.type(MISSING["latitude"], "50")
    site.type(MISSING["longitude"], "181")
    site.press("continue", MISSING["descriptionContinue"])
    site.assert_error(MISSING["longitude"], text.INVALID_LONGITUDE)
    site.shot("longitude-errors")

    # Corrected: the wizard moves on.
    site.type(MISSING["age"], "3")
    site.type(MISSING["longitude"], "19.9")
    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path("/report/missing/owner")
    site.shot("owner")


def test_missing_future_date_is_refused(any_browser, photo):
    """Seed 000: a future date of disappearance is rejected with inline copy (the prior valid date is kept)."""
    site = any_browser
    to_missing_description(site, photo)
    pet = MissingPet(name="Fafik")
    site.choose_species(MISSING["species"], MISSING["race"], pet.species, pet.race)
    site.check(MISSING["male"])
    future = (datetime.date.today() + datetime.timedelta(days=3)).isoformat()
    assert site.set_date(MISSING["date"], future) == future
    site.shot("future-date-typed")
    if site.javascript:
        # The script says it at once and does not send the step.
        site.click(MISSING["descriptionContinue"])
        site.wait().until(lambda d: site.error_for(MISSING["date"]) == text.FUTURE_DATE)
    else:
        site.press("continue", MISSING["descriptionContinue"])
    site.shot("future-date-answer")
    assert site.path == "/report/missing/description", (
        f"Continue with the future date {future} moved on to {site.path} without showing {text.FUTURE_DATE!r}")
    site.assert_error(MISSING["date"], text.FUTURE_DATE)

    yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    assert site.set_date(MISSING["date"], yesterday) == yesterday
    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path("/report/missing/owner")


def test_missing_owner_errors(any_browser, photo):
    site = any_browser
    wizard = to_missing_description(site, photo)
    wizard.description(MissingPet(name="Mruczek"))

    site.press("continue", MISSING["ownerContinue"])
    assert site.path == "/report/missing/owner"
    site.assert_error(MISSING["phone"], text.MISSING_PHONE)
    site.assert_error(MISSING["email"], text.MISSING_EMAIL)
    site.assert_no_error(MISSING["reward"])
    site.shot("owner-empty")

    site.type(MISSING["phone"], "12 34")
    site.type(MISSING["email"], "owner@example")
    site.press("continue", MISSING["ownerContinue"])
    assert site.path == "/report/missing/owner"
    site.assert_error(MISSING["phone"], text.INVALID_PHONE)
    site.assert_error(MISSING["email"], text.INVALID_EMAIL)
    site.shot("owner-invalid")

    site.type(MISSING["phone"], "+48 123 456 789 012 345")
    site.type(MISSING["email"], "owner@example.com")
    site.press("continue", MISSING["ownerContinue"])
    site.assert_error(MISSING["phone"], text.TOO_MANY_PHONE_DIGITS)
    site.assert_no_error(MISSING["email"])
    site.shot("owner-phone-too-long")

    site.press("cancel", MISSING["cancel"])
    site.wait_path("/")


def test_found_errors(any_browser, photo):
    site = any_browser
    wizard = FoundWizard(site)
    wizard.start()
    site.press("continue", FOUND["photoContinue"])
    assert site.path == "/report/found/photo"
    assert text.PHOTO_MANDATORY in site.toast(FOUND["photoToast"])
    site.shot("photo-mandatory-toast")
    wizard.photo(photo)

    # Pet details: nothing given.
    site.press("continue", FOUND["detailsContinue"])
    assert site.path == "/report/found/details"
    assert text.TOAST_INVALID in site.toast(FOUND["detailsToast"])
    site.assert_error(FOUND["species"], text.MISSING_SPECIES)
    site.assert_error(FOUND["female"], text.MISSING_SEX)
    site.assert_error(FOUND["latitude"], text.FOUND_LOCATION_REQUIRED)
    site.assert_no_error(FOUND["breed"])
    site.assert_no_error(FOUND["collar"])
    site.shot("details-empty")

    # Everything but the location.
    pet = FoundPet(description="Found near the station")
    site.choose_species(FOUND["species"], FOUND["breed"], pet.species, pet.breed)
    site.check(FOUND["male"])
    site.press("continue", FOUND["detailsContinue"])
    assert site.path == "/report/found/details"
    site.assert_error(FOUND["latitude"], text.FOUND_LOCATION_REQUIRED)
    site.assert_no_error(FOUND["species"])
    site.assert_no_error(FOUND["male"])
    site.shot("details-location-missing")

    site.type(FOUND["latitude"], pet.latitude)
    site.type(FOUND["longitude"], pet.longitude)
    site.press("continue", FOUND["detailsContinue"])
    site.wait_path("/report/found/contact")

    # Contact information: empty, then an invalid caregiver phone.
    site.press("continue", FOUND["submit"])
    assert site.path == "/report/found/contact"
    site.assert_error(FOUND["phone"], text.MISSING_PHONE)
    site.assert_error(FOUND["email"], text.MISSING_EMAIL)
    site.assert_no_error(FOUND["caregiverPhone"])
    site.shot("contact-empty")

    site.type(FOUND["phone"], pet.phone)
    site.type(FOUND["email"], pet.email)
    site.type(FOUND["caregiverPhone"], "123")
    site.press("continue", FOUND["submit"])
    assert site.path == "/report/found/contact"
    site.assert_error(FOUND["caregiverPhone"], text.INVALID_PHONE)
    site.assert_no_error(FOUND["phone"])
    site.assert_no_error(FOUND["email"])
    site.shot("caregiver-phone-invalid")

    site.press("cancel", FOUND["cancel"])
    site.wait_path("/")


def test_live_validation_with_javascript(browser, photo):
    """With JavaScript, a changed field's error and the Continue button's look update without a page load."""
    site = browser
    to_missing_description(site, photo)
    continue_button = site.find(MISSING["descriptionContinue"])
    assert continue_button.get_attribute("aria-disabled") == "true", "Continue looks disabled while required fields are empty"
    assert not site.visible(REFRESH), "with JavaScript the species refresh button stays hidden"

    site.type(MISSING["age"], "41")
    site.find(MISSING["name"]).click()  # leaving the field commits it (change event)
    site.wait().until(lambda d: (site.error_for(MISSING["age"]) or "") == text.INVALID_AGE)
    site.assert_no_error(MISSING["species"])  # untouched fields stay quiet
    site.shot("live-age-error")

    pet = MissingPet(name="Luna")
    site.choose_species(MISSING["species"], MISSING["race"], pet.species, pet.race)
    site.check(MISSING["female"])
    site.type(MISSING["age"], "5")
    site.find(MISSING["name"]).click()
    site.wait().until(lambda d: site.error_for(MISSING["age"]) is None
                      and site.find(MISSING["descriptionContinue"]).get_attribute("aria-disabled") is None)
    site.shot("live-valid")
    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path("/report/missing/owner")


def test_an_error_goes_as_soon_as_its_field_is_fixed_while_the_field_keeps_focus(browser, photo):
    """Species' and sex's errors stayed after a species or a sex was chosen, until another field
    changed: the part with focus was never updated. Now what it says is, in place."""
    site = browser
    to_missing_description(site, photo)
    site.press("continue", MISSING["descriptionContinue"])
    site.assert_error(MISSING["species"], text.MISSING_SPECIES)
    site.assert_error(MISSING["male"], text.MISSING_GENDER)

    site.updated_after(lambda: site.select(MISSING["species"], MissingPet(name="Kora").species))
    assert site.driver.switch_to.active_element.get_attribute("data-testid") == MISSING["species"], "focus stays on the menu"
    site.assert_no_error(MISSING["species"])
    assert site.find(MISSING["species"]).get_attribute("aria-invalid") is None

    site.updated_after(lambda: site.check(MISSING["male"]))
    site.assert_no_error(MISSING["male"])
    site.assert_error(MISSING["race"], text.MISSING_RACE)  # not fixed yet: still said


def test_the_photo_chosen_is_shown_with_its_name_and_an_old_error_goes(browser, photo, not_a_photo):
    """With JavaScript, the file chosen showed nothing: its preview was blocked by the page's own
    policy (no blob: images), the input is styled away, and a refused file's red border stayed."""
    site = browser
    MissingWizard(site).start()
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    site.upload(MISSING["browse"], not_a_photo)
    site.press("continue", MISSING["photoContinue"])
    assert text.unsupported_photo("notes.png") in site.body_text()
    drop = site.driver.find_element(By.CSS_SELECTOR, ".photo-drop")
    assert "has-error" in drop.get_attribute("class")

    site.upload(MISSING["browse"], photo)
    preview = site.driver.find_element(By.ID, "photo-preview")
    site.wait().until(lambda d: preview.is_displayed())
    assert site.image_loaded(preview), "the preview of the chosen file did not load"
    assert "rex.png" in site.find("animalPhoto.chosenFile").text
    drop = site.driver.find_element(By.CSS_SELECTOR, ".photo-drop")
    assert "has-error" not in drop.get_attribute("class"), "the refused file's red border stays"
    assert text.unsupported_photo("notes.png") not in site.body_text()
    site.shot("photo-chosen")
