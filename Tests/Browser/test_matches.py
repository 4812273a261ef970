"""Possible matches as people see them: on a page of their own, linked from a report's page, and on
its owner's manage page."""

import random

from petspot_copy import MATCH_SAME_MICROCHIP, SAME_MICROCHIP_REASON


def test_the_owner_and_the_finder_each_see_the_other_report_as_a_very_likely_match_and_open_it(any_browser, api):
    site = any_browser
    # A chip of this run only: the server is shared by every test of the session.
    chip = "985" + "".join(random.choice("0123456789") for _ in range(12))
    lost = api.create(status="MISSING", petName="Kropka", microchipNumber=chip, lastSeenDate="2026-01-10",
                      description="Black and white, white paws, red collar")
    found = api.create(status="FOUND", microchipNumber=chip, lastSeenDate="2026-01-12",
                       locationLatitude=50.0640, locationLongitude=19.9400,
                       description="Tuxedo dog with white socks and a red collar")

    # The report's page links to its matches (a search of their own); that page shows the found
    # report first, how sure in words, and why.
    site.go(f"/reports/{lost['id']}")
    assert not site.has("possibleMatches.card.tap")
    # The link comes before the sightings and the forms, not at the foot of a long phone page.
    link_top = site.find("possibleMatches.showButton.tap").location["y"]
    for later in ("reportDetails.sightingForm", "reportDetails.messageForm"):
        assert link_top < site.find(later).location["y"], later
    site.replaced_after(site.find("possibleMatches.showButton.tap").click)
    site.wait_path(f"/reports/{lost['id']}/matches")
    section = site.find("possibleMatches.section")
    cards = site.find_all("possibleMatches.card.tap")
    assert cards, section.text
    first = cards[0]
    assert first.get_attribute("href").endswith(f"/reports/{found['id']}")
    assert MATCH_SAME_MICROCHIP in first.text and SAME_MICROCHIP_REASON in first.text
    assert "Found" in first.text and "white paws" in first.text
    photo = first.find_element("css selector", "img.match-photo")
    site.driver.execute_script("arguments[0].scrollIntoView()", photo)  # a lazy image loads once in view
    assert site.image_loaded(photo), "the match's photo did not load (naturalWidth is 0)"
    site.shot("matches-on-report")

    # Opening the card shows the found report, whose matches in turn list the lost one.
    site.replaced_after(first.click)
    site.wait_path(f"/reports/{found['id']}")
    site.replaced_after(site.find("possibleMatches.showButton.tap").click)
    site.wait_path(f"/reports/{found['id']}/matches")
    back = site.find_all("possibleMatches.card.tap")
    assert back and back[0].get_attribute("href").endswith(f"/reports/{lost['id']}")
    assert MATCH_SAME_MICROCHIP in back[0].text and "Kropka" in back[0].text

    # The owner, signed in to manage the report, sees the same card there.
    site.go(f"/reports/{lost['id']}/manage")
    site.type("manageReport.passwordInput.input", lost["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    managed = site.find_all("possibleMatches.card.tap")
    assert managed and managed[0].get_attribute("href").endswith(f"/reports/{found['id']}")
    site.shot("matches-on-manage")
