#ifndef CPETSPOT_IMAGING_H
#define CPETSPOT_IMAGING_H

#include <stddef.h>

// Decoding and encoding over libjpeg-turbo and libpng, for the photos' smaller renditions.
// C because both libraries report errors with longjmp, which Swift cannot take part in; the
// rest (orientation, scaling) is Swift, in PetSpotImaging.

/// Pixels as 8-bit RGB, row after row, no padding. Owned by the caller once returned: free
/// `pixels` and `exif` with `ps_free`.
typedef struct {
    unsigned char *pixels;
    int width;
    int height;
    /// A JPEG's EXIF block as TIFF bytes (after "Exif\0\0"), for its orientation; NULL if none.
    unsigned char *exif;
    size_t exif_length;
    /// Why decoding failed, in the library's words.
    char message[160];
} ps_image;

/// Decodes a JPEG at the smallest of libjpeg-turbo's scales (1/8, 1/4, 1/2, 1) whose longer
/// side is still at least `min_long_side`: decoding a 12-megapixel photo for a 256-pixel
/// thumbnail reads an eighth of each side. Refuses outputs above `max_pixels` and
/// progressive files of more than 100 scans (a known way to spend minutes of CPU on a small
/// file). Returns 1 on success, 0 with `message` set otherwise.
int ps_decode_jpeg(const unsigned char *data, size_t length, int min_long_side, long max_pixels, ps_image *image);

/// Decodes a PNG of any kind (palette, grey, 16-bit, interlaced), transparency composited on
/// white. Refuses images above `max_pixels` before inflating them. Returns 1 on success.
int ps_decode_png(const unsigned char *data, size_t length, long max_pixels, ps_image *image);

/// Encodes RGB pixels as a baseline JPEG with optimised Huffman tables. On success returns 1
/// and sets `output` (free it with `ps_free`) and `output_length`; 0 with `message` set otherwise.
int ps_encode_jpeg(const unsigned char *pixels, int width, int height, int quality,
                   unsigned char **output, unsigned long *output_length, char message[160]);

void ps_free(void *pointer);

/// Draws `text` (UTF-8) with the font at `font_path`, `pixel_height` pixels tall (smaller when
/// that would be wider than `max_width` pixels: then as tall as fits), centred on the point
/// (`centre_x`, `baseline_y`), in the colour `rgb`, onto RGB `pixels` (`width` × `height`), each
/// glyph's coverage blended over what is there (FreeType's anti-aliased rendering). Returns 1 on
/// success, 0 when the font cannot be read (nothing drawn).
int ps_draw_text(unsigned char *pixels, int width, int height, const char *font_path, const char *text,
                 int pixel_height, int max_width, int centre_x, int baseline_y, const unsigned char rgb[3]);

#endif
