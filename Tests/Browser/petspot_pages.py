"""Page helpers of the browser suite: finding controls by their `data-testid`, pressing the
wizard's `intent` buttons and waiting for the page the server answers, reading inline errors
through `aria-describedby`, and the two wizards step by step.

Every wait is a WebDriverWait on a condition (a page replaced, an element present); nothing
sleeps for page behaviour.
"""

import re
from dataclasses import dataclass
from urllib.parse import urlparse

from selenium.common.exceptions import (ElementClickInterceptedException, ElementNotInteractableException,
                                        NoSuchElementException, StaleElementReferenceException, TimeoutException,
                                        WebDriverException)
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

WAIT = 15
REFRESH = "wizard.refreshButton.tap"
# With JavaScript these buttons update the step in place (the server renders the parts that change).
PARTIAL_INTENTS = {"gps", "removePhoto"}
# Without JavaScript, Cancel on a filled wizard asks on the step: Discard, or Keep editing.
DISCARD_QUESTION = "wizard.discardAlert"
DISCARD_BUTTON = "wizard.discardAlert.discard"
KEEP_EDITING_BUTTON = "wizard.discardAlert.keepEditing"
PASSWORD = re.compile(r"^[0-9A-Z]{5}-[0-9A-Z]{5}$")


def testid(value):
    return By.CSS_SELECTOR, f'[data-testid="{value}"]'


class Site:
    def __init__(self, driver, base, screenshot, javascript=True):
        self.driver = driver
        self.base = base
        self.shot = lambda name: screenshot(name, driver)
        self.javascript = javascript
        self.audit_pages = False  # when set, every step is also checked for labels and test ids
        self.audit_problems = []

    def audit(self):
        """Notes (in audit_problems) the controls of this page without a label or a data-testid."""
        if self.audit_pages:
            self.audit_problems += [f"{self.path}: {problem}" for problem in self.unlabelled_controls()]

    # ------------------------------------------------------------------ navigation

    def wait(self, timeout=WAIT):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))

    def loaded(self):
        self.wait().until(lambda d: d.execute_script("return document.readyState") == "complete")

    def go(self, path):
        self.driver.get(self.base + path)
        self.loaded()

    @property
    def path(self):
        return urlparse(self.driver.current_url).path

    @property
    def full_path(self):
        parsed = urlparse(self.driver.current_url)
        return parsed.path + (f"?{parsed.query}" if parsed.query else "")

    def wait_path(self, path, timeout=WAIT):
        try:
            self.wait(timeout).until(lambda d: urlparse(d.current_url).path == path)
        except TimeoutException:
            raise AssertionError(f"expected to be on {path}, still on {self.full_path}: {self.visible_problems()}") from None
        self.loaded()

    def replaced_after(self, action):
        """Runs `action` (a click) and waits until the browser shows the page the server answered."""
        old = self.driver.find_element(By.TAG_NAME, "html")
        action()

        def replaced(_):
            try:
                old.is_enabled()
                return False
            except StaleElementReferenceException:
                return True
            except WebDriverException as error:  # chromedriver's other way of saying "stale"
                if "does not belong to the document" in str(error):
                    return True
                raise

        WebDriverWait(self.driver, WAIT, poll_frequency=0.1).until(replaced)
        self.loaded()

    # ------------------------------------------------------------------ finding

    def find(self, test_id, timeout=WAIT):
        try:
            return self.wait(timeout).until(EC.presence_of_element_located(testid(test_id)))
        except TimeoutException:
            raise AssertionError(f'no element with data-testid="{test_id}" on {self.full_path}') from None

    def find_all(self, test_id):
        return self.driver.find_elements(*testid(test_id))

    def has(self, test_id):
        return bool(self.find_all(test_id))

    def visible(self, test_id):
        elements = self.find_all(test_id)
        return bool(elements) and elements[0].is_displayed()

    def named(self, name):
        return self.driver.find_element(By.NAME, name)

    def body_text(self):
        return self.driver.find_element(By.TAG_NAME, "body").text

    def visible_problems(self):
        """Toasts and inline errors on the page, to explain a step that did not move on."""
        texts = [e.text for e in self.driver.find_elements(By.CSS_SELECTOR, ".field-error, [role=alert], [role=status]")
                 if e.text.strip()]
        return texts or "no error shown"

    # ------------------------------------------------------------------ controls

    def click(self, test_id):
        """Clicks a control, found again if the server's answer to an earlier change swapped it."""
        for attempt in range(3):
            try:
                self.find(test_id).click()
                return
            except StaleElementReferenceException:
                if attempt == 2:
                    raise

    def type(self, test_id, text):
        # With JavaScript, the server's answer to an earlier change may swap this field's part of
        # the page between finding it and typing into it (a part with focus is never swapped): the
        # element found is then gone (stale) or, while the part is replaced, not interactable. Find
        # it again and type it all again (clear() first, so nothing is typed twice).
        for attempt in range(3):
            element = self.find(test_id)
            try:
                element.clear()
                if text:
                    element.send_keys(text)
                return element
            except (StaleElementReferenceException, ElementNotInteractableException):
                if attempt == 2:
                    raise

    def value(self, test_id):
        return self.find(test_id).get_attribute("value")

    def select(self, test_id, value):
        # As with typing: the answer to an earlier change may replace this menu (its breeds, its
        # error) between finding it and choosing; find it again and choose again.
        for attempt in range(3):
            try:
                menu = Select(self.find(test_id))
                try:
                    menu.select_by_value(value)
                except NoSuchElementException:
                    menu.select_by_visible_text(value)
                return
            except (StaleElementReferenceException, ElementNotInteractableException):
                if attempt == 2:
                    raise

    def selected(self, test_id):
        menu = Select(self.find(test_id))
        option = menu.first_selected_option
        return option.get_attribute("value")

    def option_values(self, test_id):
        return [o.get_attribute("value") for o in Select(self.find(test_id)).options]

    def submit_filters(self):
        """Submits the list's filter form with its "Show reports" button."""
        self.replaced_after(self.find("reportsList.applyFilters.tap").click)

    def check(self, test_id):
        """Clicks a radio / checkbox the way a person does: on the input, or on its label when the input is styled away.
        As with typing, the answer to an earlier change may replace the group meanwhile: found again then."""
        for attempt in range(3):
            try:
                element = self.find(test_id)
                try:
                    element.click()
                except (ElementNotInteractableException, ElementClickInterceptedException):
                    element_id = element.get_attribute("id")
                    labels = self.driver.find_elements(By.CSS_SELECTOR, f'label[for="{element_id}"]') if element_id else []
                    labels = labels or element.find_elements(By.XPATH, "ancestor::label[1]")
                    assert labels, f"{test_id} cannot be clicked and has no label"
                    labels[0].click()
                break
            except StaleElementReferenceException:
                if attempt == 2:
                    raise
        self.wait().until(lambda d: self.find(test_id).is_selected(), f"{test_id} is not selected after clicking it")

    def is_checked(self, test_id):
        return self.find(test_id).is_selected()

    def set_date(self, test_id, iso):
        """Types a date as a person does in the wizards' DD/MM/YYYY field; returns the field's day as YYYY-MM-DD."""
        element = self.find(test_id)
        year, month, day = iso.split("-")
        element.clear()
        element.send_keys(f"{day}/{month}/{year}")
        day, month, year = element.get_attribute("value").split("/")
        return f"{year}-{month}-{day}"

    def intent_button(self, intent, test_id=None):
        if test_id:
            element = self.find(test_id)
            assert element.get_attribute("name") == "intent" and element.get_attribute("value") == intent, (
                f'{test_id} should be <button name="intent" value="{intent}">, is '
                f'name={element.get_attribute("name")!r} value={element.get_attribute("value")!r}')
            return element
        buttons = [b for b in self.driver.find_elements(By.CSS_SELECTOR, f'button[name="intent"][value="{intent}"]')
                   if b.is_displayed()]
        assert buttons, f"no visible intent={intent} button on {self.full_path}"
        return buttons[0]

    def updated_after(self, action):
        """Runs `action` and waits until the page's script has applied the server's partial answer
        (the page itself stays: no reload)."""
        before = self.driver.execute_script("return document.documentElement.dataset.updates || '0'")
        action()
        self.wait().until(lambda d: d.execute_script("return document.documentElement.dataset.updates || '0'") != before)

    def accept_confirmation(self):
        alert = WebDriverWait(self.driver, WAIT).until(EC.alert_is_present())
        message = alert.text
        alert.accept()
        return message

    def press(self, intent, test_id=None):
        """Presses a wizard button and waits for the server's answer (the next step, or this one with
        errors; with JavaScript, GPS and Remove photo update the page in place instead). A button that
        asks first (Cancel on a filled wizard) is confirmed."""
        # With JavaScript, live validation may swap the Continue button for the server's fresh copy
        # between finding and clicking it: then find it again.
        for attempt in range(3):
            button = self.intent_button(intent, test_id)
            try:
                if self.javascript and intent in PARTIAL_INTENTS:
                    self.updated_after(button.click)
                elif self.javascript and button.get_attribute("data-confirm"):
                    self.replaced_after(lambda: (button.click(), self.accept_confirmation()))
                elif button.get_attribute("data-confirm"):
                    # Without the script the step itself asks: Discard.
                    self.replaced_after(button.click)
                    self.replaced_after(self.find(DISCARD_BUTTON).click)
                else:
                    self.replaced_after(button.click)
                return
            except StaleElementReferenceException:
                if attempt == 2:
                    raise

    def choose_species(self, species_id, race_id, species_value, race_value=None):
        """Chooses a species, waits for the breeds of that species (JS: automatic re-render; no JS:
        the refresh button), then chooses the race / breed."""
        self.select(species_id, species_value)
        if not self.javascript:
            self.press("refresh", REFRESH)
        try:
            # The new species' own breed when one is named (a species already chosen has breeds listed before).
            self.wait().until(lambda d: self.selected(species_id) == species_value and (
                race_value in self.option_values(race_id) if race_value else len(self.option_values(race_id)) > 2))
        except TimeoutException:
            raise AssertionError(f"the breeds of {species_value} never appeared in {race_id} "
                                 f"(options: {self.option_values(race_id)[:5]})") from None
        self.loaded()
        if race_value is not None:
            self.select(race_id, race_value)

    def upload(self, browse_id, path):
        """Picks a file in the photo step's file input."""
        chooser = self.find(browse_id)
        assert chooser.tag_name == "input" and chooser.get_attribute("type") == "file", (
            f"{browse_id} should be the <input type=file>, is <{chooser.tag_name} type={chooser.get_attribute('type')}>")
        chooser.send_keys(path)

    # ------------------------------------------------------------------ feedback

    def error_for(self, test_id):
        """The inline error linked from a control by aria-describedby (or from its fieldset, for radios)."""
        element = self.find(test_id)
        holders = [element] + element.find_elements(By.XPATH, "ancestor::fieldset[1]")
        texts = []
        for holder in holders:
            for described_by in (holder.get_attribute("aria-describedby") or "").split():
                for target in self.driver.find_elements(By.ID, described_by):
                    if "field-error" in (target.get_attribute("class") or "").split() and target.text.strip():
                        texts.append(target.text.strip())
        return " | ".join(texts) if texts else None

    def assert_error(self, test_id, message):
        shown = self.error_for(test_id)
        assert shown is not None and message in shown, (
            f"{test_id}: expected the inline error {message!r}, shown {shown!r}; page errors: {self.visible_problems()}")

    def assert_no_error(self, test_id):
        shown = self.error_for(test_id)
        assert shown is None, f"{test_id}: expected no inline error, shown {shown!r}"

    def unlabelled_controls(self):
        """The visible controls of the page's main part that lack a data-testid, a label or an accessible name."""
        problems = []
        for control in self.driver.find_elements(By.CSS_SELECTOR, "main input, main select, main textarea, main button"):
            kind = control.get_attribute("type") or ""
            if kind == "hidden" or (kind != "file" and not control.is_displayed()):
                continue
            if control.get_attribute("aria-hidden") == "true":  # e.g. the form's implicit-submission button
                continue
            html = control.get_attribute("outerHTML")
            name = html[:html.index(">") + 1] if ">" in html else html
            if not control.get_attribute("data-testid"):
                problems.append(f"{name} has no data-testid")
            if control.tag_name == "button":
                if not (control.text.strip() or control.get_attribute("aria-label")):
                    problems.append(f"{name} has no accessible name")
                continue
            element_id = control.get_attribute("id")
            labelled = (control.get_attribute("aria-label") or control.get_attribute("aria-labelledby")
                        or (element_id and self.driver.find_elements(By.CSS_SELECTOR, f'label[for="{element_id}"]'))
                        or control.find_elements(By.XPATH, "ancestor::label"))
            if not labelled:
                problems.append(f"{name} has no label")
        return problems

    def toast(self, test_id):
        return self.find(test_id).text.strip()

    def image_loaded(self, element):
        self.wait().until(lambda d: d.execute_script("return arguments[0].complete", element))
        return self.driver.execute_script("return arguments[0].naturalWidth", element) > 0


# ============================================================================ wizards


MISSING = {
    "microchip": "missingPet.microchip.input",
    "microchipContinue": "missingPet.microchip.continueButton",
    "close": "missingPet.microchip.backButton",
    "back": "reportMissingPet.backButton",
    "cancel": "reportMissingPet.cancelButton.tap",
    "progress": "reportMissingPet.progressIndicator",
    "browse": "animalPhoto.browse",
    "card": "animalPhoto.confirmationCard",
    "removePhoto": "animalPhoto.remove",
    "photoContinue": "animalPhoto.continue",
    "photoToast": "animalPhoto.toast",
    "date": "animalDescription.datePicker.tap",
    "name": "animalDescription.animalNameTextField.input",
    "species": "animalDescription.speciesDropdown.tap",
    "race": "animalDescription.raceTextField.input",
    "female": "animalDescription.genderFemale.tap",
    "male": "animalDescription.genderMale.tap",
    "age": "animalDescription.ageTextField.input",
    "latitude": "animalDescription.latitudeTextField.input",
    "longitude": "animalDescription.longitudeTextField.input",
    "description": "animalDescription.descriptionTextArea.input",
    "descriptionContinue": "animalDescription.continueButton.tap",
    "descriptionBack": "animalDescription.backButton.tap",
    "descriptionToast": "animalDescription.validationToast",
    "phone": "ownersDetails.phoneInput",
    "email": "ownersDetails.emailInput",
    "reward": "ownersDetails.rewardInput",
    "keepPrivate": "ownersDetails.contactVisibilityPrivate.tap",
    "showPublicly": "ownersDetails.contactVisibilityPublic.tap",
    "ownerContinue": "ownersDetails.continueButton",
    "summaryTitle": "summary.title",
    "password": "summary.password",
    "summaryClose": "summary.closeButton",
}

FOUND = {
    "progress": "reportFoundPet.progressIndicator",
    "close": "reportFoundPet.closeButton",
    "back": "reportFoundPet.backButton",
    "cancel": "reportFoundPet.cancelButton.tap",
    "browse": "reportFoundPet.photo.browse.tap",
    "card": "reportFoundPet.photo.confirmationCard",
    "removePhoto": "reportFoundPet.photo.remove.tap",
    "photoContinue": "reportFoundPet.photo.continueButton.tap",
    "photoToast": "reportFoundPet.photo.toast",
    "date": "reportFoundPet.petDetails.datePicker.tap",
    "collar": "reportFoundPet.petDetails.collarData.input",
    "species": "reportFoundPet.petDetails.speciesDropdown.tap",
    "breed": "reportFoundPet.petDetails.breedDropdown.tap",
    "female": "reportFoundPet.petDetails.sexFemale.tap",
    "male": "reportFoundPet.petDetails.sexMale.tap",
    "latitude": "reportFoundPet.petDetails.latitude.input",
    "longitude": "reportFoundPet.petDetails.longitude.input",
    "description": "reportFoundPet.petDetails.description.input",
    "detailsContinue": "reportFoundPet.petDetails.continueButton.tap",
    "detailsBack": "reportFoundPet.petDetails.backButton.tap",
    "detailsToast": "reportFoundPet.petDetails.validationToast",
    "phone": "reportFoundPet.contactInfo.phone.input",
    "email": "reportFoundPet.contactInfo.email.input",
    "caregiverPhone": "reportFoundPet.contactInfo.caregiverPhone.input",
    "currentAddress": "reportFoundPet.contactInfo.currentAddress.input",
    "keepPrivate": "reportFoundPet.contactInfo.contactVisibilityPrivate.tap",
    "showPublicly": "reportFoundPet.contactInfo.contactVisibilityPublic.tap",
    "submit": "reportFoundPet.contactInfo.submitButton.tap",
    "confirmationTitle": "reportFoundPet.confirmation.title",
    "password": "reportFoundPet.confirmation.password",
    "confirmationClose": "reportFoundPet.confirmation.closeButton",
}


@dataclass
class MissingPet:
    name: str
    microchip: str = "123456789012345"
    species: str = "DOG"
    race: str = "Labrador Retriever"
    gender: str = "MALE"
    age: str = "4"
    latitude: str = "50.0647"
    longitude: str = "19.945"
    description: str = "Brown collar with a bell, very friendly."
    phone: str = "+48 600 700 800"
    email: str = "owner@example.com"
    reward: str = "A big hug and 100 PLN"
    # "Keep them private" is preselected; True chooses "Show them on the report".
    show_contact: bool = False


@dataclass
class FoundPet:
    description: str
    collar: str = "987654321012345"
    species: str = "CAT"
    breed: str = "Maine Coon"
    sex: str = "FEMALE"
    latitude: str = "50.0601"
    longitude: str = "19.9401"
    phone: str = "+48 600 111 222"
    email: str = "finder@example.com"
    caregiver_phone: str = "+48 600 333 444"
    current_address: str = "ul. Floriańska 1, Kraków"
    show_contact: bool = False


class MissingWizard:
    root = "/report/missing"

    def __init__(self, site):
        self.site = site

    def start_from_home(self):
        site = self.site
        site.go("/")
        site.replaced_after(site.find("home.reportMissingButton.tap").click)
        site.wait_path(f"{self.root}/microchip")

    def start(self):
        self.site.go(self.root)
        self.site.wait_path(f"{self.root}/microchip")

    def microchip(self, pet):
        site = self.site
        site.audit()
        site.type(MISSING["microchip"], pet.microchip)
        site.shot("microchip")
        site.press("continue", MISSING["microchipContinue"])
        site.wait_path(f"{self.root}/photo")

    def photo(self, path):
        site = self.site
        site.audit()
        site.upload(MISSING["browse"], path)
        site.shot("photo-chosen")
        site.press("continue", MISSING["photoContinue"])
        site.wait_path(f"{self.root}/description")

    def fill_description(self, pet):
        site = self.site
        site.audit()
        site.choose_species(MISSING["species"], MISSING["race"], pet.species, pet.race)
        site.type(MISSING["name"], pet.name)
        site.check(MISSING["male"] if pet.gender == "MALE" else MISSING["female"])
        site.type(MISSING["age"], pet.age)
        site.type(MISSING["latitude"], pet.latitude)
        site.type(MISSING["longitude"], pet.longitude)
        site.type(MISSING["description"], pet.description)

    def description(self, pet):
        self.fill_description(pet)
        self.site.shot("description")
        self.site.press("continue", MISSING["descriptionContinue"])
        self.site.wait_path(f"{self.root}/owner")

    def fill_owner(self, pet):
        site = self.site
        site.audit()
        site.type(MISSING["phone"], pet.phone)
        site.type(MISSING["email"], pet.email)
        site.type(MISSING["reward"], pet.reward)
        assert site.find(MISSING["keepPrivate"]).is_selected(), "Keep them private is preselected"
        if pet.show_contact:
            site.check(MISSING["showPublicly"])

    def owner(self, pet):
        self.fill_owner(pet)
        self.site.shot("owner")
        self.site.press("continue", MISSING["ownerContinue"])
        self.site.wait_path(f"{self.root}/summary")
        self.site.audit()
        self.site.shot("summary")
        password = self.site.find(MISSING["password"]).text.strip()
        assert PASSWORD.match(password), f"summary password {password!r} is not XXXXX-XXXXX"
        return password

    def complete(self, pet, photo):
        self.start_from_home()
        self.microchip(pet)
        self.photo(photo)
        self.description(pet)
        return self.owner(pet)


class FoundWizard:
    root = "/report/found"

    def __init__(self, site):
        self.site = site

    def start_from_home(self):
        site = self.site
        site.go("/")
        site.replaced_after(site.find("home.reportFoundButton.tap").click)
        site.wait_path(f"{self.root}/photo")

    def start(self):
        self.site.go(self.root)
        self.site.wait_path(f"{self.root}/photo")

    def photo(self, path):
        site = self.site
        site.audit()
        site.upload(FOUND["browse"], path)
        site.shot("photo-chosen")
        site.press("continue", FOUND["photoContinue"])
        site.wait_path(f"{self.root}/details")

    def fill_details(self, pet):
        site = self.site
        site.audit()
        site.choose_species(FOUND["species"], FOUND["breed"], pet.species, pet.breed)
        site.type(FOUND["collar"], pet.collar)
        site.check(FOUND["male"] if pet.sex == "MALE" else FOUND["female"])
        site.type(FOUND["latitude"], pet.latitude)
        site.type(FOUND["longitude"], pet.longitude)
        site.type(FOUND["description"], pet.description)

    def details(self, pet):
        self.fill_details(pet)
        self.site.shot("details")
        self.site.press("continue", FOUND["detailsContinue"])
        self.site.wait_path(f"{self.root}/contact")

    def fill_contact(self, pet):
        site = self.site
        site.audit()
        site.type(FOUND["phone"], pet.phone)
        site.type(FOUND["email"], pet.email)
        site.type(FOUND["caregiverPhone"], pet.caregiver_phone)
        site.type(FOUND["currentAddress"], pet.current_address)
        assert site.find(FOUND["keepPrivate"]).is_selected(), "Keep them private is preselected"
        if pet.show_contact:
            site.check(FOUND["showPublicly"])

    def contact(self, pet):
        self.fill_contact(pet)
        self.site.shot("contact")
        self.site.press("continue", FOUND["submit"])
        self.site.wait_path(f"{self.root}/confirmation")
        self.site.audit()
        self.site.shot("confirmation")
        password = self.site.find(FOUND["password"]).text.strip()
        assert PASSWORD.match(password), f"confirmation password {password!r} is not XXXXX-XXXXX"
        return password

    def complete(self, pet, photo):
        self.start_from_home()
        self.photo(photo)
        self.details(pet)
        return self.contact(pet)


def list_links(site):
    """The report ids of the list items shown (their links' last path component)."""
    ids = []
    for item in site.find_all("reportsList.item.tap"):
        href = item.get_attribute("href") or ""
        if not href:
            inner = item.find_elements(By.CSS_SELECTOR, "a[href]")
            href = inner[0].get_attribute("href") if inner else ""
        ids.append(urlparse(href).path.rstrip("/").split("/")[-1])
    return ids
