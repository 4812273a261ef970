// Text on an image through FreeType: a real font renderer (hinting, anti-aliasing, the font's
// own advances and kerning), for the share card's band.
#include "CPetSpotImaging.h"
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdint.h>

// The next code point of UTF-8 `text` at `*index`; invalid bytes read as U+FFFD.
static uint32_t next_code_point(const unsigned char *text, size_t *index) {
    unsigned char lead = text[*index];
    int extra = lead < 0x80 ? 0 : (lead >> 5) == 0x6 ? 1 : (lead >> 4) == 0xE ? 2 : (lead >> 3) == 0x1E ? 3 : -1;
    if (extra < 0) { (*index)++; return 0xFFFD; }
    uint32_t code = extra == 0 ? lead : (lead & (0x3F >> extra));
    (*index)++;
    for (int i = 0; i < extra; i++) {
        if ((text[*index] & 0xC0) != 0x80) return 0xFFFD;
        code = (code << 6) | (text[(*index)++] & 0x3F);
    }
    return code;
}

// The width of the text's advances (26.6 fixed point, kerning included); glyphs are loaded unrendered.
static long measure(FT_Face face, const unsigned char *text) {
    long width = 0;
    FT_UInt previous = 0;
    for (size_t index = 0; text[index];) {
        FT_UInt glyph = FT_Get_Char_Index(face, next_code_point(text, &index));
        if (previous && glyph && FT_HAS_KERNING(face)) {
            FT_Vector kerning;
            if (FT_Get_Kerning(face, previous, glyph, FT_KERNING_DEFAULT, &kerning) == 0) width += kerning.x;
        }
        if (FT_Load_Glyph(face, glyph, FT_LOAD_DEFAULT) == 0) width += face->glyph->advance.x;
        previous = glyph;
    }
    return width;
}

int ps_draw_text(unsigned char *pixels, int width, int height, const char *font_path, const char *text,
                 int pixel_height, int max_width, int centre_x, int baseline_y, const unsigned char rgb[3]) {
    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library) != 0) return 0;
    if (FT_New_Face(library, font_path, 0, &face) != 0 || FT_Set_Pixel_Sizes(face, 0, (FT_UInt)pixel_height) != 0) {
        FT_Done_FreeType(library);
        return 0;
    }
    const unsigned char *utf8 = (const unsigned char *)text;
    long measured = measure(face, utf8);
    // Too wide (a longer language's words): as tall as fits, the advances scaling with the size.
    if (measured > (long)max_width * 64) {
        FT_UInt fitted = (FT_UInt)((long)pixel_height * max_width * 64 / measured);
        if (fitted < 1 || FT_Set_Pixel_Sizes(face, 0, fitted) != 0) {
            FT_Done_Face(face);
            FT_Done_FreeType(library);
            return 0;
        }
        measured = measure(face, utf8);
    }
    long pen_x = (long)centre_x * 64 - measured / 2;
    FT_UInt previous = 0;
    for (size_t index = 0; utf8[index];) {
        FT_UInt glyph = FT_Get_Char_Index(face, next_code_point(utf8, &index));
        if (previous && glyph && FT_HAS_KERNING(face)) {
            FT_Vector kerning;
            if (FT_Get_Kerning(face, previous, glyph, FT_KERNING_DEFAULT, &kerning) == 0) pen_x += kerning.x;
        }
        previous = glyph;
        if (FT_Load_Glyph(face, glyph, FT_LOAD_RENDER) != 0) continue;
        FT_GlyphSlot slot = face->glyph;
        FT_Bitmap *bitmap = &slot->bitmap;
        int left = (int)(pen_x >> 6) + slot->bitmap_left, top = baseline_y - slot->bitmap_top;
        for (unsigned int row = 0; row < bitmap->rows; row++) {
            int y = top + (int)row;
            if (y < 0 || y >= height) continue;
            for (unsigned int column = 0; column < bitmap->width; column++) {
                int x = left + (int)column;
                if (x < 0 || x >= width) continue;
                unsigned int coverage = bitmap->buffer[row * bitmap->pitch + column];
                unsigned char *pixel = pixels + ((size_t)y * width + x) * 3;
                for (int channel = 0; channel < 3; channel++) {
                    pixel[channel] = (unsigned char)((rgb[channel] * coverage + pixel[channel] * (255 - coverage) + 127) / 255);
                }
            }
        }
        pen_x += slot->advance.x;
    }
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    return 1;
}
