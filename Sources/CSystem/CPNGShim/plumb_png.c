// plumb_png.c: every libpng call, each under a setjmp in the same C frame (see plumb_png.h).
#include "plumb_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Shared error plumbing

/// libpng's error callback: keep the message, then jump back to the setjmp of the current call.
static void plumb_error_fn(png_structp png, png_const_charp message) {
  plumb_png_report *report = (plumb_png_report *)png_get_error_ptr(png);
  if (report != NULL) {
    snprintf(report->message, sizeof report->message, "%s", message ? message : "libpng error");
  }
  png_longjmp(png, 1);
}

/// Warnings (skipped bad ancillary chunks and the like) are not failures.
static void plumb_warning_fn(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void report_reset(plumb_png_report *report) {
  memset(report, 0, sizeof *report);
}

static int32_t report_fail(plumb_png_report *report, int32_t status, const char *message) {
  report->status = status;
  if (message != NULL) snprintf(report->message, sizeof report->message, "%s", message);
  return status;
}

// MARK: - Reader

struct plumb_png_reader {
  png_structp png;
  png_infop info;
  const uint8_t *data;
  size_t size;
  size_t position;
  uint32_t width;
  uint32_t height;
  png_bytep *rows;
};

static void plumb_read_fn(png_structp png, png_bytep out, size_t length) {
  plumb_png_reader *reader = (plumb_png_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->position) png_error(png, "unexpected end of data");
  memcpy(out, reader->data + reader->position, length);
  reader->position += length;
}

/// Ancillary chunks the pixel decoder never needs. They are skipped unread, so a compressed text
/// or ICC profile bomb can never be inflated here (PlumbPNG's chunk walker checks them itself).
static const png_byte kIgnoredChunks[] =
    "iCCP\0zTXt\0iTXt\0tEXt\0sPLT\0eXIf\0tIME\0hIST\0pHYs\0bKGD\0cHRM\0gAMA\0sRGB\0sBIT\0oFFs\0pCAL\0sCAL";

plumb_png_reader *plumb_png_reader_open(const uint8_t *data, size_t size, uint32_t max_width,
                                        uint32_t max_height, size_t max_chunk_bytes,
                                        plumb_png_report *report) {
  report_reset(report);
  plumb_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) {
    report_fail(report, PLUMB_PNG_ERR_NOMEM, "out of memory");
    return NULL;
  }
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, report, plumb_error_fn,
                                       plumb_warning_fn);
  if (reader->png == NULL) {
    free(reader);
    report_fail(report, PLUMB_PNG_ERR_NOMEM, "png_create_read_struct failed");
    return NULL;
  }
  reader->info = png_create_info_struct(reader->png);
  if (reader->info == NULL) {
    png_destroy_read_struct(&reader->png, NULL, NULL);
    free(reader);
    report_fail(report, PLUMB_PNG_ERR_NOMEM, "png_create_info_struct failed");
    return NULL;
  }
  if (setjmp(png_jmpbuf(reader->png))) {
    report->status = PLUMB_PNG_ERR_LIBPNG;
    plumb_png_reader_close(reader);
    return NULL;
  }
  png_set_read_fn(reader->png, reader, plumb_read_fn);
  png_set_user_limits(reader->png, max_width, max_height);
  png_set_chunk_malloc_max(reader->png, max_chunk_bytes);
  png_set_chunk_cache_max(reader->png, 1000);
  png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
  png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, kIgnoredChunks,
                              (int)(sizeof kIgnoredChunks / 5));

  png_read_info(reader->png, reader->info);
  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(reader->png, reader->info, &width, &height, &bit_depth, &color_type, &interlace,
               NULL, NULL);
  report->width = width;
  report->height = height;
  report->bit_depth = bit_depth;
  report->color_type = color_type;
  report->interlace = interlace;

  int has_trns = png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(reader->png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(reader->png);
  if (has_trns) png_set_tRNS_to_alpha(reader->png);
  if (bit_depth == 16) png_set_scale_16(reader->png);
  if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(reader->png);
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
    png_set_filler(reader->png, 0xFF, PNG_FILLER_AFTER);
  }
  (void)png_set_interlace_handling(reader->png);
  png_read_update_info(reader->png, reader->info);

  if (png_get_bit_depth(reader->png, reader->info) != 8 ||
      png_get_channels(reader->png, reader->info) != 4 ||
      png_get_rowbytes(reader->png, reader->info) != (size_t)width * 4) {
    report_fail(report, PLUMB_PNG_ERR_LIBPNG, "transformation to RGBA8 failed");
    plumb_png_reader_close(reader);
    return NULL;
  }
  reader->width = width;
  reader->height = height;
  return reader;
}

int32_t plumb_png_reader_read_rgba(plumb_png_reader *reader, uint8_t *out, size_t out_size,
                                   plumb_png_report *report) {
  report_reset(report);
  png_set_error_fn(reader->png, report, plumb_error_fn, plumb_warning_fn);
  size_t row_bytes = (size_t)reader->width * 4;
  if (reader->height != 0 && out_size / reader->height != row_bytes) {
    return report_fail(report, PLUMB_PNG_ERR_ARGUMENT, "output buffer has the wrong size");
  }
  reader->rows = malloc(sizeof(png_bytep) * (reader->height ? reader->height : 1));
  if (reader->rows == NULL) return report_fail(report, PLUMB_PNG_ERR_NOMEM, "out of memory");
  for (uint32_t y = 0; y < reader->height; y++) reader->rows[y] = out + (size_t)y * row_bytes;

  if (setjmp(png_jmpbuf(reader->png))) {
    report->status = PLUMB_PNG_ERR_LIBPNG;
    return report->status;
  }
  png_read_image(reader->png, reader->rows);
  png_read_end(reader->png, NULL);
  report->width = reader->width;
  report->height = reader->height;
  return PLUMB_PNG_OK;
}

void plumb_png_reader_close(plumb_png_reader *reader) {
  if (reader == NULL) return;
  if (reader->png != NULL) png_destroy_read_struct(&reader->png, &reader->info, NULL);
  free(reader->rows);
  free(reader);
}

const char *plumb_png_libpng_version(void) {
  return png_get_libpng_ver(NULL);
}

// MARK: - Writer

typedef struct {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
  int failed;
} plumb_buffer;

static void plumb_write_fn(png_structp png, png_bytep data, size_t length) {
  plumb_buffer *buffer = (plumb_buffer *)png_get_io_ptr(png);
  if (length > buffer->capacity - buffer->size) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (length > capacity - buffer->size) capacity *= 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory");
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->size, data, length);
  buffer->size += length;
}

static void plumb_flush_fn(png_structp png) {
  (void)png;
}

/// Everything libpng touches during a write, kept out of the setjmp frame's locals.
typedef struct {
  png_structp png;
  png_infop info;
  png_bytep *rows;
  plumb_buffer buffer;
} plumb_write_state;

int32_t plumb_png_write(const plumb_png_write_params *params, const uint8_t *rows, size_t row_bytes,
                        uint8_t **out, size_t *out_size, plumb_png_report *report) {
  report_reset(report);
  *out = NULL;
  *out_size = 0;
  plumb_write_state *state = calloc(1, sizeof *state);
  if (state == NULL) return report_fail(report, PLUMB_PNG_ERR_NOMEM, "out of memory");
  state->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, report, plumb_error_fn,
                                       plumb_warning_fn);
  if (state->png == NULL) {
    free(state);
    return report_fail(report, PLUMB_PNG_ERR_NOMEM, "png_create_write_struct failed");
  }
  state->info = png_create_info_struct(state->png);
  state->rows = malloc(sizeof(png_bytep) * (params->height ? params->height : 1));
  if (state->info == NULL || state->rows == NULL) {
    png_destroy_write_struct(&state->png, &state->info);
    free(state->rows);
    free(state);
    return report_fail(report, PLUMB_PNG_ERR_NOMEM, "out of memory");
  }
  if (setjmp(png_jmpbuf(state->png))) {
    png_destroy_write_struct(&state->png, &state->info);
    free(state->rows);
    free(state->buffer.bytes);
    free(state);
    report->status = PLUMB_PNG_ERR_LIBPNG;
    return report->status;
  }
  png_set_write_fn(state->png, &state->buffer, plumb_write_fn, plumb_flush_fn);
  if (params->compression_level >= 0) png_set_compression_level(state->png, params->compression_level);
  png_set_IHDR(state->png, state->info, params->width, params->height, params->bit_depth,
               params->color_type, params->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (params->color_type == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[256];
    int count = params->palette_count;
    if (count < 1 || count > 256 || params->palette_rgb == NULL) png_error(state->png, "bad palette");
    for (int i = 0; i < count; i++) {
      palette[i].red = params->palette_rgb[i * 3];
      palette[i].green = params->palette_rgb[i * 3 + 1];
      palette[i].blue = params->palette_rgb[i * 3 + 2];
    }
    png_set_PLTE(state->png, state->info, palette, count);
    if (params->trns_alpha != NULL && params->trns_alpha_count > 0) {
      png_set_tRNS(state->png, state->info, params->trns_alpha, params->trns_alpha_count, NULL);
    }
  } else if (params->has_trns_color) {
    png_color_16 color;
    memset(&color, 0, sizeof color);
    color.gray = params->trns_color[0];
    color.red = params->trns_color[0];
    color.green = params->trns_color[1];
    color.blue = params->trns_color[2];
    png_set_tRNS(state->png, state->info, NULL, 0, &color);
  }
  png_write_info(state->png, state->info);
  for (uint32_t y = 0; y < params->height; y++) state->rows[y] = (png_bytep)rows + (size_t)y * row_bytes;
  png_write_image(state->png, state->rows);
  png_write_end(state->png, NULL);

  *out = state->buffer.bytes;
  *out_size = state->buffer.size;
  png_destroy_write_struct(&state->png, &state->info);
  free(state->rows);
  free(state);
  return PLUMB_PNG_OK;
}

void plumb_png_free(void *pointer) {
  free(pointer);
}
