"""PetSpot in Polish (issue 39): the Missing wizard walked in Polish with JavaScript on and off, its
summary, the owner's first mail and the flyer (alone, and beside English, still one A4 sheet); and
the pseudo-language (every sentence 40% longer) on a phone: no page scrolls sideways and no
sentence is cut off, the screenshots of each page in English and in the pseudo-language compared."""

import email
import uuid

import pytest

from petspot_catalogue import words
from petspot_pages import MissingPet, MissingWizard
from test_flyer import pages, printed
from test_reaching import mails_to, plain_text, subject_of

PHONE = (390, 844)


def test_the_missing_wizard_in_polish_its_summary_mail_and_flyer(any_browser, mail_sink, photo, screenshot):
    site = any_browser
    site.go("/")
    site.replaced_after(site.find("site.language.pl").click)
    assert site.driver.find_element("css selector", "html").get_attribute("lang") == "pl"
    assert words("browse.reportMissing", "pl") in site.body_text()

    owner = f"wlasciciel-{uuid.uuid4().hex[:8]}@example.com"
    pet = MissingPet(name="Azor", race="German Shepherd", email=owner)
    wizard = MissingWizard(site)
    wizard.start_from_home()
    assert words("missingPet.microchip.heading", "pl") in site.body_text()
    wizard.microchip(pet)
    wizard.photo(photo)
    wizard.fill_description(pet)
    assert words("missingPet.animalDescription.dateOfDisappearance", "pl") in site.body_text()
    if site.javascript:
        # The map's zoom buttons are titled in Polish too, not in Leaflet's English.
        site.wait().until(lambda d: d.find_elements("css selector", ".leaflet-control-zoom-in"))
        zoom_in = site.driver.find_element("css selector", ".leaflet-control-zoom-in")
        assert zoom_in.get_attribute("title") == words("web.zoomIn", "pl")
    site.press("continue", "animalDescription.continueButton.tap")
    site.wait_path(f"{wizard.root}/owner")
    wizard.owner(pet)
    summary = site.body_text()
    assert words("missingPet.summary.title", "pl") in summary and words("missingPet.summary.body", "pl") in summary
    screenshot("summary-pl")

    # The owner's first mail, in Polish: its subject, its words, its Content-Language.
    mail = mails_to(mail_sink, owner, 1)[0]
    assert mail["Content-Language"] == "pl"
    assert subject_of(mail) == words("mail.confirmSubject", "pl", "Azor")
    assert words("mail.confirmLink", "pl") in plain_text(mail)

    # The flyer: Polish, with the pet's gender ("Zaginął pies"); then beside English, still one sheet.
    site.replaced_after(site.find("flyer.link.tap").click)
    flyer = site.body_text()
    assert words("pet.lost.DOG.MALE", "pl").upper() in flyer and "Owczarek niemiecki" in flyer
    assert words("flyer.lastSeenOn", "pl", "") in flyer
    site.go(site.full_path.split("?")[0] + "?languages=pl,en")
    both = site.body_text()
    assert words("pet.lost.DOG.MALE", "pl").upper() in both and words("pet.lost.DOG.MALE", "en").upper() in both
    screenshot("flyer-pl-en")
    if site.javascript:
        assert pages(printed(site, "A4", screenshot.folder)) == 1, "the flyer in two languages is one A4 sheet"
        # Printed, nothing of either language is cut off the sheet (it hides what overflows it).
        for choice in ["pl", "pl,en"]:
            site.go(site.path + f"?languages={choice}")
            site.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            sheet = site.driver.execute_script(
                "const f = document.querySelector('.flyer'); return [f.scrollWidth, f.clientWidth, f.scrollHeight, f.clientHeight];")
            site.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
            assert sheet[0] <= sheet[1] + 1 and sheet[2] <= sheet[3] + 1, f"{choice}: the sheet's words overflow it when printed: {sheet}"


# The main pages, each with what it needs: a report (its page, flyer, manage), the wizards' first steps.
PAGES = ["/", "/reports", "/reports?status=missing", "/report/missing", "/report/found", "/alerts/new",
         "{report}", "{report}/flyer", "{report}/manage", "/no-such-page"]

OVERFLOW = """
const width = document.documentElement.clientWidth;
const problems = [];
if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
for (const element of document.querySelectorAll('body *')) {
  if (element.closest('.leaflet-container, script, style, template, [hidden]')) continue;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') continue;
  const box = element.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) continue;  // visually hidden (the announcer, skip links)
  const text = [...element.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join(' ');
  if (!text) continue;
  const name = `<${element.tagName.toLowerCase()} class="${element.className}"> ${text.slice(0, 40)}`;
  if (box.right > width + 1 || box.left < -1) problems.push(`outside the screen (${Math.round(box.left)}–${Math.round(box.right)}): ${name}`);
  const clipped = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY) || style.textOverflow === 'ellipsis';
  const clamped = style.webkitLineClamp && style.webkitLineClamp !== 'none';  // a pet's own words, two lines on purpose
  if (clipped && !clamped && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1))
    problems.push(`cut off (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}): ${name}`);
}
return problems;
"""


def _layout(site):
    metrics = site.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    return metrics["cssContentSize"]["width"], metrics["cssContentSize"]["height"]


def test_the_pseudo_language_shows_nothing_cut_off_or_overflowing_on_a_phone(browser, api, screenshot):
    site = browser
    site.driver.set_window_size(*PHONE)
    site.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    report = "/reports/" + api.create(petName="Fafik", breed="Cavalier King Charles Spaniel", reward="Nagroda: duży tort czekoladowy",
                                      description="Small brown and white spaniel with a long name tag")["id"]
    problems = []
    for template in PAGES:
        path = template.format(report=report)
        sizes = {}
        for language in ["en", "qps-ploc"]:
            site.go(f"/language/{language}?back=/")
            site.go(path)
            name = path.strip("/").replace("/", "-").replace("?", "-") or "home"
            screenshot(f"{name}-{language}")
            sizes[language] = _layout(site)
            if language == "qps-ploc":
                assert "[" in site.body_text(), f"{path} is not in the pseudo-language"
                problems += [f"{path}: {problem}" for problem in site.driver.execute_script(OVERFLOW)]
        # Compared: the longer words make the page taller, never wider than the phone.
        (english_width, english_height), (pseudo_width, pseudo_height) = sizes["en"], sizes["qps-ploc"]
        assert pseudo_width <= PHONE[0] and english_width <= PHONE[0], f"{path}: {english_width} / {pseudo_width} wide on a {PHONE[0]} px phone"
        assert pseudo_height >= english_height - 2, f"{path}: the longer words made the page shorter ({english_height} → {pseudo_height}): something is hidden"
    site.go("/language/en?back=/")
    assert problems == [], "\n".join(problems)


def test_switching_language_mid_wizard_switches_the_whole_page_and_keeps_what_was_typed(browser, photo, screenshot):
    """Issue 48: choosing Polish on a step did nothing (the step's page kept from the last post was
    shown again, in English), and the next edit brought Polish parts into the English page. Now the
    whole page comes in Polish at once, with the name typed a moment before (never posted) kept."""
    site = browser
    pet = MissingPet(name="Azor", race="German Shepherd", email=f"o-{uuid.uuid4().hex[:8]}@example.com")
    wizard = MissingWizard(site)
    wizard.start_from_home()
    wizard.microchip(pet)
    wizard.photo(photo)
    # A post of the step first (Continue with the species missing), so a page of it is kept in English.
    site.press("continue", "animalDescription.continueButton.tap")
    site.type("animalDescription.animalNameTextField.input", "Łatka")
    site.replaced_after(site.find("site.language.pl").click)
    assert site.driver.find_element("css selector", "html").get_attribute("lang") == "pl"
    assert words("missingPet.animalDescription.dateOfDisappearance", "pl") in site.body_text()
    assert site.find("animalDescription.animalNameTextField.input").get_attribute("value") == "Łatka"
    # The next edit brings Polish into a Polish page: nothing English is left in it.
    assert words("missingPet.animalDescription.dateOfDisappearance", "en") not in site.body_text()
    screenshot("switched-mid-wizard", site.driver)
