"""The words the pages should show in a language, read from PetSpot's own catalogue
(Sources/PetSpotDomain/Catalogue/Localizable.xcstrings), not copied here."""

import json
import pathlib

_CATALOGUE = json.loads((pathlib.Path(__file__).resolve().parents[2] / "Sources" / "PetSpotDomain" / "Catalogue"
                         / "Localizable.xcstrings").read_text(encoding="utf-8"))


def words(key, language, *arguments):
    """The key's words in `language`, its `%@` / `%lld` / `%1$@` placeholders filled in order."""
    value = _CATALOGUE["strings"][key]["localizations"][language]["stringUnit"]["value"]
    for index, argument in enumerate(arguments, start=1):
        for placeholder in (f"%{index}$@", f"%{index}$lld"):
            value = value.replace(placeholder, str(argument))
        value = value.replace("%@", str(argument), 1) if "%@" in value else value.replace("%lld", str(argument), 1)
    return value
