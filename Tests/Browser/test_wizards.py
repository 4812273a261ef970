"""Both wizards from Home to their password, with JavaScript on and off, then the new report
on the list (and its status filter) and on its details page."""

import re
import uuid

from selenium.webdriver.common.by import By

import petspot_copy as text
from petspot_pages import FOUND, MISSING, FoundPet, FoundWizard, MissingPet, MissingWizard, list_links


def unique(prefix):
    return f"{prefix}-{uuid.uuid4().hex[:6]}"


def digits(value):
    return re.sub(r"\D", "", value or "")


def open_from_list(site, report_id, path):
    site.go(path)
    site.audit()
    ids = list_links(site)
    assert report_id in ids, f"{report_id} is not listed on {path} (listed: {ids})"
    item = [i for i in site.find_all("reportsList.item.tap") if report_id in (i.get_attribute("href") or i.get_attribute("innerHTML"))][0]
    return item


def check_details(site, report_id, expected_texts, phone=None, email=None):
    """The report's page; with `phone` and `email`, its Call and Email buttons; without, its line saying they are private."""
    site.wait_path(f"/reports/{report_id}")
    site.audit()
    body = site.body_text()
    for expected in expected_texts:
        assert expected in body, f"details page lacks {expected!r}"
    photo = site.find("reportDetails.photo")
    if photo.tag_name != "img":
        photo = photo.find_element(By.TAG_NAME, "img")
    assert site.image_loaded(photo), "the report's photo did not load (naturalWidth is 0)"
    if phone is None:
        assert text.CONTACT_PRIVATE in site.body_text() and not site.has("reportDetails.callButton.tap")
        return
    call = site.find("reportDetails.callButton.tap").get_attribute("href")
    mail = site.find("reportDetails.emailButton.tap").get_attribute("href")
    assert call.startswith("tel:") and digits(call) == digits(phone), call
    assert mail.startswith("mailto:") and email in mail, mail


def test_missing_wizard_completes(any_browser, api, photo):
    site = any_browser
    site.audit_pages = True
    pet = MissingPet(name=unique("Rex"))
    wizard = MissingWizard(site)

    wizard.start_from_home()
    assert "1/4" in site.find(MISSING["progress"]).text
    site.type(MISSING["microchip"], pet.microchip)
    if site.javascript:
        assert site.value(MISSING["microchip"]) == "12345-67890-12345", "the microchip is formatted while typing"
    site.shot("microchip")
    site.press("continue", MISSING["microchipContinue"])
    site.wait_path("/report/missing/photo")
    assert "2/4" in site.find(MISSING["progress"]).text

    wizard.photo(photo)
    assert "3/4" in site.find(MISSING["progress"]).text
    wizard.description(pet)
    assert "4/4" in site.find(MISSING["progress"]).text
    password = wizard.owner(pet)
    assert text.SUMMARY_TITLE in site.find(MISSING["summaryTitle"]).text
    assert password in site.body_text()

    # The report the wizard sent, as the API stores it.
    matches = api.find(petName=pet.name)
    assert len(matches) == 1, matches
    report = matches[0]
    assert report["status"] == "MISSING" and report["species"] == "DOG" and report["breed"] == pet.race
    assert report["sex"] == "MALE" and report["age"] == 4 and report["microchipNumber"] == pet.microchip
    assert report["description"] == pet.description and report["reward"] == pet.reward
    assert report["contactVisibility"] == "PRIVATE" and report.get("email") is None and report.get("phone") is None, "kept private"
    assert abs(report["locationLatitude"] - 50.0647) < 1e-6 and abs(report["locationLongitude"] - 19.945) < 1e-6
    assert report["photoUrl"]

    site.press("close", MISSING["summaryClose"])
    site.wait_path("/")
    site.audit()
    site.shot("home-after-close")

    open_from_list(site, report["id"], "/reports?status=missing")
    site.shot("list-missing")
    site.go("/reports?status=found")
    assert report["id"] not in list_links(site)
    item = open_from_list(site, report["id"], "/reports")
    assert pet.name in item.text
    site.shot("list")
    site.replaced_after(item.click)
    check_details(site, report["id"], [pet.name, pet.race, pet.description])
    site.shot("details")
    assert not site.audit_problems, "controls without a label or data-testid:\n" + "\n".join(site.audit_problems)


def test_found_wizard_completes(any_browser, api, photo):
    site = any_browser
    site.audit_pages = True
    pet = FoundPet(description=unique("Grey cat with a blue collar"), show_contact=True)
    wizard = FoundWizard(site)

    wizard.start_from_home()
    assert "1/3" in site.find(FOUND["progress"]).text
    site.shot("photo-empty")
    wizard.photo(photo)
    assert "2/3" in site.find(FOUND["progress"]).text

    site.choose_species(FOUND["species"], FOUND["breed"], pet.species, pet.breed)
    site.type(FOUND["collar"], pet.collar)
    if site.javascript:
        assert site.value(FOUND["collar"]) == "98765-43210-12345", "the collar data is formatted while typing"
    site.check(FOUND["female"])
    site.type(FOUND["latitude"], pet.latitude)
    site.type(FOUND["longitude"], pet.longitude)
    site.type(FOUND["description"], pet.description)
    site.shot("details")
    site.press("continue", FOUND["detailsContinue"])
    site.wait_path("/report/found/contact")
    assert "3/3" in site.find(FOUND["progress"]).text

    password = wizard.contact(pet)
    assert text.CONFIRMATION_TITLE in site.find(FOUND["confirmationTitle"]).text
    assert password in site.body_text()

    matches = api.find(description=pet.description)
    assert len(matches) == 1, matches
    report = matches[0]
    assert report["status"] == "FOUND" and report["species"] == "CAT" and report["breed"] == pet.breed
    assert report["sex"] == "FEMALE" and report["microchipNumber"] == pet.collar
    assert report["contactVisibility"] == "PUBLIC"
    assert report["email"] == pet.email and digits(report["phone"]) == digits(pet.phone)
    assert abs(report["locationLatitude"] - 50.0601) < 1e-6 and abs(report["locationLongitude"] - 19.9401) < 1e-6
    assert report["photoUrl"]

    site.press("close", FOUND["confirmationClose"])
    site.wait_path("/")
    site.audit()

    open_from_list(site, report["id"], "/reports?status=found")
    site.shot("list-found")
    site.go("/reports?status=missing")
    assert report["id"] not in list_links(site)
    item = open_from_list(site, report["id"], "/reports")
    site.replaced_after(item.click)
    check_details(site, report["id"], [pet.breed, pet.description], pet.phone, pet.email)
    site.shot("details")
    assert not site.audit_problems, "controls without a label or data-testid:\n" + "\n".join(site.audit_problems)


def test_gps_fills_the_found_location(browser, photo):
    """With JavaScript, "Use current location" fills latitude and longitude from the browser's position."""
    site = browser
    site.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": 50.0614, "longitude": 19.9366, "accuracy": 5})
    site.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": site.base, "permissions": ["geolocation"]})
    wizard = FoundWizard(site)
    wizard.start()
    wizard.photo(photo)
    site.press("gps", "reportFoundPet.petDetails.useCurrentLocationButton.tap")
    assert site.path == "/report/found/details"
    assert float(site.value(FOUND["latitude"])) == 50.0614 and float(site.value(FOUND["longitude"])) == 19.9366
    assert text.GPS_SUCCESS in site.body_text()
    site.shot("gps-filled")


def test_gps_denied_explains_manual_entry(browser, photo):
    """Seed 000's edge case: with location refused, the visitor is told to type the coordinates or leave them blank."""
    site = browser
    site.driver.execute_cdp_cmd("Browser.setPermission", {"origin": site.base, "permission": {"name": "geolocation"},
                                                          "setting": "denied"})
    wizard = FoundWizard(site)
    wizard.start()
    wizard.photo(photo)
    site.press("gps", "reportFoundPet.petDetails.useCurrentLocationButton.tap")
    assert text.GPS_DENIED_TITLE in site.find("reportFoundPet.petDetails.permissionAlert").text
    site.shot("gps-denied-alert")
    site.press("dismiss", "reportFoundPet.petDetails.permissionAlert.cancel")
    assert text.GPS_DENIED_TOAST in site.body_text()
    assert not site.has("reportFoundPet.petDetails.permissionAlert")
    assert site.value(FOUND["latitude"]) == ""
    site.shot("gps-denied")
