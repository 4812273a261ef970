"""Places in words (issue 50) in Chromium: a place found by name through the combobox, with the
keyboard only, moving the map; the same without the script on a phone, where a passer-by who
scanned a flyer says "seen around here" or chooses a place by name, no coordinates typed; the
list's filter within a place; every place said in words; axe on the open combobox."""

import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accessibility import axe_source, violations  # noqa: F401 (a fixture)

SIGHTING = "reportDetails.sightingForm"


def options(site):
    return [o for o in site.driver.find_elements(By.CSS_SELECTOR, "[role=listbox] [role=option]") if o.is_displayed()]


def test_a_place_is_found_by_name_with_the_keyboard_and_moves_the_map(browser, axe_source):  # noqa: F811
    site = browser
    site.go("/alerts/new")
    field = site.find("alerts.placeSearch.input")
    assert field.get_attribute("role") == "combobox" and field.get_attribute("aria-expanded") == "false"
    field.send_keys("wielicz")
    site.wait().until(lambda _: options(site))
    assert field.get_attribute("aria-expanded") == "true"
    assert options(site)[0].text == "Wieliczka · Lesser Poland Voivodeship, PL"
    assert "found: choose" in site.find("alerts.placeSearch.status").text
    problems = violations(site, axe_source)  # the list open
    field.send_keys(Keys.ARROW_DOWN)
    assert field.get_attribute("aria-activedescendant") == options(site)[0].get_attribute("id")
    assert options(site)[0].get_attribute("aria-selected") == "true"
    field.send_keys(Keys.ENTER)  # chooses: never sends the form
    assert site.path == "/alerts/new"
    assert site.value("alerts.latitude.input") == "49.98738" and site.value("alerts.longitude.input") == "20.06473"
    assert field.get_attribute("aria-expanded") == "false"
    assert site.find("alerts.placeSearch.status").text == "The place is set at Wieliczka · Lesser Poland Voivodeship, PL."
    # The map moved there, its pin on the place.
    site.wait().until(lambda d: d.execute_script(
        "const m = document.querySelector('[data-place-map] .leaflet-marker-icon'); return !!m;"))
    problems += violations(site, axe_source)
    # Escape closes a list, then empties the field.
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Krak")
    site.wait().until(lambda _: options(site))
    field.send_keys(Keys.ESCAPE)
    assert not options(site)
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("value") == ""
    site.shot("alert-place-chosen")
    assert problems == []


def test_in_polish_the_places_and_what_is_said_of_them_are_polish(browser):
    site = browser
    site.go("/language/pl?back=/alerts/new")
    field = site.find("alerts.placeSearch.input")
    field.send_keys("warszawa")
    site.wait().until(lambda _: options(site))
    assert options(site)[0].text.startswith("Warszawa · Masovian Voivodeship, PL")
    assert site.find("alerts.placeSearch.status").text.startswith("Znaleziono")


def test_a_passer_by_without_the_script_on_a_phone_says_where_with_no_coordinates_typed(browser_nojs, api):
    site = browser_nojs
    site.driver.set_window_size(390, 844)
    name = f"Flyer-{uuid.uuid4().hex[:6]}"
    report = api.create(petName=name, locationLatitude=50.0881, locationLongitude=20.0279)
    # What the flyer's code leads to: the report's page, the sighting form on it.
    site.go(f"/reports/{report['id']}")
    assert "near Bieńczyce, Kraków" in site.body_text()  # the report's place, in words
    around = site.find(f"{SIGHTING}.placeSearch.choice.tap")
    assert around.text == "Around where it was last seen (near Bieńczyce, Kraków)"
    site.type(f"{SIGHTING}.noteInput.input", "Sniffing at the bins")
    site.replaced_after(around.click)
    assert site.value(f"{SIGHTING}.latitude.input") == "50.08810"
    assert site.value(f"{SIGHTING}.noteInput.input") == "Sniffing at the bins"
    site.replaced_after(site.find(f"{SIGHTING}.sendButton.tap").click)
    assert "Thank you" in site.find(f"{SIGHTING}.notice").text
    site.shot("seen-around-here")

    # Or a place by its name: Find, then a choice.
    site.type(f"{SIGHTING}.placeSearch.input", "Wieliczka")
    site.replaced_after(site.find(f"{SIGHTING}.placeSearch.findButton.tap").click)
    assert site.value(f"{SIGHTING}.placeSearch.input") == "Wieliczka"
    first = site.find_all(f"{SIGHTING}.placeSearch.choice.tap")[0]
    assert first.text == "Wieliczka · Lesser Poland Voivodeship, PL"
    site.shot("places-found")
    site.replaced_after(first.click)
    assert site.value(f"{SIGHTING}.latitude.input") == "49.98738"
    site.replaced_after(site.find(f"{SIGHTING}.sendButton.tap").click)
    assert "Thank you" in site.find(f"{SIGHTING}.notice").text


def test_the_list_is_filtered_within_a_place_chosen_by_name(browser, api):
    site = browser
    name = f"Filter-{uuid.uuid4().hex[:6]}"
    api.create(petName=name, locationLatitude=49.9880, locationLongitude=20.0650)
    site.go("/reports")
    site.type("reportsList.range.input", "3")
    field = site.find("reportsList.placeSearch.input")
    field.send_keys("Wielicz")
    site.wait().until(lambda _: options(site))
    field.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    site.submit_filters()
    assert "lat=49.98738" in site.full_path and "place=" in site.full_path
    assert site.find("reportsList.filterSummary").text == "Within 3 km of Wieliczka"
    assert name in site.body_text() and "near Wieliczka" in site.body_text()
    site.shot("within-a-place")
