"""A report's flyer, its short address and its share card in Chromium (issue 38). Chromium prints the
flyer to PDF (DevTools `Page.printToPDF`) on A4 and on US Letter: each is one sheet; the PDF is
rasterised by `pdftoppm` (Debian's poppler-utils) and the QR code in the picture is read by zxing-cpp
(PyPI): it holds the short address, which answers 302 to the report's page at "I saw this pet". The
share card is a 1200 × 630 JPEG without EXIF, and every address the page's Open Graph tags give
answers 200."""

import base64
import subprocess
import urllib.error
import urllib.request
import uuid

import numpy
import pytest
import zxingcpp

# Inches, as printToPDF takes them; 10 mm margins, as the flyer's print stylesheet lays it out.
PAPERS = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}
MARGIN = 10 / 25.4


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def fetch(url, follow=True):
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=15) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def printed(site, paper, folder):
    width, height = PAPERS[paper]
    result = site.driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": True,
        "marginTop": MARGIN, "marginBottom": MARGIN, "marginLeft": MARGIN, "marginRight": MARGIN})
    pdf = folder / f"flyer-{paper}.pdf"
    pdf.write_bytes(base64.b64decode(result["data"]))
    return pdf


def pages(pdf):
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True).stdout
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


def raster(pdf):
    """The first page at 150 dpi, grey, as a numpy array (pdftoppm's PGM)."""
    stem = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-r", "150", "-gray", "-singlefile", str(pdf), str(stem)], check=True)
    data = stem.with_suffix(".pgm").read_bytes()
    fields, offset = [], 0
    while len(fields) < 4:  # "P5", width, height, maxval, each after whitespace
        while data[offset:offset + 1].isspace():
            offset += 1
        end = offset
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[offset:end])
        offset = end
    width, height = int(fields[1]), int(fields[2])
    return numpy.frombuffer(data[offset + 1:offset + 1 + width * height], dtype=numpy.uint8).reshape(height, width)


def test_the_flyer_prints_on_one_sheet_of_a4_and_of_letter_and_its_code_leads_to_the_report(browser, api, screenshot):
    site = browser
    report = api.create(petName=f"Flyer-{uuid.uuid4().hex[:6]}", reward="200 PLN", contactVisibility="PRIVATE")
    site.go(f"/reports/{report['id']}")
    site.find("flyer.link.tap").click()
    site.find("flyer.sheet")
    assert site.find("flyer.printButton.tap").is_displayed(), "the script shows the print button"
    address = site.find("flyer.shortAddress").text
    page = site.driver.page_source
    assert "LOST" in page and report["petName"] in page and "Reward: 200 PLN" in page
    assert "Contact the owner through PetSpot" in page and "owner@example.com" not in page and "600 100 200" not in page
    screenshot("flyer", site.driver)

    for paper in PAPERS:
        pdf = printed(site, paper, screenshot.folder)
        assert pages(pdf) == 1, f"the flyer fits one {paper} sheet"
        found = zxingcpp.read_barcodes(raster(pdf), formats=zxingcpp.BarcodeFormat.QRCode)
        assert [code.text for code in found] == ["http://" + address], paper

    status, headers, _ = fetch("http://" + address, follow=False)
    assert status == 302 and headers["Location"] == f"/reports/{report['id']}#sighting-form"
    site.driver.get("http://" + address)
    assert site.driver.current_url.endswith(f"/reports/{report['id']}#sighting-form")
    site.find("reportDetails.sightingForm")


def test_a_long_description_is_printed_whole_on_one_sheet(browser, api, screenshot):
    """A 500-character description was cut with "…" after two lines, and its last words were the
    ones that mattered. Printed whole: set smaller, the photo giving way, one sheet still."""
    site = browser
    words = "Grey tabby, white paws, a notch in her left ear, very shy with strangers and with dogs. "
    description = (words * 6)[: 500 - len("Don't chase her, call.")] + "Don't chase her, call."
    assert len(description) == 500
    report = api.create(petName=f"Long-{uuid.uuid4().hex[:6]}", description=description)
    for languages in ("en", "pl,en"):
        site.go(f"/reports/{report['id']}/flyer?languages={languages}")
        site.find("flyer.sheet")
        for paper in PAPERS:
            pdf = printed(site, paper, screenshot.folder)
            assert pages(pdf) == 1, f"one {paper} sheet ({languages})"
            text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
            flat = " ".join(text.split())
            assert "Don't chase her, call." in flat or "Don’t chase her, call." in flat, f"{paper} {languages}: {flat[-400:]}"
        screenshot(f"flyer-long-description-{languages}", site.driver)


def test_without_the_script_the_flyer_says_how_to_print_it(browser_nojs, api):
    site = browser_nojs
    report = api.create(petName=f"Flyer-{uuid.uuid4().hex[:6]}")
    site.go(f"/reports/{report['id']}/flyer")
    site.find("flyer.sheet")
    assert not site.find("flyer.printButton.tap").is_displayed()
    assert "Print it from your browser" in site.driver.page_source


def test_a_shared_report_shows_its_card_and_every_address_its_tags_give_answers(browser, api):
    site = browser
    report = api.create(petName=f"Card-{uuid.uuid4().hex[:6]}")
    site.go(f"/reports/{report['id']}")
    tags = site.driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('meta[property^=\"og:\"], meta[name^=\"twitter:\"]')]"
        ".map((m) => [m.getAttribute('property') || m.getAttribute('name'), m.content]))")
    assert tags["twitter:card"] == "summary_large_image" and tags["og:title"] == f"Lost dog: {report['petName']}"
    for key in ["og:url", "og:image"]:
        assert tags[key].startswith("http://127.0.0.1:"), f"{key} is absolute: {tags[key]}"
        status, _, _ = fetch(tags[key])
        assert status == 200, key
    status, headers, card = fetch(tags["og:image"])
    assert headers["Content-Type"] == "image/jpeg" and card[:2] == b"\xff\xd8" and b"Exif" not in card
    # The frame's size, from the JPEG's start-of-frame marker.
    offset = 2
    while card[offset] == 0xFF and card[offset + 1] not in (0xC0, 0xC1, 0xC2):
        offset += 2 + int.from_bytes(card[offset + 2:offset + 4], "big")
    height, width = int.from_bytes(card[offset + 5:offset + 7], "big"), int.from_bytes(card[offset + 7:offset + 9], "big")
    assert (width, height) == (1200, 630)
