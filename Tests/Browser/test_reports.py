"""The list's filters, a report's details, and removing a report on "Manage my report" with its
management password."""

import uuid

import petspot_copy as text
from petspot_pages import list_links

MANAGE_LINK = "reportDetails.manageLink.tap"
PASSWORD = "manageReport.passwordInput.input"
SIGN_IN = "manageReport.signInButton.tap"
REMOVE_BUTTON = "manageReport.removeButton.tap"
CONFIRM = "manageReport.confirmation.confirm"
REMOVED_MESSAGE = "removeReport.removedMessage"


def unique(prefix):
    return f"{prefix}-{uuid.uuid4().hex[:6]}"


def test_remove_report_with_its_password(any_browser, api):
    site = any_browser
    name = unique("Pimpek")
    report = api.create(petName=name, breed="Beagle")
    site.go(f"/reports/{report['id']}")
    assert name in site.body_text()
    assert not site.has(PASSWORD), "removing is on Manage my report, behind its sign-in"
    site.shot("details")
    site.replaced_after(site.find(MANAGE_LINK).click)

    site.replaced_after(site.find(SIGN_IN).click)
    assert text.REMOVAL_MISSING_PASSWORD in site.body_text()
    site.shot("no-password")

    site.type(PASSWORD, "AAAAA-AAAAA")
    site.replaced_after(site.find(SIGN_IN).click)
    site.assert_error(PASSWORD, text.REMOVAL_WRONG_PASSWORD)
    assert not site.has(REMOVE_BUTTON)
    assert api.get(report["id"])[0] == 200, "a wrong password removes nothing"
    site.shot("wrong-password")

    site.type(PASSWORD, report["managementPassword"])
    site.replaced_after(site.find(SIGN_IN).click)
    site.replaced_after(site.find(REMOVE_BUTTON).click)
    assert api.get(report["id"])[0] == 200, "Remove asks first"
    site.shot("remove-question")
    site.replaced_after(site.find(CONFIRM).click)
    assert text.REMOVED in site.find(REMOVED_MESSAGE).text
    site.shot("removed")
    assert api.get(report["id"])[0] == 404

    site.go(f"/reports/{report['id']}")
    body = site.body_text()
    assert text.REPORT_GONE in body or text.ALREADY_REMOVED in body, "the details page says the report is gone"
    assert not site.has("reportDetails.photo")
    site.shot("details-after-removal")
    site.go("/reports")
    assert report["id"] not in list_links(site)


def test_list_filters_narrow_the_list(any_browser, api):
    site = any_browser
    dog = api.create(status="MISSING", species="DOG", petName=unique("Azor"), breed="Beagle")
    cat = api.create(status="MISSING", species="CAT", sex="FEMALE", petName=unique("Kicia"), breed="Bengal")
    found_cat = api.create(status="FOUND", species="CAT", sex="UNKNOWN", description=unique("Found tabby"))
    far_dog = api.create(status="MISSING", species="DOG", petName=unique("Warszawiak"),
                         locationLatitude=52.2297, locationLongitude=21.0122)
    ours = {dog["id"]: "dog", cat["id"]: "cat", found_cat["id"]: "found cat", far_dog["id"]: "far dog"}

    def shown(path):
        site.go(path)
        return {ours[i] for i in list_links(site) if i in ours}

    assert shown("/reports") >= {"dog", "cat", "found cat"}
    site.shot("all")
    assert shown("/reports?species=CAT") == {"cat", "found cat"}
    site.shot("cats")
    assert shown("/reports?status=found") == {"found cat"}
    assert shown("/reports?status=missing") >= {"dog", "cat"} and "found cat" not in shown("/reports?status=missing")
    assert shown("/reports?status=missing&species=DOG") - {"far dog"} == {"dog"}
    site.shot("missing-dogs")
    assert shown("/reports?lat=52.2297&lng=21.0122&range=5") == {"far dog"}
    site.shot("near-warsaw")

    # The same through the filter form.
    site.go("/reports")
    site.select("reportsList.speciesFilter.tap", "CAT")
    site.select("reportsList.statusFilter.tap", "missing")
    site.submit_filters()
    assert "species=CAT" in site.full_path and "status=missing" in site.full_path
    assert {ours[i] for i in list_links(site) if i in ours} == {"cat"}
    site.shot("filter-form")

    # A filter that can't be read is explained next to its field.
    site.go("/reports?range=0")
    site.assert_error("reportsList.range.input", text.RANGE_PROBLEM)
    site.shot("range-problem")
