"""Fixtures of the real-browser suite: the real `petspot serve`, headless Debian Chromium
drivers (JavaScript on and off), a generated test photo, screenshots of every step and a
small JSON API client to set up reports quickly.

Environment:
  PETSPOT_BIN         the petspot binary (default: .build/debug/petspot under the repo root)
  PETSPOT_CHROMIUM    the browser binary (default /usr/bin/chromium)
  PETSPOT_CHROMEDRIVER the driver binary (default /usr/bin/chromedriver)
"""

import base64
import http.server
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
import zlib
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from petspot_pages import Site

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO_ROOT / ".build-browser"
SCREENSHOTS = ARTIFACTS / "screenshots"


# ---------------------------------------------------------------------------- the server


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _petspot_bin():
    configured = os.environ.get("PETSPOT_BIN")
    path = Path(configured) if configured else REPO_ROOT / ".build" / "debug" / "petspot"
    if not path.is_absolute():
        path = REPO_ROOT / path
    if not path.exists():
        pytest.exit(f"petspot binary not found at {path}: build it (swift build --product petspot) or set PETSPOT_BIN", 2)
    return path


class MailSink:
    """The SMTP relay the server sends owners' mail to: aiosmtpd (Tests/SMTPSink/smtp_sink.py), which
    writes each message it accepts to `folder`."""

    def __init__(self, folder):
        self.folder = folder
        self.process = subprocess.Popen([sys.executable, str(REPO_ROOT / "Tests" / "SMTPSink" / "smtp_sink.py"), str(folder)],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        assert line.startswith("READY "), f"the SMTP sink did not start: {line!r}"
        self.port = int(line.split()[1])

    def messages_to(self, address):
        """The messages received for `address`, in order."""
        found = []
        for meta in sorted(self.folder.glob("*.json"), key=lambda p: int(p.stem)):
            if address in json.loads(meta.read_text())["to"]:
                found.append(meta.with_suffix(".eml").read_text())
        return found

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class _Server:
    """A `petspot serve` on a fresh SQLite database in `data`, after `before` (extra `petspot` commands)."""

    def __init__(self, data, before=(), mail=None, tiles=None):
        binary = _petspot_bin()
        self.data = data
        port = _free_port()
        storage = ["--database", str(data / "petspot.sqlite"), "--photos-dir", str(data / "photos")]
        for arguments in before:
            subprocess.run([str(binary), *arguments, *storage], check=True, capture_output=True, cwd=data)
        # The site's address as its flyers' codes and shared links name it.
        command = [str(binary), "serve", "--port", str(port), *storage, "--public-url", f"http://127.0.0.1:{port}",
                   "--log-level", "warning",
                   # Every test's browser starts its own sessions, all from this machine's address.
                   "--web-sessions-per-client", "1000",
                   # ... and creates far more reports than one client may in an hour.
                   "--creation-limits", "100000,100000,100000",
                   "--web-sessions-dir", str(data / "web-sessions")]
        if tiles:
            command += ["--map-tiles-url", tiles.template, "--map-attribution", tiles.attribution]
        if mail:
            command += ["--smtp-url", f"smtp://127.0.0.1:{mail.port}", "--mail-from", "petspot@petspot.example"]
        self.log = open(data / "server.log", "w")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, cwd=data)
        self.base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            if self.process.poll() is not None:
                self.log.close()
                pytest.exit(f"petspot serve exited with {self.process.returncode}:\n{(data / 'server.log').read_text()}", 2)
            try:
                with urllib.request.urlopen(self.base + "/api/health", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            if time.monotonic() > deadline:
                self.process.kill()
                pytest.exit("petspot serve did not answer /api/health within 60 s", 2)
            time.sleep(0.2)  # process start-up only; page behaviour is always awaited with WebDriverWait

    def stop(self, log_name):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(self.data / "server.log", ARTIFACTS / log_name)


class TileServer:
    """The maps' tiles, served on this machine (`--map-tiles-url`): a plain 256×256 PNG for every
    `/tiles/{z}/{x}/{y}.png`, so the pages' maps draw without reaching OpenStreetMap, and the tests
    can see the tiles were asked of this server and no other."""

    attribution = "Test tiles © PetSpot"

    def __init__(self):
        tile = _png(256, 256)
        served = self.served = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                served.append(self.path)
                if not (self.path.startswith("/tiles/") and self.path.endswith(".png")):
                    self.send_error(404)
                    return
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "image/png")
                    self.send_header("Content-Length", str(len(tile)))
                    self.end_headers()
                    self.wfile.write(tile)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the browser closed the page (the test went on) before its tile came

            def log_message(self, *_):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.template = self.origin + "/tiles/{z}/{x}/{y}.png"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()


@pytest.fixture(scope="session")
def tile_server():
    tiles = TileServer()
    yield tiles
    tiles.stop()


@pytest.fixture(scope="session")
def mail_sink(tmp_path_factory):
    """The SMTP relay `server` sends owners' mail to."""
    sink = MailSink(tmp_path_factory.mktemp("smtp-sink"))
    yield sink
    sink.stop()


@pytest.fixture(scope="session")
def server(tmp_path_factory, mail_sink, tile_server):
    """Base URL of a fresh `petspot serve` (empty SQLite database) for the whole session, its mail to
    `mail_sink`, its maps' tiles from `tile_server`."""
    running = _Server(tmp_path_factory.mktemp("petspot-data"), mail=mail_sink, tiles=tile_server)
    yield running.base
    running.stop("server.log")


@pytest.fixture(scope="session")
def demo_server(tmp_path_factory, tile_server):
    """Base URL of a `petspot serve` with the demo reports (`petspot seed --demo`) around Kraków."""
    running = _Server(tmp_path_factory.mktemp("petspot-demo"), before=[["seed", "--demo"]], tiles=tile_server)
    yield running.base
    running.stop("demo-server.log")


# ---------------------------------------------------------------------------- a test photo


def _png(width, height):
    """A valid RGB PNG with a colour gradient, made with zlib and struct only."""
    rows = b"".join(
        b"\x00" + b"".join(bytes(((x * 255) // width, (y * 255) // height, 160)) for x in range(width))
        for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


@pytest.fixture(scope="session")
def photo_bytes():
    return _png(96, 64)


@pytest.fixture(scope="session")
def photo(tmp_path_factory, photo_bytes):
    """Absolute path of a small PNG (what a person picks in the file chooser)."""
    path = tmp_path_factory.mktemp("photos") / "rex.png"
    path.write_bytes(photo_bytes)
    return str(path)


@pytest.fixture(scope="session")
def not_a_photo(tmp_path_factory):
    path = tmp_path_factory.mktemp("not-photos") / "notes.png"
    path.write_text("this is text, not an image\n")
    return str(path)


# ---------------------------------------------------------------------------- the JSON API


class Api:
    """Just enough of /api/v1 to set up reports fast and look them up."""

    def __init__(self, base, photo_bytes):
        self.base = base
        self.photo_bytes = photo_bytes

    def _request(self, method, path, body=None, headers=None, data=None):
        headers = dict(headers or {})
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=15) as answer:
                text = answer.read()
                return answer.status, (json.loads(text) if text else None)
        except urllib.error.HTTPError as error:
            text = error.read()
            return error.code, (json.loads(text) if text else None)

    def create(self, status="MISSING", species="DOG", sex="MALE", with_photo=True, **fields):
        """Creates a report (with its photo, so it is listed) and returns the API's answer with the password."""
        body = {"status": status, "species": species, "sex": sex, "lastSeenDate": "2026-01-10",
                "locationLatitude": 50.0617, "locationLongitude": 19.9373,
                "phone": "+48 600 100 200", "email": "owner@example.com"}
        body.update(fields)
        code, created = self._request("POST", "/api/v1/announcements", body)
        assert code == 201, f"creating a report: {code} {created}"
        if with_photo:
            boundary = "petspot" + uuid.uuid4().hex
            data = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"pet.png\"\r\n"
                    f"Content-Type: image/png\r\n\r\n").encode() + self.photo_bytes + f"\r\n--{boundary}--\r\n".encode()
            token = base64.b64encode(f"{created['id']}:{created['managementPassword']}".encode()).decode()
            code, answer = self._request("POST", f"/api/v1/announcements/{created['id']}/photos", data=data, headers={
                "Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": f"Basic {token}"})
            assert code == 201, f"uploading a photo: {code} {answer}"
        return created

    def get(self, report_id):
        return self._request("GET", f"/api/v1/announcements/{report_id}")

    def messages(self, report):
        """The owner's messages of `report` (the create's answer, with its password)."""
        token = base64.b64encode(f"{report['id']}:{report['managementPassword']}".encode()).decode()
        code, messages = self._request("GET", f"/api/v1/announcements/{report['id']}/messages",
                                       headers={"Authorization": f"Basic {token}"})
        assert code == 200, f"reading messages: {code} {messages}"
        return messages

    def find(self, **match):
        """The listed reports (every page) whose fields equal `match`."""
        found, cursor = [], None
        while True:
            query = "/api/v1/announcements?limit=200" + (f"&cursor={urllib.request.quote(cursor)}" if cursor else "")
            code, page = self._request("GET", query)
            assert code == 200, page
            found += [item for item in page["data"] if all(item.get(k) == v for k, v in match.items())]
            cursor = page.get("nextCursor")
            if not cursor:
                return found


@pytest.fixture(scope="session")
def api(server, photo_bytes):
    return Api(server, photo_bytes)


# ---------------------------------------------------------------------------- screenshots


class Screenshots:
    """`screenshot("step")` saves .build-browser/screenshots/<test>/<NN-step>.png of the test's browser."""

    def __init__(self, test_name):
        self.folder = SCREENSHOTS / test_name
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count = 0
        self.drivers = []

    def __call__(self, name, driver=None):
        driver = driver or (self.drivers[-1] if self.drivers else None)
        assert driver is not None, "no browser open in this test"
        self.count += 1
        safe = "".join(c if c.isalnum() or c in "-_." else "-" for c in name)
        path = self.folder / f"{self.count:02d}-{safe}.png"
        driver.save_screenshot(str(path))
        return path


def _test_folder_name(request):
    return "".join(c if c.isalnum() or c in "-_.[]" else "-" for c in request.node.name)


@pytest.fixture
def screenshot(request):
    return Screenshots(_test_folder_name(request))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, "report_" + report.when, report)
    return report


# ---------------------------------------------------------------------------- browsers


def _chromium(javascript):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("PETSPOT_CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1600",
                     "--lang=en-US", "--disable-gpu"]:
        options.add_argument(argument)
    prefs = {"intl.accept_languages": "en-US"}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    service = Service(os.environ.get("PETSPOT_CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    return driver


def _open_site(request, server, screenshot, javascript):
    driver = _chromium(javascript)
    screenshot.drivers.append(driver)
    site = Site(driver, server, screenshot, javascript=javascript)

    def finish():
        failed = getattr(request.node, "report_call", None)
        if failed is not None and failed.failed:
            try:
                suffix = "" if javascript else "-nojs"
                driver.save_screenshot(str(screenshot.folder / f"failure{suffix}.png"))
                (screenshot.folder / f"failure{suffix}.html").write_text(driver.page_source)
                (screenshot.folder / f"failure{suffix}.url").write_text(driver.current_url + "\n")
            except Exception:  # the browser may be gone already
                pass
        driver.quit()

    request.addfinalizer(finish)
    return site


@pytest.fixture
def browser(request, server, screenshot):
    """A Site in Chromium with JavaScript on."""
    return _open_site(request, server, screenshot, javascript=True)


@pytest.fixture
def browser_nojs(request, server, screenshot):
    """A Site in Chromium with JavaScript disabled (profile.managed_default_content_settings.javascript = 2)."""
    return _open_site(request, server, screenshot, javascript=False)


@pytest.fixture(params=["js", "nojs"])
def any_browser(request, server, screenshot):
    """The same test with JavaScript on, then off."""
    return _open_site(request, server, screenshot, javascript=request.param == "js")


@pytest.fixture
def demo_browser(request, demo_server, screenshot):
    """A Site in Chromium with JavaScript on, over the server with the demo reports."""
    return _open_site(request, demo_server, screenshot, javascript=True)
