"""The list's feeds as their readers read them (issue 37, item 3): the Atom feed through
feedparser, the GeoJSON through the geojson package's validation, both cached with their ETag,
and found by a feed reader from the list page's <link rel="alternate">."""

import json
import urllib.error
import urllib.request
import uuid

import feedparser
import geojson
from selenium.webdriver.common.by import By


def fetch(url, etag=None):
    request = urllib.request.Request(url, headers={"If-None-Match": etag} if etag else {})
    try:
        with urllib.request.urlopen(request, timeout=15) as answer:
            return answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def test_the_list_feeds_parse_as_atom_and_geojson_and_are_cached(any_browser, api):
    site = any_browser
    name = f"Feed-{uuid.uuid4().hex[:6]}"
    report = api.create(petName=name, description="Brown & white <shy>", locationLatitude=50.0611, locationLongitude=19.9361)

    # A feed reader finds the feeds from the list page itself.
    site.go("/reports?lat=50.0611&lng=19.9361&range=2&status=missing")
    alternates = site.driver.find_elements(By.CSS_SELECTOR, 'head link[rel="alternate"]')
    atom_href = next(link.get_attribute("href") for link in alternates if link.get_attribute("type") == "application/atom+xml")
    geo_href = site.find("reportsList.geoJSONFeed.tap").get_attribute("href")

    status, headers, body = fetch(atom_href)
    assert status == 200 and headers["Content-Type"].startswith("application/atom+xml")
    feed = feedparser.parse(body)
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.version == "atom10"
    entry = next(e for e in feed.entries if e.id == f"urn:uuid:{report['id'].lower()}")
    assert name in entry.title and "Brown & white <shy>" in entry.summary
    assert entry.link.endswith(f"/reports/{report['id']}")
    assert entry.where["coordinates"] == (19.9361, 50.0611), "georss:point, read as GeoJSON [lng, lat]"
    assert status == 200 and fetch(atom_href, headers["ETag"])[0] == 304

    status, headers, body = fetch(geo_href)
    assert status == 200 and headers["Content-Type"] == "application/geo+json"
    collection = geojson.loads(body.decode())
    assert collection.is_valid, collection.errors()
    feature = next(f for f in collection["features"] if f["id"] == report["id"])
    assert list(feature["geometry"]["coordinates"]) == [19.9361, 50.0611]
    assert feature["properties"]["petName"] == name and feature["properties"]["url"].endswith(f"/reports/{report['id']}")
    assert fetch(geo_href, headers["ETag"])[0] == 304
    assert json.loads(body)["type"] == "FeatureCollection"
