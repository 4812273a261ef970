"""The wizards as a new user meets them (issue "The web wizards as people use them"): Back,
Forward and Reload after every kind of post, updates in place, focus and announcements, photo
limits, the summary's link, the seeds' gaps and the finishing touches. Each test names the item
it covers; screenshots land beside the others."""

import re
import urllib.request
from datetime import date, datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import petspot_copy as text
from petspot_pages import (DISCARD_QUESTION, FOUND, KEEP_EDITING_BUTTON, MISSING, FoundPet, FoundWizard, MissingPet,
                           MissingWizard)

RESUBMISSION_PAGE = re.compile(r"ERR_CACHE_MISS|Confirm Form Resubmission")
TOO_LONG = "Must be at most 100 characters"
OTHER_RACE = "Other / not listed"


@pytest.fixture(scope="session")
def huge_photo(tmp_path_factory):
    """A JPEG's signature followed by 11 MB: over the 10 MB limit."""
    path = tmp_path_factory.mktemp("photos") / "holiday-dog.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0" + bytes(11_000_000))
    return str(path)


def to_description(site, photo):
    wizard = MissingWizard(site)
    wizard.start()
    wizard.microchip(MissingPet(name="Rex"))
    wizard.photo(photo)
    return wizard


def no_browser_error(site):
    source = site.driver.page_source
    assert not RESUBMISSION_PAGE.search(source), f"{site.full_path} shows the browser's resubmission page"
    assert site.driver.find_elements(By.CSS_SELECTOR, "form.wizard, main"), f"{site.full_path} is not a PetSpot page"


# ---------------------------------------------------------------------------- 1. post/redirect/get


def test_back_forward_and_reload_after_posts_never_resubmit(any_browser, photo):
    site = any_browser
    wizard = to_description(site, photo)
    # Continue with errors: the answer is the step's own address, with the errors.
    site.press("continue", MISSING["descriptionContinue"])
    assert site.path == f"{wizard.root}/description"
    site.assert_error(MISSING["species"], "species")
    # Reload shows the same page (errors kept), never a re-sent form.
    site.driver.refresh()
    site.loaded()
    no_browser_error(site)
    site.assert_error(MISSING["species"], "species")
    site.shot("reload-after-errors")
    # On to step 4, then browser Back and Forward.
    wizard.description(MissingPet(name="Rex"))
    site.driver.back()
    site.loaded()
    no_browser_error(site)
    assert site.path == f"{wizard.root}/description"
    assert site.value(MISSING["name"]) == "Rex", "the values typed are kept"
    site.shot("back-from-step-4")
    site.driver.forward()
    site.loaded()
    no_browser_error(site)
    assert site.path == f"{wizard.root}/owner"


def test_found_back_from_contact_step(any_browser, photo):
    site = any_browser
    wizard = FoundWizard(site)
    wizard.start()
    wizard.photo(photo)
    site.press("continue", FOUND["detailsContinue"])  # errors first: a post that stays
    wizard.details(FoundPet(description="Grey cat"))
    site.driver.back()
    site.loaded()
    no_browser_error(site)
    assert site.path == f"{wizard.root}/details"
    site.shot("found-back-from-3")


# ---------------------------------------------------------------------------- 2. updates in place


def test_species_gps_and_remove_photo_update_in_place(browser, photo):
    site = browser
    site.driver.set_window_size(390, 844)  # a phone
    to_description(site, photo)
    page = site.driver.find_element(By.TAG_NAME, "html")
    species = site.find(MISSING["species"])
    site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", species)
    scrolled = site.driver.execute_script("return window.scrollY")
    assert scrolled > 0
    # The arrow keys walk the species list; each choice brings that species' breeds.
    species.click()
    species.send_keys(Keys.ESCAPE)
    site.updated_after(lambda: species.send_keys(Keys.ARROW_DOWN))
    site.updated_after(lambda: species.send_keys(Keys.ARROW_DOWN))
    assert page.is_enabled(), "the page was reloaded"
    assert site.driver.switch_to.active_element == site.find(MISSING["species"]), "focus left the species list"
    assert site.driver.execute_script("return window.scrollY") == scrolled, "the page scrolled away"
    chosen = site.selected(MISSING["species"])
    assert chosen and len(site.option_values(MISSING["race"])) > 2
    site.shot("species-by-keyboard")
    # GPS: the fields fill in place.
    site.driver.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["geolocation"], "origin": site.base})
    site.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": -33.8688, "longitude": 151.2093, "accuracy": 5})
    site.press("gps", "animalDescription.requestGPSButton.tap")
    assert page.is_enabled(), "GPS reloaded the page"
    assert site.value(MISSING["latitude"]).startswith("-33.86")
    assert text.GPS_SUCCESS in site.body_text()
    site.shot("gps-in-place")
    # Remove photo on the way back: the card goes, focus goes to the file chooser.
    site.press("back", MISSING["descriptionBack"])
    photo_page = site.driver.find_element(By.TAG_NAME, "html")
    site.press("removePhoto", MISSING["removePhoto"])
    assert photo_page.is_enabled(), "Remove photo reloaded the page"
    assert not site.has(MISSING["card"])
    assert site.driver.switch_to.active_element.get_attribute("id") == "photo-input"
    site.shot("photo-removed-in-place")


# ---------------------------------------------------------------------------- 3. errors people notice


def test_focus_goes_to_the_first_field_to_fix_and_live_errors_are_announced(browser, photo):
    site = browser
    to_description(site, photo)
    site.press("continue", MISSING["descriptionContinue"])
    active = site.driver.switch_to.active_element
    assert active.get_attribute("aria-invalid") == "true"
    assert active.get_attribute("data-testid") == MISSING["species"], "the first invalid field has focus"
    # The Animal name's limit shows under it while typing past it, and is read out.
    site.type(MISSING["name"], "x" * 101)
    site.assert_error(MISSING["name"], TOO_LONG)
    site.wait().until(lambda d: TOO_LONG in d.find_element(By.ID, "announcer").get_attribute("textContent"))
    assert site.find(MISSING["name"]).get_attribute("value") == "x" * 101, "nothing typed is cut"
    site.shot("name-too-long")
    site.find(MISSING["name"]).send_keys(Keys.BACKSPACE)
    site.wait().until(lambda d: site.error_for(MISSING["name"]) is None)


def test_wrong_manage_password_is_in_view_and_focused_on_a_phone(browser, api):
    site = browser
    site.driver.set_window_size(390, 844)
    report = api.create(description="A long story, told in full. " * 16)
    site.go(f"/reports/{report['id']}/manage")
    site.type("manageReport.passwordInput.input", "AAAAA-AAAAA")
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    assert "failure=wrong-password" in site.full_path
    error = site.driver.switch_to.active_element
    assert error.get_attribute("class") == "field-error" and text.REMOVAL_WRONG_PASSWORD in error.text
    in_view = site.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight", error)
    assert in_view, "the message is off screen"
    assert site.value("manageReport.passwordInput.input") == "", "the password is never sent back"
    site.shot("wrong-password-phone")


# ---------------------------------------------------------------------------- 4. photos


def test_a_photo_over_10_mb_is_refused_with_its_name(any_browser, huge_photo, not_a_photo):
    site = any_browser
    MissingWizard(site).start()
    site.type(MISSING["microchip"], "")
    site.press("continue", MISSING["microchipContinue"])
    site.press("continue", MISSING["photoContinue"])  # the "Photo is mandatory" toast first
    site.upload(MISSING["browse"], huge_photo)
    if not site.javascript:
        site.press("continue", MISSING["photoContinue"])  # sent, refused by the server
    site.wait().until(lambda d: "is larger than 10 MB" in d.find_element(By.ID, "photo-helper").text)
    assert "holiday-dog.jpg is larger than 10 MB" in site.driver.find_element(By.ID, "photo-helper").text
    assert not site.visible(MISSING["photoToast"]), "the earlier toast still stands beside the new message"
    site.shot("photo-too-large")
    # Bytes that are no image under an image's name: the server judges them, on Continue.
    site.upload(MISSING["browse"], not_a_photo)
    site.press("continue", MISSING["photoContinue"])
    site.wait().until(lambda d: "isn't a supported image" in d.find_element(By.ID, "photo-helper").text)
    assert "larger than 10 MB" not in site.body_text(), "one message at a time"
    assert not site.visible(MISSING["photoToast"]), "no toast beside the file's message"


# ---------------------------------------------------------------------------- 5. the summary once


def test_summary_links_to_the_report_and_ends_when_left(browser, photo, api):
    site = browser
    wizard = MissingWizard(site)
    pet = MissingPet(name="Linky")
    wizard.complete(pet, photo)
    site.replaced_after(site.find("summary.viewReport.tap").click)
    assert site.path.startswith("/reports/") and "Linky" in site.body_text()
    site.shot("report-from-summary")
    wizard.start()
    assert site.path == f"{wizard.root}/microchip", "a new report starts at step 1"


# ---------------------------------------------------------------------------- 6. seed gaps


def test_negative_coordinates_other_breed_and_placeholders(any_browser, photo, api):
    site = any_browser
    wizard = FoundWizard(site)
    wizard.start()
    wizard.photo(photo)
    date_field = site.find(FOUND["date"])
    assert date_field.get_attribute("placeholder") == "DD/MM/YYYY" and date_field.get_attribute("type") == "text"
    date_field.clear()
    site.shot("date-placeholder")
    date_field.send_keys(date.today().strftime("%d/%m/%Y"))
    assert "Only the place's latitude and longitude are collected here, not an address." in site.body_text(), "FR-015's helper when GPS is skipped"
    for field in ("latitude", "longitude"):
        assert site.find(FOUND[field]).get_attribute("inputmode") in (None, "", "text"), "a keyboard without a minus key"
    site.choose_species(FOUND["species"], FOUND["breed"], "DOG")
    site.select(FOUND["breed"], "__other__")
    if not site.javascript:
        site.press("continue", FOUND["detailsContinue"])  # the page comes back with the text field
    other = site.find("reportFoundPet.petDetails.otherBreed.input")
    site.wait().until(lambda d: other.is_displayed() if site.javascript else True)
    site.type("reportFoundPet.petDetails.otherBreed.input", "Podhale sheepdog mix")
    site.check(FOUND["female"])
    site.type(FOUND["latitude"], "-34.6037")
    site.type(FOUND["longitude"], "-58.3816")
    site.shot("negative-coordinates-other-breed")
    site.press("continue", FOUND["detailsContinue"])
    site.wait_path(f"{wizard.root}/contact")
    wizard.contact(FoundPet(description=""))
    reports = api.find(breed="Podhale sheepdog mix")
    assert reports and reports[-1]["locationLatitude"] == -34.6037 and reports[-1]["locationLongitude"] == -58.3816


def test_today_is_the_visitors_today(browser, photo):
    site = browser
    # Far east of the server: there it is already tomorrow for most of the server's day.
    site.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Pacific/Kiritimati"})
    local_today = datetime.now(timezone(timedelta(hours=14))).date()
    to_description(site, photo)
    date_field = site.find(MISSING["date"])
    assert date_field.get_attribute("data-latest") == local_today.isoformat()
    assert date_field.get_attribute("value") == local_today.strftime("%d/%m/%Y")
    wizard = MissingWizard(site)
    wizard.description(MissingPet(name="Kiri"))  # that day is accepted
    site.driver.back()
    site.loaded()
    assert site.value(MISSING["date"]) == local_today.strftime("%d/%m/%Y")


def test_a_day_after_the_visitors_today_is_said_at_once(browser, photo):
    """Item 6: the date's maximum is the browser's today: typing a later day says so at once, and
    Continue does not send it."""
    site = browser
    site.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Pacific/Pago_Pago"})  # UTC-11
    local_today = datetime.now(timezone(timedelta(hours=-11))).date()
    to_description(site, photo)
    tomorrow = (local_today + timedelta(days=1)).strftime("%d/%m/%Y")
    date_field = site.type(MISSING["date"], tomorrow)
    site.wait().until(lambda d: site.error_for(MISSING["date"]) == text.FUTURE_DATE)
    # The field keeps focus until Continue is pressed, so no answer of the server swaps it meanwhile.
    site.click(MISSING["descriptionContinue"])
    site.wait().until(lambda d: d.switch_to.active_element == date_field)
    assert site.path.endswith("/description") and site.driver.switch_to.active_element == date_field
    site.shot("future-day-said-at-once")


# ---------------------------------------------------------------------------- 7. finish


def test_browser_error_pages_favicon_and_fonts(browser, server, tile_server):
    site = browser
    site.go("/no/such/page")
    assert "Page not found" in site.body_text()
    assert site.driver.find_elements(By.CSS_SELECTOR, "main a[href='/']"), "a way home"
    site.shot("not-found")
    request = urllib.request.Request(server + "/no/such/page", headers={"Accept": "application/json"})
    try:
        urllib.request.urlopen(request)
    except urllib.error.HTTPError as error:
        assert error.code == 404 and error.headers["Content-Type"].startswith("application/json")
    api = urllib.request.Request(server + "/api/v1/nothing", headers={"Accept": "text/html"})
    try:
        urllib.request.urlopen(api)
    except urllib.error.HTTPError as error:
        assert error.headers["Content-Type"].startswith("application/json"), "API paths keep the envelope"
    with urllib.request.urlopen(server + "/favicon.ico") as icon:
        assert icon.headers["Content-Type"] == "image/svg+xml"
    site.go("/")
    heading_font = site.driver.execute_script("return getComputedStyle(document.querySelector('h1, h2')).fontFamily")
    assert heading_font.startswith("Inter")
    # Nothing from another host: no stylesheet, script or font.
    outside = site.driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => !n.startsWith(location.origin)"
        " && !n.startsWith(arguments[0] + '/'))", tile_server.origin)
    assert outside == [], outside
    assert not site.driver.find_elements(By.CSS_SELECTOR, "link[href^='http'], script[src^='http']")


def test_distances_in_km_lists_newest_first_and_a_readable_width(browser, api):
    site = browser
    older = api.create(lastSeenDate=(date.today() - timedelta(days=20)).isoformat(), locationLatitude=10.0,
                       locationLongitude=10.00912)
    newer = api.create(lastSeenDate=date.today().isoformat(), locationLatitude=10.0, locationLongitude=10.0)
    site.go("/reports?status=missing")
    hrefs = [a.get_attribute("href") for a in site.find_all("reportsList.item.tap")]
    position = lambda report: next(i for i, h in enumerate(hrefs) if h.endswith(report["id"]))
    assert position(newer) < position(older), "newest first"
    width = site.driver.execute_script("return document.querySelector('.reports-list').getBoundingClientRect().width")
    assert width <= 720
    site.shot("list-desktop")
    site.go("/reports?status=missing&lat=10&lng=10&range=5")
    assert "1.0 km away" in site.body_text() and "1000 m" not in site.body_text()


def test_cancel_asks_before_discarding_a_filled_wizard(any_browser, photo):
    """Item 7: with the script, the browser's dialog asks; without it, the step itself asks, and
    Keep editing keeps what was typed. Confirmed, the wizard starts again from step 1."""
    site = any_browser
    wizard = to_description(site, photo)
    site.type(MISSING["name"], "Keep me")
    cancel = site.find(MISSING["cancel"])
    if site.javascript:
        cancel.click()
        alert = site.driver.switch_to.alert
        assert "Discard this report?" in alert.text
        alert.dismiss()
    else:
        site.replaced_after(cancel.click)
        question = site.find(DISCARD_QUESTION)
        assert "Discard this report?" in question.text
        site.shot("discard-question")
        site.replaced_after(site.find(KEEP_EDITING_BUTTON).click)
        assert not site.has(DISCARD_QUESTION)
    assert site.path == f"{wizard.root}/description" and site.value(MISSING["name"]) == "Keep me"
    site.press("cancel", MISSING["cancel"])  # confirmed this time
    site.wait_path("/")
    site.go("/report/missing")
    assert site.path.endswith("/microchip") and site.value(MISSING["microchip"]) == ""


# ---------------------------------------------------------------------------- item 4: small photos


PAGE_WEIGHT_LIMIT = 1_500_000


def _bytes_from_this_server(driver):
    """What the page and everything it loaded from this server weighed on the wire (a fresh browser: no cache)."""
    return driver.execute_script("""
        const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
        return entries.filter(entry => entry.name.startsWith(location.origin))
                      .reduce((sum, entry) => sum + entry.transferSize, 0);""")


def test_home_with_the_demo_reports_loads_thumbnails_not_photos(demo_browser, screenshot):
    """Item 4: every list thumbnail is the server's small JPEG, and the home page with the demo
    data, every thumbnail scrolled into view, stays under 1.5 MB; a report's page shows the display size."""
    site = demo_browser
    site.driver.set_window_size(1280, 1600)
    site.go("/")
    thumbnails = site.driver.find_elements(By.CSS_SELECTOR, "img.report-thumb")
    assert len(thumbnails) >= 8, "the demo reports near Kraków are listed"
    for image in thumbnails:
        site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", image)
        assert site.image_loaded(image), image.get_attribute("src")
        assert image.get_attribute("src").endswith("?size=thumbnail")
        assert site.driver.execute_script("return arguments[0].naturalWidth", image) <= 320
    weight = _bytes_from_this_server(site.driver)
    screenshot("home-with-demo-reports")
    assert 0 < weight < PAGE_WEIGHT_LIMIT, f"the home page weighed {weight} bytes"

    site.go(site.driver.find_element(By.CSS_SELECTOR, "a.report-link").get_attribute("href").removeprefix(site.base))
    photo = site.driver.find_element(By.CSS_SELECTOR, "img.report-photo")
    assert site.image_loaded(photo)
    assert photo.get_attribute("src").endswith("?size=display")
    screenshot("report-with-its-display-photo")


def test_a_long_unbroken_name_stays_on_a_phone_page(browser, api):
    """A 100-character name with no space pushed a report's page, the list and home sideways on a phone."""
    site = browser
    site.driver.set_window_size(390, 844)
    name = "Bartholomew" + "x" * 89
    report = api.create(petName=name, locationLatitude=50.0617, locationLongitude=19.9373)
    for path in (f"/reports/{report['id']}", "/reports?lat=50.0617&lng=19.9373&range=5", "/?lat=50.0617&lng=19.9373"):
        site.go(path)
        assert name[:20] in site.body_text()
        wide = site.driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert wide <= 0, f"{path} is {wide} px wider than the phone"


def test_back_into_the_photo_step_shows_the_photo_chosen_not_an_old_state(any_browser, photo, not_a_photo):
    """Item 3: a refused file, then a good one and Continue; Back into the photo step shows the
    photo that was kept (its card), not the old error (no script) nor an empty box (script)."""
    site = any_browser
    wizard = MissingWizard(site)
    wizard.start()
    wizard.microchip(MissingPet(name="Rex"))
    site.upload(MISSING["browse"], not_a_photo)
    site.press("continue", MISSING["photoContinue"])
    site.wait().until(lambda d: "isn't a supported image" in d.find_element(By.ID, "photo-helper").text)
    site.upload(MISSING["browse"], photo)
    site.press("continue", MISSING["photoContinue"])
    site.wait_path(f"{wizard.root}/description")
    site.driver.back()
    site.wait_path(f"{wizard.root}/photo")
    site.loaded()
    site.shot("back-into-photo")
    assert site.visible(MISSING["card"]), "the photo kept is shown"
    assert not site.driver.find_element(By.ID, "photo-helper").is_displayed(), "no old error"
    assert "isn't a supported image" not in site.body_text()
    site.press("continue", MISSING["photoContinue"])
    site.wait_path(f"{wizard.root}/description")
