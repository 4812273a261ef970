"""Decodes QR codes with a real decoder (zxing-cpp, PyPI), for PetSpotQRTests.

Reads one symbol per line on standard input, as JSON: {"rows": ["0110…", …]} (1 = dark). Draws
each with a quiet zone of 4 modules at 4 pixels a module, decodes it, and writes one line per
symbol: the decoded bytes in hex and the error correction level, or "-" when nothing was read.
"""
import json, sys

import numpy
import zxingcpp


def draw(rows, quiet=4, scale=4):
    size = len(rows)
    image = numpy.full(((size + 2 * quiet) * scale,) * 2, 255, dtype=numpy.uint8)
    for y, row in enumerate(rows):
        for x, module in enumerate(row):
            if module == "1":
                top, left = (y + quiet) * scale, (x + quiet) * scale
                image[top:top + scale, left:left + scale] = 0
    return image


for line in sys.stdin:
    symbol = json.loads(line)
    found = zxingcpp.read_barcodes(draw(symbol["rows"]), formats=zxingcpp.BarcodeFormat.QRCode)
    if found and found[0].valid:
        print(found[0].bytes.hex(), found[0].ec_level, flush=True)
    else:
        print("-", flush=True)
