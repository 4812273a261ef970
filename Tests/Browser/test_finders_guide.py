"""The finder's half (issue 51) in Chromium: the guide chosen by where the finder stands, with the
script's place search; the paper collars printed to PDF (DevTools `Page.printToPDF`, landscape),
rasterised by `pdftoppm` and every code read by zxing-cpp: each holds the report's short address."""

import base64

import zxingcpp
from selenium.webdriver.common.by import By

from test_flyer import pages, raster


def options(site):
    return [o for o in site.driver.find_elements(By.CSS_SELECTOR, "[role=listbox] [role=option]") if o.is_displayed()]


def test_a_finder_in_austin_gets_the_us_guide_by_typing_the_city(browser, screenshot):
    site = browser
    site.go("/found-a-pet?country=PL")
    assert site.find("finderGuide.country").text == "Guidance for Poland."
    site.find("finderGuide.placeSearch.input").send_keys("Austin")
    site.wait().until(lambda _: options(site))
    texas = next(option for option in options(site) if "Texas" in option.text)
    texas.click()
    site.replaced_after(site.find("finderGuide.countryButton.tap").click)
    assert site.find("finderGuide.country").text == "Guidance for the United States."
    assert len(site.find_all("finderGuide.step")) == 7
    assert "animal control" in site.driver.page_source
    screenshot("guide-us", site.driver)


def test_paper_collars_print_on_one_landscape_sheet_and_every_code_leads_to_the_report(browser, api, screenshot):
    site = browser
    report = api.create(status="FOUND", species="CAT", sex="UNKNOWN", locationLatitude=50.0614, locationLongitude=19.9366)
    site.go(f"/reports/{report['id']}/collar")
    assert len(site.find_all("collar.strip")) == 5
    assert site.find("collar.printButton.tap").is_displayed(), "the script shows the print button"
    screenshot("collar", site.driver)
    for paper, (width, height) in {"A4": (11.69, 8.27), "Letter": (11.0, 8.5)}.items():
        result = site.driver.execute_cdp_cmd("Page.printToPDF", {
            "paperWidth": width, "paperHeight": height, "printBackground": True, "landscape": True,
            "marginTop": 0.4, "marginBottom": 0.4, "marginLeft": 0.4, "marginRight": 0.4})
        pdf = screenshot.folder / f"collar-{paper}.pdf"
        pdf.write_bytes(base64.b64decode(result["data"]))
        assert pages(pdf) == 1, f"the collars fit one {paper} sheet"
        found = zxingcpp.read_barcodes(raster(pdf), formats=zxingcpp.BarcodeFormat.QRCode)
        texts = {code.text for code in found}
        assert len(found) == 10 and len(texts) == 1, (paper, len(found), texts)
        assert "/r/" in texts.pop()
