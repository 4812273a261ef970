"""The user-facing strings the tests expect, copied verbatim from Sources/PetSpotDomain/Copy/*.swift."""

TOAST_INVALID = "Please correct the errors below"
PHOTO_MANDATORY = "Photo is mandatory"

MISSING_SPECIES = "Please select an animal species"
MISSING_RACE = "Please enter the animal race"
MISSING_GENDER = "Please select a gender"
MISSING_SEX = "Please select the animal's sex"
INVALID_AGE = "Age must be between 0 and 40"
AGE_NOT_WHOLE = "Age must be a whole number of years (0 to 40)"
INVALID_LATITUDE = "Latitude must be between -90 and 90"
INVALID_LONGITUDE = "Longitude must be between -180 and 180"
MISSING_LATITUDE = "Enter the latitude too, or clear both coordinates"
MISSING_LONGITUDE = "Enter the longitude too, or clear both coordinates"
FOUND_LOCATION_REQUIRED = "Add where you found the pet: use current location or enter latitude and longitude"
FUTURE_DATE = "The date can't be in the future. Pick today or an earlier day."
INVALID_PHONE = "Enter at least 7 digits"
TOO_MANY_PHONE_DIGITS = "Enter at most 15 digits: a number with its country code has no more"
INVALID_EMAIL = "Enter a valid email address"
MISSING_PHONE = "Enter your phone number"
MISSING_EMAIL = "Enter your email address"


def unsupported_photo(file_name):
    return f"{file_name} isn't a supported image. Choose a JPEG, PNG, HEIC, GIF or WEBP photo."


SUMMARY_TITLE = "Report created"
CONFIRMATION_TITLE = "Report sent"
UNNAMED = "No name given"

REMOVED = "Your report was removed. We hope your story ends well."
REMOVAL_MISSING_PASSWORD = "Enter the code shown when the report was published."
REMOVAL_WRONG_PASSWORD = "That code doesn't match this report. Check it and try again."
REPORT_GONE = "There is no such report: it may have been removed"
ALREADY_REMOVED = "This report no longer exists; it may have been removed already."

RANGE_PROBLEM = "Distance must be a whole number of kilometres from 1 to 1000"
GPS_SUCCESS = "GPS position captured successfully"
GPS_DENIED_TOAST = "Location access is off. Enter latitude and longitude yourself, or leave them blank."
GPS_DENIED_TITLE = "Location Permission Denied"
CONTACT_PRIVATE = "The reporter keeps their phone and email private."

MATCH_SAME_MICROCHIP = "Very likely — same microchip"
SAME_MICROCHIP_REASON = "Same microchip number"
