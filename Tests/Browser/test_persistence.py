"""The wizards' drafts: every value survives Back, a reload and a new load of the step's URL;
Cancel clears them (starting again shows empty fields)."""

import re

import petspot_copy as text
from petspot_pages import FOUND, MISSING, FoundPet, FoundWizard, MissingPet, MissingWizard


def digits(value):
    return re.sub(r"\D", "", value or "")


def assert_description(site, pet, moment):
    got = {
        "name": site.value(MISSING["name"]),
        "species": site.selected(MISSING["species"]),
        "race": site.selected(MISSING["race"]),
        "male": site.is_checked(MISSING["male"]),
        "age": site.value(MISSING["age"]),
        "latitude": site.value(MISSING["latitude"]),
        "longitude": site.value(MISSING["longitude"]),
        "description": site.value(MISSING["description"]),
    }
    expected = {"name": pet.name, "species": pet.species, "race": pet.race, "male": True, "age": pet.age,
                "latitude": pet.latitude, "longitude": pet.longitude, "description": pet.description}
    assert got == expected, f"animal description {moment}"


def assert_owner(site, pet, moment):
    got = (site.value(MISSING["phone"]), site.value(MISSING["email"]), site.value(MISSING["reward"]))
    assert got == (pet.phone, pet.email, pet.reward), f"owner's details {moment}"


def test_missing_values_survive_back_reload_and_new_load(any_browser, photo):
    site = any_browser
    pet = MissingPet(name="Burek")
    wizard = MissingWizard(site)
    wizard.start()
    wizard.microchip(pet)
    wizard.photo(photo)

    # Edits not confirmed with Continue are kept by Back.
    wizard.fill_description(pet)
    site.shot("description-filled")
    site.press("back", MISSING["descriptionBack"])
    site.wait_path("/report/missing/photo")
    assert site.visible(MISSING["card"]), "the chosen photo is shown again after Back"
    site.shot("photo-after-back")
    site.press("back", MISSING["back"])
    site.wait_path("/report/missing/microchip")
    assert digits(site.value(MISSING["microchip"])) == pet.microchip
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    site.press("continue", MISSING["photoContinue"])  # no new file: the chosen photo is kept
    site.wait_path("/report/missing/description")
    assert_description(site, pet, "after Back and Continue")
    site.shot("description-after-back")

    site.driver.refresh()
    site.loaded()
    assert site.path == "/report/missing/description"
    assert_description(site, pet, "after a reload")

    site.go("/report/missing/description")
    assert_description(site, pet, "after a new load of the step URL")
    site.go("/report/missing")
    site.wait_path("/report/missing/description")
    assert_description(site, pet, "after opening the wizard again")
    site.shot("description-after-new-load")

    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path("/report/missing/owner")
    wizard.fill_owner(pet)
    site.press("back", MISSING["back"])
    site.wait_path("/report/missing/description")
    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path("/report/missing/owner")
    assert_owner(site, pet, "after Back and Continue")
    site.go("/report/missing/owner")
    assert_owner(site, pet, "after a new load of the step URL")
    site.shot("owner-after-new-load")

    # Cancel clears everything: a new wizard starts empty, without the photo.
    site.press("cancel", MISSING["cancel"])
    site.wait_path("/")
    site.shot("home-after-cancel")
    wizard.start()
    assert site.value(MISSING["microchip"]) == ""
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    assert not site.visible(MISSING["card"]), "the photo is gone after Cancel"
    site.press("continue", MISSING["photoContinue"])
    assert site.path == "/report/missing/photo"
    assert text.PHOTO_MANDATORY in site.toast(MISSING["photoToast"])
    site.go("/report/missing/description")
    assert site.path != "/report/missing/description" or site.value(MISSING["name"]) == "", \
        "after Cancel the description step shows no old value"
    site.shot("after-cancel")


def test_found_values_survive_back_and_cancel_clears(any_browser, photo):
    site = any_browser
    pet = FoundPet(description="Tabby, very shy")
    wizard = FoundWizard(site)
    wizard.start()
    wizard.photo(photo)
    wizard.fill_details(pet)
    site.press("back", FOUND["detailsBack"])
    site.wait_path("/report/found/photo")
    assert site.visible(FOUND["card"]), "the chosen photo is shown again after Back"
    site.press("continue", FOUND["photoContinue"])
    site.wait_path("/report/found/details")

    def assert_details(moment):
        got = {
            "collar": digits(site.value(FOUND["collar"])),
            "species": site.selected(FOUND["species"]),
            "breed": site.selected(FOUND["breed"]),
            "female": site.is_checked(FOUND["female"]),
            "latitude": site.value(FOUND["latitude"]),
            "longitude": site.value(FOUND["longitude"]),
            "description": site.value(FOUND["description"]),
        }
        assert got == {"collar": pet.collar, "species": pet.species, "breed": pet.breed, "female": True,
                       "latitude": pet.latitude, "longitude": pet.longitude, "description": pet.description}, \
            f"pet details {moment}"

    assert_details("after Back and Continue")
    site.driver.refresh()
    site.loaded()
    assert_details("after a reload")
    site.go("/report/found/details")
    assert_details("after a new load of the step URL")
    site.shot("details-kept")

    site.press("continue", FOUND["detailsContinue"])
    site.wait_path("/report/found/contact")
    wizard.fill_contact(pet)
    site.press("back", FOUND["back"])
    site.wait_path("/report/found/details")
    site.go("/report/found/contact")
    got = [site.value(FOUND[k]) for k in ("phone", "email", "caregiverPhone", "currentAddress")]
    assert got == [pet.phone, pet.email, pet.caregiver_phone, pet.current_address], "contact info after Back"
    site.shot("contact-kept")

    site.press("cancel", FOUND["cancel"])
    site.wait_path("/")
    wizard.start()
    assert not site.visible(FOUND["card"]), "the photo is gone after Cancel"
    site.shot("photo-after-cancel")
    site.press("continue", FOUND["photoContinue"])
    assert text.PHOTO_MANDATORY in site.toast(FOUND["photoToast"])


def test_step_urls_ahead_of_the_draft_lead_to_the_current_step(browser_nojs, photo):
    """A step can't be skipped by typing its URL: the wizard shows the step the draft has reached
    (otherwise the required photo and animal details are skipped and the last step fails)."""
    site = browser_nojs
    site.go("/report/missing/owner")
    site.shot("missing-owner-url-fresh")
    assert site.path == "/report/missing/microchip", f"a fresh browser opening /report/missing/owner is on {site.path}"
    site.go("/report/found/contact")
    assert site.path == "/report/found/photo", f"a fresh browser opening /report/found/contact is on {site.path}"

    MissingWizard(site).start()
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    site.go("/report/missing/description")
    site.shot("missing-description-url-without-photo")
    assert site.path == "/report/missing/photo", f"without a photo, /report/missing/description shows {site.path}"
