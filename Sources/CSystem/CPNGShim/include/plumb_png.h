// plumb_png.h: the only door from Swift into libpng.
//
// libpng reports errors by longjmp-ing out of its error callback. A longjmp must never unwind
// Swift frames, so every libpng call lives in plumb_png.c under its own setjmp, and these functions
// return a status code plus a message instead. Nothing in this header mentions a libpng type.
#ifndef PLUMB_PNG_H
#define PLUMB_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned by every shim function.
enum {
  PLUMB_PNG_OK = 0,
  PLUMB_PNG_ERR_LIBPNG = 1,     ///< libpng refused the data; the report's message says why.
  PLUMB_PNG_ERR_NOMEM = 2,      ///< an allocation failed.
  PLUMB_PNG_ERR_ARGUMENT = 3,   ///< the caller passed an inconsistent buffer size or parameter.
};

/// What a shim call reports back: the status, libpng's message, and the header fields once known.
typedef struct plumb_png_report {
  int32_t status;
  uint32_t width;
  uint32_t height;
  int32_t bit_depth;
  int32_t color_type;
  int32_t interlace;
  char message[256];
} plumb_png_report;

/// An open libpng reader over a memory buffer (which must outlive it).
typedef struct plumb_png_reader plumb_png_reader;

/// Reads the header chunks and sets up the transformations to straight RGBA8 (palette, grey,
/// grey+alpha, 1/2/4/16-bit, tRNS and Adam7 all become 8-bit RGBA). Ancillary metadata chunks
/// (text, iCCP, …) are skipped without being inflated. Returns NULL on failure, with the report
/// filled in; otherwise the report carries the image size.
plumb_png_reader *plumb_png_reader_open(const uint8_t *data, size_t size, uint32_t max_width,
                                        uint32_t max_height, size_t max_chunk_bytes,
                                        plumb_png_report *report);

/// Decodes every row into `out`, which must hold exactly width * height * 4 bytes.
int32_t plumb_png_reader_read_rgba(plumb_png_reader *reader, uint8_t *out, size_t out_size,
                                   plumb_png_report *report);

/// Frees the reader (NULL is fine).
void plumb_png_reader_close(plumb_png_reader *reader);

/// The run-time libpng version, e.g. "1.6.39".
const char *plumb_png_libpng_version(void);

/// Parameters for libpng's own writer. Plumbline encodes with its own encoder; this writer makes
/// test fixtures of every colour type and bit depth, and is a peer for the benchmark.
typedef struct plumb_png_write_params {
  uint32_t width;
  uint32_t height;
  int32_t color_type;          ///< PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  int32_t bit_depth;           ///< 1, 2, 4, 8 or 16, as PNG allows for the colour type.
  int32_t interlace;           ///< 0 none, 1 Adam7.
  int32_t compression_level;   ///< zlib level 0–9, or -1 for libpng's default.
  const uint8_t *palette_rgb;  ///< palette_count * 3 bytes (colour type 3 only).
  int32_t palette_count;
  const uint8_t *trns_alpha;   ///< palette alpha entries (colour type 3), or NULL.
  int32_t trns_alpha_count;
  int32_t has_trns_color;      ///< grey/RGB: one fully transparent colour given by trns_color.
  uint16_t trns_color[3];      ///< grey uses [0]; RGB uses all three.
} plumb_png_write_params;

/// Writes PNG bytes with libpng from rows already in PNG sample layout (packed sub-byte samples,
/// big-endian 16-bit), `row_bytes` apart. On success *out is malloc'ed; free it with plumb_png_free.
int32_t plumb_png_write(const plumb_png_write_params *params, const uint8_t *rows, size_t row_bytes,
                        uint8_t **out, size_t *out_size, plumb_png_report *report);

/// Frees memory returned by the shim.
void plumb_png_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
