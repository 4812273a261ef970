"""Makes the photos the imaging tests read, with Pillow (pip install pillow), a different
encoder from the one under test. Run once; the files are committed.

Each upright picture is four flat quadrants: red top left, green top right, blue bottom left,
yellow bottom right, so a test can tell any turn or mirror apart."""
import struct
import zlib
from pathlib import Path

from PIL import Image

HERE = Path(__file__).parent
RED, GREEN, BLUE, YELLOW = (220, 30, 30), (30, 200, 30), (30, 30, 220), (240, 220, 20)


def quadrants(width, height):
    image = Image.new("RGB", (width, height))
    for (x, y, colour) in [(0, 0, RED), (1, 0, GREEN), (0, 1, BLUE), (1, 1, YELLOW)]:
        image.paste(colour, (x * width // 2, y * height // 2, (x + 1) * width // 2, (y + 1) * height // 2))
    return image


def exif_with_orientation(value):
    exif = Image.Exif()
    exif[0x0112] = value
    return exif.tobytes()


# Upright 300x400 (portrait), stored turned a quarter left, with orientation 6 ("rotate 90 CW to view").
quadrants(300, 400).rotate(90, expand=True).save(HERE / "portrait-orientation-6.jpg", quality=92, exif=exif_with_orientation(6))
# Upright 400x300, stored mirrored left to right, with orientation 2.
quadrants(400, 300).transpose(Image.Transpose.FLIP_LEFT_RIGHT).save(HERE / "mirrored-orientation-2.jpg", quality=92, exif=exif_with_orientation(2))
# Progressive, as many cameras and editors write.
quadrants(400, 300).save(HERE / "progressive.jpg", quality=92, progressive=True)
# CMYK, as print workflows write (Pillow writes Adobe's inverted CMYK).
quadrants(400, 300).convert("CMYK").save(HERE / "cmyk.jpg", quality=92)
# Grey.
quadrants(400, 300).convert("L").save(HERE / "grey.jpg", quality=92)

# A palette PNG whose right half is transparent: composited on white.
palette = quadrants(400, 300).convert("RGBA")
palette.paste((0, 0, 0, 0), (200, 0, 400, 300))
palette.convert("P", palette=Image.Palette.ADAPTIVE, colors=8).save(HERE / "palette-transparent.png", transparency=0)
transparent = quadrants(400, 300).convert("RGBA")
transparent.paste((0, 0, 0, 0), (200, 0, 400, 300))
transparent.save(HERE / "rgba-transparent.png")
# 16-bit grey.
Image.new("I;16", (400, 300), 65535).save(HERE / "grey-16-bit.png")


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


# A decompression bomb: 30000 x 30000 pixels declared (2.7 GB as RGB) in a few kilobytes.
row = b"\x00" + b"\x00" * 30000 * 3
bomb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0))
bomb += chunk(b"IDAT", zlib.compress(row * 16, 9)) + chunk(b"IEND", b"")
(HERE / "bomb-30000.png").write_bytes(bomb)
