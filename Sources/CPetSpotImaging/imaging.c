#include "CPetSpotImaging.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <png.h>

// ---------------------------------------------------------------- libjpeg's errors

// libjpeg calls error_exit on any error and expects it not to return: it jumps back here.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
} error_manager;

static void error_exit(j_common_ptr info) {
    error_manager *errors = (error_manager *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(errors->message, 160, "%s", text);
    longjmp(errors->jump, 1);
}

// Warnings (a corrupt tail, extraneous bytes) are not worth a line on the server's stderr.
static void emit_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

// ---------------------------------------------------------------- decoding JPEG

// libjpeg-turbo's own fuzzing limit is 500 scans; a photo has at most about ten.
#define MAXIMUM_SCANS 100

typedef struct {
    struct jpeg_progress_mgr base;
    error_manager *errors;
} scan_limit;

static void check_scans(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->progressive_mode && decompress->input_scan_number > MAXIMUM_SCANS) {
        scan_limit *limit = (scan_limit *)info->progress;
        snprintf(limit->errors->message, 160, "the progressive JPEG has more than %d scans", MAXIMUM_SCANS);
        longjmp(limit->errors->jump, 1);
    }
}

static void copy_exif(j_decompress_ptr decompress, ps_image *image) {
    static const unsigned char signature[6] = {'E', 'x', 'i', 'f', 0, 0};
    for (jpeg_saved_marker_ptr marker = decompress->marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length <= sizeof signature) continue;
        if (memcmp(marker->data, signature, sizeof signature) != 0) continue;
        size_t length = marker->data_length - sizeof signature;
        image->exif = malloc(length);
        if (image->exif == NULL) return;
        memcpy(image->exif, marker->data + sizeof signature, length);
        image->exif_length = length;
        return;
    }
}

// CMYK and YCCK JPEGs (from print workflows) come out as CMYK; Adobe's files store it inverted.
static void cmyk_row_to_rgb(const unsigned char *cmyk, unsigned char *rgb, int width, int inverted) {
    for (int x = 0; x < width; x++) {
        int c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        rgb[3 * x] = (unsigned char)(c * k / 255);
        rgb[3 * x + 1] = (unsigned char)(m * k / 255);
        rgb[3 * x + 2] = (unsigned char)(y * k / 255);
    }
}

int ps_decode_jpeg(const unsigned char *data, size_t length, int min_long_side, long max_pixels, ps_image *image) {
    memset(image, 0, sizeof *image);
    struct jpeg_decompress_struct decompress;
    error_manager errors;
    scan_limit limit;
    // volatile: assigned between setjmp and a longjmp back to it.
    unsigned char *volatile row = NULL;
    decompress.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = error_exit;
    errors.base.emit_message = emit_message;
    errors.message = image->message;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&decompress);
        free(row);
        free(image->pixels);
        free(image->exif);
        image->pixels = NULL;
        image->exif = NULL;
        image->exif_length = 0;
        return 0;
    }
    jpeg_create_decompress(&decompress);
    // A photo's decoding needs a few megabytes; a crafted one may ask for far more.
    decompress.mem->max_memory_to_use = 256L * 1024 * 1024;
    limit.base.progress_monitor = check_scans;
    limit.errors = &errors;
    decompress.progress = &limit.base;
    jpeg_mem_src(&decompress, data, (unsigned long)length);
    jpeg_save_markers(&decompress, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&decompress, TRUE);

    int long_side = decompress.image_width > decompress.image_height ? decompress.image_width : decompress.image_height;
    unsigned int denominator = 8;
    while (denominator > 1 && (long_side + denominator - 1) / denominator < (unsigned int)min_long_side) denominator /= 2;
    decompress.scale_num = 1;
    decompress.scale_denom = denominator;
    int cmyk = decompress.jpeg_color_space == JCS_CMYK || decompress.jpeg_color_space == JCS_YCCK;
    decompress.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    decompress.dct_method = JDCT_ISLOW;
    jpeg_calc_output_dimensions(&decompress);
    if ((long)decompress.output_width * (long)decompress.output_height > max_pixels) {
        snprintf(image->message, 160, "the image is %ux%u pixels, more than allowed", decompress.output_width, decompress.output_height);
        jpeg_destroy_decompress(&decompress);
        return 0;
    }
    copy_exif(&decompress, image);
    jpeg_start_decompress(&decompress);

    int width = (int)decompress.output_width, height = (int)decompress.output_height;
    image->pixels = malloc((size_t)width * height * 3);
    row = malloc((size_t)width * 4);
    if (image->pixels == NULL || row == NULL) {
        snprintf(image->message, 160, "out of memory");
        longjmp(errors.jump, 1);
    }
    while (decompress.output_scanline < decompress.output_height) {
        unsigned char *target = image->pixels + (size_t)decompress.output_scanline * width * 3;
        JSAMPROW rows[1] = {cmyk ? row : target};
        jpeg_read_scanlines(&decompress, rows, 1);
        if (cmyk) cmyk_row_to_rgb(row, target, width, decompress.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&decompress);
    jpeg_destroy_decompress(&decompress);
    free(row);
    image->width = width;
    image->height = height;
    return 1;
}

// ---------------------------------------------------------------- decoding PNG

int ps_decode_png(const unsigned char *data, size_t length, long max_pixels, ps_image *image) {
    memset(image, 0, sizeof *image);
    // libpng's simplified API catches its own longjmps and answers with a flag.
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&png, data, length)) {
        snprintf(image->message, 160, "%s", png.message);
        return 0;
    }
    if ((long)png.width * (long)png.height > max_pixels) {
        snprintf(image->message, 160, "the image is %ux%u pixels, more than allowed", png.width, png.height);
        png_image_free(&png);
        return 0;
    }
    png.format = PNG_FORMAT_RGB;
    image->pixels = malloc(PNG_IMAGE_SIZE(png));
    if (image->pixels == NULL) {
        snprintf(image->message, 160, "out of memory");
        png_image_free(&png);
        return 0;
    }
    png_color white = {255, 255, 255};
    if (!png_image_finish_read(&png, &white, image->pixels, 0, NULL)) {
        snprintf(image->message, 160, "%s", png.message);
        free(image->pixels);
        image->pixels = NULL;
        return 0;
    }
    image->width = (int)png.width;
    image->height = (int)png.height;
    return 1;
}

// ---------------------------------------------------------------- encoding JPEG

int ps_encode_jpeg(const unsigned char *pixels, int width, int height, int quality,
                   unsigned char **output, unsigned long *output_length, char message[160]) {
    struct jpeg_compress_struct compress;
    error_manager errors;
    // jpeg_mem_dest grows this buffer itself; it stays ours to free, also after an error.
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    compress.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = error_exit;
    errors.base.emit_message = emit_message;
    errors.message = message;
    if (setjmp(errors.jump)) {
        jpeg_destroy_compress(&compress);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&compress);
    jpeg_mem_dest(&compress, (unsigned char **)&buffer, &size);
    compress.image_width = (JDIMENSION)width;
    compress.image_height = (JDIMENSION)height;
    compress.input_components = 3;
    compress.in_color_space = JCS_RGB;
    jpeg_set_defaults(&compress);
    jpeg_set_quality(&compress, quality, TRUE);
    compress.optimize_coding = TRUE;
    jpeg_start_compress(&compress, TRUE);
    while (compress.next_scanline < compress.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)compress.next_scanline * width * 3)};
        jpeg_write_scanlines(&compress, rows, 1);
    }
    jpeg_finish_compress(&compress);
    jpeg_destroy_compress(&compress);
    *output = buffer;
    *output_length = size;
    return 1;
}

void ps_free(void *pointer) {
    free(pointer);
}
