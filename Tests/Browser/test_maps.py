"""The place on a map (issue 35, item 2): in both wizards, "Manage my report" and "I saw this
pet", a tap or a drag of the pin, or the arrow keys on the focused pin, sets the place; the fields
fill in by themselves and stay for typing. Leaflet comes from PetSpot, the tiles from the server
`--map-tiles-url` names (here a local one, `tile_server`), and nothing from any other host.
Without JavaScript there is no map and the fields are the way in."""

import uuid

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from petspot_pages import FOUND, MISSING, FoundWizard, MissingPet, MissingWizard


def drawn_map(site, test_id):
    """The map `test_id`, once Leaflet has drawn it and at least one of its tiles has loaded."""
    element = site.find(test_id)
    site.wait().until(lambda _: element.is_displayed() and element.find_elements(By.CSS_SELECTOR, ".leaflet-tile-loaded"))
    return element


def coordinates(site, latitude_id, longitude_id):
    return site.value(latitude_id), site.value(longitude_id)


def assert_five_decimals(pair):
    for value in pair:
        assert value and len(value.split(".")[1]) == 5, pair


def outside_requests(site, tile_server):
    return site.driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)"
        ".filter((n) => !n.startsWith(location.origin) && !n.startsWith(arguments[0] + '/'))", tile_server.origin)


def test_the_missing_wizard_takes_the_place_from_a_tap_a_drag_and_the_arrow_keys(browser, photo, tile_server):
    site = browser
    wizard = MissingWizard(site)
    wizard.start()
    wizard.microchip(MissingPet(name="Rex"))
    wizard.photo(photo)
    area = drawn_map(site, "animalDescription.map")
    tiles = site.driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(arguments[0] + '/tiles/'))",
        tile_server.origin)
    assert tiles, "the tiles come from the configured server"
    assert outside_requests(site, tile_server) == []
    assert "Test tiles © PetSpot" in area.text, "the tiles are credited as configured"
    assert coordinates(site, MISSING["latitude"], MISSING["longitude"]) == ("", "")

    # A tap puts the pin there and fills both fields.
    ActionChains(site.driver).move_to_element_with_offset(area, 40, 30).click().perform()
    tapped = coordinates(site, MISSING["latitude"], MISSING["longitude"])
    assert_five_decimals(tapped)
    pin = area.find_element(By.CSS_SELECTOR, ".leaflet-marker-icon")
    assert pin.get_attribute("title") == "The place: drag it, or move it with the arrow keys"
    site.shot("map-tapped")

    # A drag moves it: east and south.
    ActionChains(site.driver).click_and_hold(pin).move_by_offset(30, 20).move_by_offset(30, 20).release().perform()
    dragged = coordinates(site, MISSING["latitude"], MISSING["longitude"])
    assert float(dragged[1]) > float(tapped[1]) and float(dragged[0]) < float(tapped[0]), (tapped, dragged)

    # The keyboard: the focused pin moves north with the up arrow, and the page does not scroll.
    pin.send_keys(Keys.ARROW_UP)
    keyed = coordinates(site, MISSING["latitude"], MISSING["longitude"])
    assert float(keyed[0]) > float(dragged[0]) and keyed[1] == dragged[1], (dragged, keyed)

    # Typing moves the pin; the server keeps what the map set.
    site.choose_species(MISSING["species"], MISSING["race"], "DOG", "Beagle")
    site.check(MISSING["male"])
    site.press("continue", MISSING["descriptionContinue"])
    site.wait_path(f"{wizard.root}/owner")
    site.go(f"{wizard.root}/description")
    assert coordinates(site, MISSING["latitude"], MISSING["longitude"]) == keyed
    area = drawn_map(site, "animalDescription.map")
    assert area.find_elements(By.CSS_SELECTOR, ".leaflet-marker-icon"), "back on the step, the pin is where it was left"


def test_enter_on_the_focused_map_puts_the_pin_at_its_centre(browser, photo):
    site = browser
    FoundWizard(site).start()
    FoundWizard(site).photo(photo)
    area = drawn_map(site, "reportFoundPet.petDetails.map")
    area.send_keys(Keys.ENTER)  # the map itself takes focus (Leaflet's keyboard), as a tab would
    assert_five_decimals(coordinates(site, FOUND["latitude"], FOUND["longitude"]))
    focused = site.driver.switch_to.active_element
    assert "leaflet-marker-icon" in focused.get_attribute("class"), "the pin has focus, for the arrow keys"


def test_a_sighting_and_a_managed_report_set_their_place_on_a_map(browser, api):
    site = browser
    report = api.create(petName=f"Mapa-{uuid.uuid4().hex[:6]}", locationLatitude=50.0614, locationLongitude=19.9366)
    site.go(f"/reports/{report['id']}")
    area = drawn_map(site, "reportDetails.sightingForm.map")
    site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", area)
    ActionChains(site.driver).move_to_element(area).click().perform()
    latitude, longitude = coordinates(site, "reportDetails.sightingForm.latitude.input", "reportDetails.sightingForm.longitude.input")
    assert_five_decimals((latitude, longitude))
    assert abs(float(latitude) - 50.0614) < 0.02 and abs(float(longitude) - 19.9366) < 0.02, "it opens on the report's place"

    site.go(f"/reports/{report['id']}/manage")
    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    area = drawn_map(site, "manageReport.map")
    assert area.find_elements(By.CSS_SELECTOR, ".leaflet-marker-icon"), "the report's place is pinned"
    site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", area)
    ActionChains(site.driver).move_to_element_with_offset(area, 50, 0).click().perform()
    assert float(site.value("manageReport.longitude.input")) > 19.9366


def test_without_javascript_there_is_no_map_and_the_fields_stay(browser_nojs, photo):
    site = browser_nojs
    wizard = MissingWizard(site)
    wizard.start()
    wizard.microchip(MissingPet(name="Rex"))
    wizard.photo(photo)
    assert not site.find("animalDescription.map").is_displayed()
    assert site.find(MISSING["latitude"]).is_displayed() and site.find(MISSING["longitude"]).is_displayed()
    helper = site.driver.find_element(By.ID, "location-helper").text
    assert helper == "Only the place's latitude and longitude are collected here, not an address.", "no button named that is not there"


def test_use_my_location_refused_says_so_on_the_sighting_form(browser, api):
    """Item 9: "Use my location" with the browser's location refused is not silent: it says why,
    and what to do instead."""
    site = browser
    site.driver.execute_cdp_cmd("Browser.setPermission", {"origin": site.base, "permission": {"name": "geolocation"},
                                                          "setting": "denied"})
    report = api.create(petName=f"Gps-{uuid.uuid4().hex[:6]}")
    site.go(f"/reports/{report['id']}")
    button = site.find("reportDetails.sightingForm.useMyLocation.tap")
    site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    site.wait().until(lambda d: d.find_element(By.ID, "sighting-location-helper").is_displayed())
    assert site.driver.find_element(By.ID, "sighting-location-helper").text.startswith("PetSpot may not use this device's location.")
