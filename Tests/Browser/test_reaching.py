"""Reaching the owner: a second visitor says where they saw the pet and writes to its owner, whose
contact is private; the owner reads both on "Manage my report", and gets a mail of each."""

import email
import email.header
import uuid

from selenium.webdriver.support.ui import WebDriverWait


def subject_of(mail):
    return str(email.header.make_header(email.header.decode_header(mail["Subject"])))


def mails_to(mail_sink, address, count, timeout=30, about=lambda subject: True):
    """The mails the relay received for `address` whose subject `about` accepts, once there are
    `count` (the server sends at once)."""
    def received():
        mails = [email.message_from_string(text) for text in mail_sink.messages_to(address)]
        return [mail for mail in mails if about(subject_of(mail))]
    WebDriverWait(None, timeout, poll_frequency=0.2).until(lambda _: len(received()) >= count)
    return received()


def plain_text(mail):
    part = next(p for p in mail.walk() if p.get_content_type() == "text/plain")
    return part.get_payload(decode=True).decode()


def test_a_visitor_reports_a_sighting_and_writes_the_owner_reads_both_and_gets_mail(any_browser, api, mail_sink):
    site = any_browser
    owner = f"owner-{uuid.uuid4().hex[:8]}@example.com"
    report = api.create(petName="Figa", email=owner, contactVisibility="PRIVATE")
    site.go(f"/reports/{report['id']}")
    assert "never asks for codes" in site.find("reportDetails.scamWarning").text

    # I saw this pet: the day and time start at today and now; the place is typed here.
    site.type("reportDetails.sightingForm.latitude.input", "50.06210")
    site.type("reportDetails.sightingForm.longitude.input", "19.94020")
    site.type("reportDetails.sightingForm.noteInput.input", "Limping by the bakery")
    site.type("reportDetails.sightingForm.phoneInput.input", "+48 600 700 800")
    site.replaced_after(site.find("reportDetails.sightingForm.sendButton.tap").click)
    assert "Thank you" in site.find("reportDetails.sightingForm.notice").text
    assert "Limping by the bakery" in site.find("reportDetails.sightings").text
    site.shot("sighting-sent")

    # Contact the owner: without a way to answer it is refused, with what was typed kept.
    site.type("reportDetails.messageForm.messageInput.input", "I think I saw her by the river this morning.")
    site.replaced_after(site.find("reportDetails.messageForm.sendButton.tap").click)
    site.assert_error("reportDetails.messageForm.emailInput.input", "Give an email address or a phone number so the owner can answer you")
    assert site.value("reportDetails.messageForm.messageInput.input") == "I think I saw her by the river this morning."
    site.type("reportDetails.messageForm.emailInput.input", "neighbour@example.com")
    site.replaced_after(site.find("reportDetails.messageForm.sendButton.tap").click)
    assert "on its way" in site.find("reportDetails.messageForm.notice").text
    site.shot("message-sent")

    # The owner signs in and reads both, with how to answer.
    site.go(f"/reports/{report['id']}/manage")
    site.type("manageReport.passwordInput.input", report["managementPassword"])
    site.replaced_after(site.find("manageReport.signInButton.tap").click)
    messages = site.find("manageReport.messages").text
    assert "I think I saw her by the river this morning." in messages and "neighbour@example.com" in messages
    sightings = site.find("manageReport.sightings").text
    assert "Limping by the bakery" in sightings and "+48600700800" in sightings
    site.shot("owner-inbox")

    # The relay received a mail of each, for the owner.
    # (The found reports other tests leave near Kraków may also bring her owner a "possible matches"
    # mail, as they should: not this test's concern.)
    received = mails_to(mail_sink, owner, 2, about=lambda subject: "possible match" not in subject)
    subjects = sorted(subject_of(m) for m in received)
    assert subjects == ["New message about Figa", "Someone saw Figa"]
    message = next(m for m in received if "message" in m["Subject"])
    assert message["Reply-To"] == "neighbour@example.com"
    assert "I think I saw her by the river this morning." in plain_text(message)
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
