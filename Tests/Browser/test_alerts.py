"""Area alerts (issue 37): a neighbour asks, from a report's page, to hear of lost and found pets
near there; the map draws the circle of the radius chosen; the address confirms through the mail's
link (a page with one button); a report listed in the circle then arrives by mail from the real
relay, with a link that changes or stops the alert. With and without JavaScript."""

import uuid

from selenium.webdriver.common.by import By

from test_reaching import link_in, mails_to, plain_text, subject_of

ALERTS = {
    "link": "alerts.link",
    "form": "alerts.form",
    "email": "alerts.emailInput.input",
    "map": "alerts.map",
    "latitude": "alerts.latitude.input",
    "longitude": "alerts.longitude.input",
    "radius": "alerts.radius.dropdown",
    "found": "alerts.status.found",
    "area": "alerts.areaNameInput.input",
    "submit": "alerts.submitButton.tap",
    "notice": "alerts.notice",
    "stop": "alerts.stopButton.tap",
}


def circle_radius(site):
    """The radius, in pixels, of the circle Leaflet drew on the alert's map (None before it is drawn)."""
    return site.driver.execute_script(
        "const path = document.querySelector('[data-testid=\"alerts.map\"] path.leaflet-interactive, "
        "[data-testid=\"alerts.map\"] path');"
        "return path ? path.getBBox().width : null;")


def test_a_neighbour_asks_for_alerts_confirms_hears_of_a_report_and_stops(any_browser, api, mail_sink):
    site = any_browser
    neighbour = f"neighbour-{uuid.uuid4().hex[:8]}@example.com"
    area_name = f"Rynek {uuid.uuid4().hex[:4]}"
    report = api.create(petName="Alert start", email=f"owner-{uuid.uuid4().hex[:6]}@example.com")
    site.go(f"/reports/{report['id']}")
    site.replaced_after(site.find(ALERTS["link"]).click)
    assert site.path == "/alerts/new"
    assert site.value(ALERTS["latitude"]) == "50.06170" and site.value(ALERTS["longitude"]) == "19.93730", \
        "the page opens around the report's place"
    if site.javascript:
        site.wait().until(lambda _: site.find(ALERTS["map"]).is_displayed() and circle_radius(site))
        five = circle_radius(site)
        site.select(ALERTS["radius"], "2")
        site.wait().until(lambda _: circle_radius(site) and abs(circle_radius(site) - five) > 1)
        site.shot("alert-circle")
    else:
        assert not site.find(ALERTS["map"]).is_displayed(), "without the script there is no map; the fields are the way in"
        site.select(ALERTS["radius"], "2")

    # A mistake is said under its field, and what was typed stays.
    site.type(ALERTS["email"], "not-an-address")
    site.type(ALERTS["area"], area_name)
    site.replaced_after(site.find(ALERTS["submit"]).click)
    assert site.error_for(ALERTS["email"]), "the address's problem is said under it"
    assert site.value(ALERTS["area"]) == area_name and site.selected(ALERTS["radius"]) == "2"
    site.type(ALERTS["email"], neighbour)
    site.replaced_after(site.find(ALERTS["submit"]).click)
    assert "Check your inbox" in site.find(ALERTS["notice"]).text

    # The confirmation: its link's GET shows one button; only the POST confirms.
    confirmation = mails_to(mail_sink, neighbour, 1)[0]
    assert subject_of(confirmation) == "Confirm your PetSpot alert for pets within 2 km"
    site.go(link_in(confirmation, "/alerts/confirm"))
    assert "within 2 km of " + area_name in site.driver.page_source
    site.replaced_after(site.driver.find_element(By.CSS_SELECTOR, "form button").click)
    assert "Your alerts are on" in site.driver.page_source

    # A report listed in the circle reaches the neighbour; one outside does not.
    api.create(petName="Far away", locationLatitude=50.2, email=f"owner-{uuid.uuid4().hex[:6]}@example.com")
    near = api.create(petName="Mruczek", species="CAT", locationLatitude=50.0700, email=f"owner-{uuid.uuid4().hex[:6]}@example.com")
    alert = mails_to(mail_sink, neighbour, 1, about=lambda subject: "near " + area_name in subject)[0]
    text = plain_text(alert)
    assert subject_of(alert) == f"A lost cat near {area_name}"
    assert "Mruczek — missing cat" in text and "Far away" not in text
    # Where, in words (issue 50): the words the report's own answer gives.
    assert api.get(near["id"])[1]["place"]["words"] == "near Kraków"
    assert "920 m north of your point (near Kraków)" in text
    assert f"/reports/{near['id']}" in text
    assert alert["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"

    # Its change link: the settings, and the button that stops it.
    site.go(link_in(alert, "/alerts/manage"))
    assert site.selected(ALERTS["radius"]) == "2" and site.value(ALERTS["area"]) == area_name
    assert neighbour in site.body_text()
    site.replaced_after(site.find(ALERTS["stop"]).click)
    assert "You will get no more mail about this area." in site.body_text()
