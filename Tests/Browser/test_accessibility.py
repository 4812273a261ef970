"""axe-core on the main pages (issue 35): 0 serious or critical violations, on a phone (390×844)
and on a desktop (1280 wide), and on a phone in Polish (issue 39). axe-core 4.x is the JavaScript inside PyPI's `axe-playwright-python`
wheel (installed without its dependencies: only the script is used), injected through Selenium."""

import importlib.util
import uuid
from pathlib import Path

import pytest

from petspot_pages import FoundWizard, MissingPet, MissingWizard

SERIOUS = {"serious", "critical"}


@pytest.fixture(scope="session")
def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("axe-playwright-python is not installed: .ci/browser-tests installs it")
    return (Path(spec.submodule_search_locations[0]) / "axe.min.js").read_text()


def violations(site, axe_source):
    """What axe-core finds serious or critical on the page as it stands (each: rule, impact, the elements)."""
    site.loaded()
    site.driver.execute_script(axe_source)
    found = site.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations), (e) => done([{id: String(e)}]));")
    return [f"{site.full_path}: {v['id']} ({v.get('impact')}): " + ", ".join(n["target"][0] for n in v.get("nodes", [])[:3])
            for v in found if v.get("impact") in SERIOUS or "impact" not in v]


@pytest.mark.parametrize("width,height,language", [(390, 844, "en"), (1280, 900, "en"), (390, 844, "pl")], ids=["phone", "desktop", "phone-pl"])
def test_the_main_pages_have_no_serious_or_critical_violations(browser, api, photo, axe_source, width, height, language):
    site = browser
    site.driver.set_window_size(width, height)
    site.go(f"/language/{language}?back=/")  # Polish: longer words on the narrowest screen, and its own `lang`
    report = api.create(petName=f"Axe-{uuid.uuid4().hex[:6]}", locationLatitude=50.0614, locationLongitude=19.9366)
    api.create(status="FOUND", locationLatitude=50.0624, locationLongitude=19.9376)
    problems = []
    for path in ["/", "/reports", "/reports?status=found&lat=50.06&lng=19.93&range=5", f"/reports/{report['id']}",
                 f"/reports/{report['id']}/matches", f"/reports/{report['id']}/manage", f"/reports/{report['id']}/flyer", "/alerts/new?lat=50.06&lng=19.94", "/no/such/page",
                 "/found-a-pet", f"/found-a-pet?country=GB&report={report['id']}", "/found-a-pet?placeQuery=krak&intent=findPlace",
                 f"/reports/{report['id']}/collar", "/reunions"]:
        site.go(path)
        assert site.driver.execute_script("return document.documentElement.lang") == language, path
        problems += violations(site, axe_source)

    site.go(f"/reports/{report['id']}/manage")
    site.type("manageReport.passwordInput.input", "AAAAA-AAAAA")
    site.replaced_after(site.find("manageReport.signInButton.tap").click)  # refused: the error showing
    problems += violations(site, axe_source)
    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    problems += violations(site, axe_source)

    wizard = MissingWizard(site)
    wizard.start()
    problems += violations(site, axe_source)
    wizard.microchip(MissingPet(name="Rex"))
    problems += violations(site, axe_source)
    wizard.photo(photo)
    problems += violations(site, axe_source)
    site.press("continue", "animalDescription.continueButton.tap")  # every error showing
    problems += violations(site, axe_source)

    found = FoundWizard(site)
    found.start()
    problems += violations(site, axe_source)
    found.photo(photo)
    problems += violations(site, axe_source)
    assert problems == [], "\n".join(problems)

    # The check itself sees a violation: a button with no name is critical.
    site.driver.execute_script("document.querySelector('main').append(document.createElement('button'))")
    assert any("button-name (critical)" in problem for problem in violations(site, axe_source))
