"""Manage my report: the owner signs in with the report's password, edits it, marks the pet home,
and everyone sees the happy ending."""

import uuid

from selenium.webdriver.common.keys import Keys

from petspot_pages import list_links


def test_enter_in_the_code_field_signs_the_owner_in(any_browser, api):
    """Enter sends the form's default button, which is "Sign in" (it was an empty intent that
    reloaded the page and said nothing)."""
    site = any_browser
    report = api.create(petName=f"Enter-{uuid.uuid4().hex[:6]}")
    site.go(f"/reports/{report['id']}/manage")

    site.type("manageReport.passwordInput.input", "AAAAA-AAAAA")
    site.replaced_after(lambda: site.find("manageReport.passwordInput.input").send_keys(Keys.ENTER))
    site.assert_error("manageReport.passwordInput.input", "That code doesn't match this report. Check it and try again.")

    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(lambda: site.find("manageReport.passwordInput.input").send_keys(Keys.ENTER))
    assert site.find("manageReport.status").text.startswith("Open: listed until")


def test_owner_edits_and_marks_the_pet_home(any_browser, api):
    site = any_browser
    name = f"Figa-{uuid.uuid4().hex[:6]}"
    report = api.create(petName=name, breed="Beagle", description="Black with a white paw.")
    site.go(f"/reports/{report['id']}")
    site.replaced_after(site.find("reportDetails.manageLink.tap").click)
    assert site.path == f"/reports/{report['id']}/manage"

    site.type("manageReport.passwordInput.input", "AAAAA-AAAAA")
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    site.assert_error("manageReport.passwordInput.input", "That code doesn't match this report. Check it and try again.")
    assert site.value("manageReport.passwordInput.input") == "", "the password is never sent back"

    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    assert site.find("manageReport.status").text.startswith("Open: listed until")
    site.shot("signed-in")

    site.type("manageReport.descriptionInput.input", "Black with a white paw and a red collar.")
    site.replaced_after(site.find("manageReport.saveButton.tap").click)
    assert "Your changes are saved" in site.find("manageReport.notice").text
    assert api.get(report["id"])[1]["description"] == "Black with a white paw and a red collar."

    # The pet is the wizard's own step: a species brings its breeds (in place with the script, by
    # "Show breeds" without it), and Save keeps the rest as it was.
    assert site.selected("manageReport.breedDropdown.tap") == "Beagle"
    site.choose_species("manageReport.speciesDropdown.tap", "manageReport.breedDropdown.tap", "CAT", "Bengal")
    site.check("manageReport.sexFemale.tap")
    site.replaced_after(site.find("manageReport.saveButton.tap").click)
    assert "Your changes are saved" in site.find("manageReport.notice").text
    stored = api.get(report["id"])[1]
    assert (stored["species"], stored["breed"], stored["sex"]) == ("CAT", "Bengal", "FEMALE")
    assert stored["description"] == "Black with a white paw and a red collar.", "what was not changed stays"
    site.shot("pet-edited")

    site.replaced_after(site.find("manageReport.reunitedButton.tap").click)
    assert "Is your pet home?" in site.find("manageReport.confirmation").text
    site.shot("question")
    site.replaced_after(site.find("manageReport.confirmation.confirm").click)
    assert "Wonderful news" in site.find("manageReport.notice").text
    assert site.find("manageReport.status").text.startswith("Reunited on")
    site.shot("reunited")
    # Back shows the page the question was asked on, never "Confirm Form Resubmission" (the
    # browser's error page, with nothing of ours on it): the question is a page of its own
    # address (post/redirect/get).
    site.replaced_after(site.driver.back)
    assert site.path == f"/reports/{report['id']}/manage"
    assert site.has("manageReport.status"), site.driver.page_source[:300]
    site.go(f"/reports/{report['id']}/manage")

    assert api.get(report["id"])[1]["resolution"] == "REUNITED"
    site.go("/reports")
    assert report["id"] not in list_links(site), "a reunited report leaves the list"
    site.go(f"/reports/{report['id']}")
    assert site.find("reportDetails.standingBanner").text.startswith("Reunited on")
    site.go("/")
    strip = site.find("home.reunitedStrip")
    assert name in strip.text
    assert "Reunited" in strip.text and "Missing since" not in strip.text, "a reunited report wears its own badge"
    assert "home again" in site.find("home.reunitedStrip.count").text
    site.shot("home-reunited")
